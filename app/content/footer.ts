import { industries } from "./industries";
import { products } from "./products";

export interface FooterLink {
  label: string;
  href: string;
  soon?: boolean;
}

export interface FooterColumn {
  heading: string;
  links: readonly FooterLink[];
}

/** The company footer's sitemap columns. */
export const footerColumns: readonly FooterColumn[] = [
  {
    heading: "Company",
    links: [
      { label: "About", href: "/about" },
      { label: "Services", href: "/services" },
      { label: "Portfolio", href: "/portfolio" },
      { label: "Labs", href: "/labs" },
      { label: "Contact", href: "/contact" },
    ],
  },
  {
    heading: "Products",
    links: products.map((product) => ({
      label: product.name,
      href: product.href,
      soon: product.status === "soon",
    })),
  },
  {
    heading: "Industries",
    links: industries.map((industry) => ({
      label: industry.name,
      href: industry.href,
      soon: industry.status === "soon",
    })),
  },
];

/** Legal and trust links along the footer's bottom edge. */
export const footerLegalLinks: readonly FooterLink[] = [
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Compliance", href: "/compliance" },
  { label: "Customer portal", href: "/portal" },
];
