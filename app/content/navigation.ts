/**
 * The company header, written in content/navigation.yaml and checked against
 * app/content/navigation.schema.ts at build (app/content-collections.ts), which writes it as
 * generated/navigation.ts. A dropdown's catalogue becomes its entries' links here.
 */
import { navigation } from "./generated/navigation";
import { industries } from "./industries";
import type { NAV_CATALOGUES } from "./navigation.schema";
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

/** A catalogue's entries as links, Soon ones marked; a product's category describes it. */
export const catalogueLinks = (name: (typeof NAV_CATALOGUES)[number] | undefined) =>
  (name ? ((name === "products" ? products : industries) as readonly Entry[]) : []).map(
    (entry): NavDropdownItem => ({
      label: entry.name,
      href: entry.href,
      soon: entry.status === "soon",
      ...(entry.category && { description: entry.category }),
    }),
  );

type Entry = { name: string; href: string; status: string; category?: string };

/** The header's nav items, in the file's order. */
export const mainNav: readonly NavItem[] = navigation.header.map((item) =>
  "href" in item
    ? { kind: "link", ...item }
    : {
        kind: "dropdown",
        label: item.label,
        items: [...item.items, ...catalogueLinks(item.catalogue)],
      },
);

/** The header's two call-to-action links (hidden below the lg breakpoint). */
export const headerActions = navigation.actions;
