/**
 * The company footer, written in content/navigation.yaml with the header (navigation.ts): its
 * columns, each with its catalogue's links after its own, and its legal links.
 */
import { navigation } from "./generated/navigation";
import { catalogueLinks } from "./navigation";
import type { Navigation } from "./navigation.schema";

export interface FooterLink {
  label: string;
  href: string;
  soon?: boolean;
}

export interface FooterColumn {
  heading: string;
  links: readonly FooterLink[];
}

const columns: Navigation["footer"]["columns"] = navigation.footer.columns;

/** The company footer's sitemap columns. */
export const footerColumns: readonly FooterColumn[] = columns.map(
  ({ heading, links = [], catalogue }) => ({
    heading,
    links: [...links, ...catalogueLinks(catalogue)],
  }),
);

/** Legal and trust links along the footer's bottom edge. */
export const footerLegalLinks: readonly FooterLink[] = navigation.footer.legal;
