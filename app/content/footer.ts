/**
 * The company footer, written in content/navigation.yaml with the header (navigation.ts): its
 * columns, each catalogue they name listed as links, and its legal links.
 */
import { navigation } from "./generated/navigation";
import { listLinks, type NavDropdownItem } from "./navigation";

export type FooterLink = NavDropdownItem;

export interface FooterColumn {
  heading: string;
  links: readonly FooterLink[];
}

/** The company footer's sitemap columns. */
export const footerColumns: readonly FooterColumn[] = navigation.footer.columns.map((column) => ({
  heading: column.heading,
  links: listLinks(column.links),
}));

/** Legal and trust links along the footer's bottom edge. */
export const footerLegalLinks: readonly FooterLink[] = navigation.footer.legal;
