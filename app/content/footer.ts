/**
 * The company footer, written in content/navigation.yaml with the header (navigation.ts): its
 * columns, each catalogue listed as links after the column's own, and its legal links.
 */
import { navigation } from "./generated/navigation";
import type { ListedLink, Navigation } from "./navigation.schema";

export type FooterLink = ListedLink;

export type FooterColumn = Navigation["footer"]["columns"][number];

/** The company footer's sitemap columns. */
export const footerColumns: readonly FooterColumn[] = navigation.footer.columns;

/** Legal and trust links along the footer's bottom edge. */
export const footerLegalLinks: readonly FooterLink[] = navigation.footer.legal;
