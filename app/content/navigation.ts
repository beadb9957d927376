import { industries } from "./industries";
import { products } from "./products";

/** One entry of a header dropdown. */
export interface NavDropdownItem {
  label: string;
  href: string;
  soon?: boolean;
  description?: string;
}

export type NavItem =
  | { kind: "link"; label: string; href: string }
  | { kind: "dropdown"; label: string; items: readonly NavDropdownItem[] };

/** The header's nav items, in the seed's order. */
export const mainNav: readonly NavItem[] = [
  { kind: "link", label: "Portfolio", href: "/portfolio" },
  { kind: "link", label: "Services", href: "/services" },
  { kind: "link", label: "About", href: "/about" },
  { kind: "link", label: "Labs", href: "/labs" },
  {
    kind: "dropdown",
    label: "Industries",
    items: [
      { label: "View All", href: "/industries" },
      ...industries.map((industry) => ({
        label: industry.name,
        href: industry.href,
        soon: industry.status === "soon",
      })),
    ],
  },
  {
    kind: "dropdown",
    label: "Products",
    items: [
      { label: "View All Products", href: "/products" },
      ...products.map((product) => ({
        label: product.name,
        href: product.href,
        soon: product.status === "soon",
        description: product.category,
      })),
    ],
  },
  { kind: "link", label: "Contact", href: "/contact" },
];

/** The header's two call-to-action links (hidden below the lg breakpoint). */
export const headerActions = {
  portalLogin: { label: "Portal Login", href: "/coming-soon?product=Portal" },
  getStarted: { label: "Get Started", href: "/contact" },
} as const;
