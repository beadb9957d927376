/** Industries the company serves; drives the Industries dropdown and (later) the industry pages. */
export interface Industry {
  slug: string;
  /** Full name used in navigation. */
  name: string;
  /** Short name, also the `industry` query value of /coming-soon for Soon industries. */
  shortName: string;
  status: "available" | "soon";
  summary: string;
  href: string;
}

export const industries = [
  {
    slug: "msp",
    name: "Managed Service Providers",
    shortName: "MSP",
    status: "available",
    summary: "White-label backup, monitoring and security you can resell with margin.",
    href: "/industries/msp",
  },
  {
    slug: "enterprise",
    name: "Enterprise",
    shortName: "Enterprise",
    status: "available",
    summary: "Recovery, detection and compliance programs sized for regulated, multi-site estates.",
    href: "/industries/enterprise",
  },
  {
    slug: "consumer",
    name: "Consumer",
    shortName: "Consumer",
    status: "available",
    summary: "Protection for families and home offices, explained without jargon.",
    href: "/industries/consumer",
  },
  {
    slug: "healthcare",
    name: "Healthcare",
    shortName: "Healthcare",
    status: "soon",
    summary: "HIPAA-aligned backup and access controls for clinics and practice groups.",
    href: "/coming-soon?industry=Healthcare",
  },
  {
    slug: "financial",
    name: "Financial Services",
    shortName: "Financial",
    status: "soon",
    summary: "Resilience and evidence for PCI DSS, SOX, GLBA and DORA.",
    href: "/coming-soon?industry=Financial",
  },
] as const satisfies readonly Industry[];

export type IndustrySlug = (typeof industries)[number]["slug"];
