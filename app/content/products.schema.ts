/**
 * What content/products.yaml holds, the product catalogue: it drives the Products dropdown,
 * /products, the product pages, /coming-soon and the footer. Checked at build
 * (app/content-collections.ts); the types are this schema's.
 */
import * as z from "zod/mini";

import { catalogue, slug, status, text } from "../lib/content/vocab/collection-fields.ts";
import { iconName } from "../lib/content/vocab/fields.ts";

export const productSchema = z
  .strictObject({
    /** URL-safe identifier, unique. */
    slug: slug,
    /** The product's icon wherever it appears as a card. */
    icon: iconName.check(z.describe("The product's icon wherever it appears as a card")),
    /** Display name, also the `product` query value of /coming-soon. */
    name: text(40).check(
      z.describe("The product's name; also what /coming-soon?product= names it by"),
    ),
    status: status,
    /** Short category shown under the name. */
    category: text(60).check(z.describe("Short category shown under the name")),
    /** One-line value statement. */
    summary: text(200).check(z.describe("One-line value statement")),
    /** Who it is built for. */
    audience: text(120).check(z.describe("Who it is built for")),
    /** What it will do or does, in a few concrete points. */
    features: z.readonly(
      z
        .array(text(120).check(z.describe("One point, a short line")))
        .check(
          z.minLength(1, "give at least one feature"),
          z.describe("What it does or will do, in a few concrete points"),
        ),
    ),
    /** Where the product's page lives: its own page, or /coming-soon?product=<name>. */
    href: z
      .string("write the link as text")
      .check(
        z.regex(
          /^\/[a-z0-9-]+(\?product=[A-Za-z0-9]+)?$/,
          "write the product's page, e.g. /shadowcradle or /coming-soon?product=Name",
        ),
        z.describe("The product's page: /<slug>, or /coming-soon?product=<name> if it is soon"),
        z.describe("The product's page: /<slug>, or /coming-soon?product=<name> while it is soon"),
      ),
  })
  .check(z.describe("One product of the catalogue"));

export const productsSchema = z.readonly(
  catalogue(productSchema, "product").check(
    z.refine(
      (list) => new Set(list.map((product) => product.name.toLowerCase())).size === list.length,
      "give each product its own name",
    ),
    z.refine(
      (list) =>
        list.every(
          (product) =>
            product.href === `/${product.slug}` ||
            product.href === `/coming-soon?product=${product.name}`,
        ),
      "link each product to /<slug> or to /coming-soon?product=<name>",
    ),
  ),
);

export type Product = z.infer<typeof productSchema>;
export type ProductStatus = Product["status"];
export type Products = z.infer<typeof productsSchema>;
