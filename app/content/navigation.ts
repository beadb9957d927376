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

/** A list with each catalogue it names as its entries' links; a product's category describes it. */
export const listLinks = (list: NavigationList): NavDropdownItem[] =>
  list.flatMap((item) =>
    "catalogue" in item
      ? (item.catalogue === "products" ? products : industries).map((entry) => ({
          label: entry.name,
          href: entry.href,
          soon: entry.status === "soon",
          description: "category" in entry ? entry.category : undefined,
        }))
      : item,
  );

/** The header's nav items, in the file's order. */
export const mainNav: readonly NavItem[] = navigation.header.map((item) =>
  "items" in item ? { label: item.label, items: listLinks(item.items) } : item,
);

/** The header's two call-to-action links (hidden below the lg breakpoint). */
export const headerActions = navigation.actions;
