/**
 * What content/navigation.yaml holds: the company pages' header (its links, its dropdowns and
 * its two calls to action) and footer (its link columns and legal links). A dropdown or a
 * column may end with a catalogue's entries (`catalogue: products` or `industries`), joined in
 * app/content/navigation.ts, so a new product or industry appears in both without editing this
 * file. Checked at build (app/content-collections.ts); the types are this schema's.
 *
 * Run in React Router's config loader: relative imports only, no "~/" alias.
 */
import * as z from "zod/mini";

import { text } from "./collection-fields.ts";

/** A page of the site: a path, with a query where a page reads one. */
const path = z
  .string("write the link as text")
  .check(
    z.regex(/^\/[a-z0-9/-]*(\?[a-z]+=[A-Za-z0-9]+)?$/, "write a page of the site, e.g. /about"),
  );

export const link = z.strictObject({ label: text(40), href: path });

const links = z.readonly(z.array(link));

/** The catalogues whose entries a dropdown or a column may list. */
export const NAV_CATALOGUES = ["industries", "products"] as const;

const catalogue = z.optional(z.enum(NAV_CATALOGUES, "write industries or products"));

export const navigationSchema = z.strictObject({
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

export type Navigation = z.infer<typeof navigationSchema>;
