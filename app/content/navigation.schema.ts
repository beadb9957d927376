/**
 * What content/navigation.yaml holds: the company pages' header (its links, its dropdowns and
 * its two calls to action) and footer (its link columns and legal links). A dropdown or a
 * column may end with a catalogue's entries (`catalogue: products` or `industries`), listed
 * here as links when the file is generated, so a new product or industry appears in both
 * without editing the file, and the browser gets the links alone, not the catalogues. Checked at
 * build (app/content-collections.ts); the types are this schema's.
 *
 * Run in React Router's config loader: relative imports only, no "~/" alias.
 */
import * as z from "zod/mini";

import { text } from "./collection-fields.ts";
import { collectionData } from "./collection-refs.ts";
import { industriesSchema } from "./industries.schema.ts";
import { productsSchema } from "./products.schema.ts";

/** A page of the site: a path, with a query where a page reads one. */
const path = z
  .string("write the link as text")
  .check(
    z.regex(/^\/[a-z0-9/-]*(\?[a-z]+=[A-Za-z0-9]+)?$/, "write a page of the site, e.g. /about"),
  );

export const link = z.strictObject({ label: text(40), href: path });

const links = z.readonly(z.array(link));

const catalogue = z.optional(z.enum(["industries", "products"], "write industries or products"));

/** One link of a list: Soon entries marked, and in a dropdown a product's category under it. */
export interface ListedLink {
  label: string;
  href: string;
  soon?: true;
  description?: string;
}

/** A footer column: its heading over its links. */
export interface ListedColumn {
  heading: string;
  links: ListedLink[];
}

/** A catalogue's entries as links; `described` adds a product's category. */
function catalogueLinks(name: z.infer<typeof catalogue>, described: boolean): ListedLink[] {
  const entries =
    name === "products"
      ? collectionData("content/products.yaml", productsSchema)
      : name === "industries"
        ? collectionData("content/industries.yaml", industriesSchema)
        : [];
  return entries.map((entry) => ({
    label: entry.name,
    href: entry.href,
    ...(entry.status === "soon" && { soon: true as const }),
    ...(described && "category" in entry && { description: entry.category }),
  }));
}

const navigationFile = z.strictObject({
  /** The header's items, in order: a link, or a dropdown with its first links and a catalogue. */
  header: z.readonly(
    z.array(
      z.union(
        [link, z.strictObject({ label: text(40), items: links, catalogue })],
        "write a link (label and href) or a dropdown (label, items and an optional catalogue)",
      ),
    ),
  ),
  /** The header's two calls to action (hidden below the lg breakpoint). */
  actions: z.strictObject({ portalLogin: link, getStarted: link }),
  footer: z.strictObject({
    /** The sitemap columns: a heading, links, and an optional catalogue after them. */
    columns: z.readonly(
      z.array(z.strictObject({ heading: text(40), links: z.optional(links), catalogue })),
    ),
    /** Legal and trust links along the footer's bottom edge. */
    legal: links,
  }),
});

/** The file's data, each catalogue replaced by its entries' links. */
export const navigationSchema = z.pipe(
  navigationFile,
  z.transform(({ header, actions, footer }) => ({
    header: header.map((item): ListedLink | { label: string; items: ListedLink[] } =>
      "href" in item
        ? item
        : { label: item.label, items: [...item.items, ...catalogueLinks(item.catalogue, true)] },
    ),
    actions,
    footer: {
      columns: footer.columns.map(({ heading, links = [], catalogue }): ListedColumn => ({
        heading,
        links: [...links, ...catalogueLinks(catalogue, false)],
      })),
      legal: footer.legal,
    },
  })),
);

export type Navigation = z.infer<typeof navigationSchema>;
