/**
 * The template footer's sample content: what a landing page built from the kit shows at its
 * foot before marketing fills in its own. The links lead to real pages of the site.
 */
export interface TemplateFooterColumn {
  heading: string;
  links: readonly { label: string; href: string }[];
}

export const templateFooter = {
  columns: [
    {
      heading: "Templates",
      links: [
        { label: "All templates", href: "/landing/template" },
        { label: "SaaS landing", href: "/landing/saas/v1" },
        { label: "Shop landing", href: "/landing/shop/v1" },
        { label: "Event landing", href: "/landing/conference" },
      ],
    },
    {
      heading: "Company",
      links: [
        { label: "About us", href: "/about" },
        { label: "Contact", href: "/contact" },
        { label: "Privacy", href: "/privacy-policy" },
        { label: "Terms", href: "/terms-of-service" },
      ],
    },
  ],
  contact: {
    street: "48 Harbour Lane, Unit 3",
    city: "Portland, ME 04101",
    email: "hello@example.com",
    phone: { display: "+1 (555) 010-2040", tel: "+15550102040" },
  },
  languages: ["English", "Deutsch", "Nederlands", "Italiano", "Svenska"],
  note: "Sample content: names, prices and contact details on this page are made up.",
} as const satisfies {
  columns: readonly TemplateFooterColumn[];
  contact: { street: string; city: string; email: string; phone: { display: string; tel: string } };
  languages: readonly string[];
  note: string;
};
