/**
 * What content/navigation.yaml holds: the company pages' header (its links, its dropdowns and
 * its two calls to action) and footer (its link columns and legal links). A dropdown's or a
 * column's list may name a catalogue (`- catalogue: products` or `industries`) where its
 * entries' links go, joined in app/content/navigation.ts, so a new product or industry appears
 * in both without editing the file. Checked at build (app/content-collections.ts); the types
 * are this schema's.
 */
import * as z from "zod/mini";

import { text } from "../lib/content/vocab/collection-fields.ts";

/** A page of the site: a path, with a query where a page reads one. */
const path = z
  .string("write the link as text")
  .check(
    z.regex(/^\/[a-z0-9/-]*(\?[a-z]+=[A-Za-z0-9]+)?$/, "write a page of the site, e.g. /about"),
    z.describe("The page the link goes to, e.g. /about"),
  );

export const link = z
  .strictObject({ label: text(40).check(z.describe("The link's text")), href: path })
  .check(z.describe("A link: its text and the page it goes to"));

/** Links, where `- catalogue: <name>` stands for that catalogue's entries. */
const list = z.readonly(
  z.array(
    z
      .union(
        [
          link,
          z.strictObject({
            catalogue: z
              .enum(["industries", "products"], "write industries or products")
              .check(z.describe("A link to each entry of this catalogue, in its order")),
          }),
        ],
        "write a link (label and href) or a catalogue (industries or products)",
      )
      .check(z.describe("A link, or every entry of a catalogue (industries or products)")),
  ),
);

export const navigationSchema = z.strictObject({
  /** The header's items, in order: a link, or a dropdown with its list. */
  header: z.readonly(
    z
      .array(
        z
          .union(
            [
              link,
              z.strictObject({
                label: text(40).check(z.describe("The dropdown's name in the header")),
                items: list.check(z.describe("The dropdown's links")),
              }),
            ],
            "write a link (label and href) or a dropdown (label and items)",
          )
          .check(z.describe("A link, or a dropdown of links")),
      )
      .check(z.describe("The header's menu, left to right: links and dropdowns")),
  ),
  /** The header's two calls to action (hidden below the lg breakpoint). */
  actions: z
    .strictObject({
      portalLogin: link.check(z.describe("The customer portal's sign-in link")),
      getStarted: link.check(z.describe("The main call to action, e.g. Get started")),
    })
    .check(z.describe("The two buttons at the header's end")),
  footer: z
    .strictObject({
      /** The sitemap columns: a heading over its list. */
      columns: z.readonly(
        z
          .array(
            z
              .strictObject({
                heading: text(40).check(z.describe("The column's heading")),
                links: list.check(z.describe("The column's links")),
              })
              .check(z.describe("One column: a heading and its links")),
          )
          .check(z.describe("The footer's columns of links")),
      ),
      /** Legal and trust links along the footer's bottom edge. */
      legal: z.readonly(
        z
          .array(link.check(z.describe("A link")))
          .check(z.describe("The legal links at the very bottom (privacy, terms)")),
      ),
    })
    .check(z.describe("The footer's link columns and legal links")),
});

export type Navigation = z.infer<typeof navigationSchema>;
/** A list as the file writes it. */
export type NavigationList = z.infer<typeof list>;
