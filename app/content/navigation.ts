/**
 * The company header, written in content/navigation.yaml and checked against
 * app/content/navigation.schema.ts at build (app/content-collections.ts), which writes it as
 * generated/navigation.ts. A list's `catalogue` becomes its entries' links here.
 */
import { navigation } from "./generated/navigation";
import { industries } from "./industries";
import type { NavigationList } from "./navigation.schema";
import { products } from "./products";

/** One link of a header dropdown or a footer column. */
export interface NavDropdownItem {
  label: string;
  href: string;
  soon?: boolean;
  description?: string;
}

/** A header item: a link, or a dropdown of links. */
export type NavItem =
  { label: string; href: string } | { label: string; items: readonly NavDropdownItem[] };

const catalogues = { industries, products };

/** What a link takes from a catalogue's entry (an industry has no category). */
type CatalogueEntry = { name: string; href: string; status: string; category?: string };

/** A list with each catalogue it names as its entries' links; a product's category describes it. */
export const listLinks = (list: NavigationList): NavDropdownItem[] =>
  list.flatMap((item) =>
    "catalogue" in item
      ? (catalogues[item.catalogue] as readonly CatalogueEntry[]).map((entry) => ({
          label: entry.name,
          href: entry.href,
          soon: entry.status === "soon",
          description: entry.category,
        }))
      : item,
  );

/** The header's nav items, in the file's order. */
export const mainNav: readonly NavItem[] = navigation.header.map((item) =>
  "items" in item ? { label: item.label, items: listLinks(item.items) } : item,
);

/** The header's two call-to-action links (hidden below the lg breakpoint). */
export const headerActions = navigation.actions;
