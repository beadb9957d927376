/**
 * The schema of Hearth & Loom's sample catalogue (content/templates/shop/products.yaml): its
 * colours, categories, workshops and products, each written once. Checked at build
 * (app/content-collections.ts: a mistake names the file, the line and the field path) and
 * written as generated/shop-catalogue.ts, its Lucide icons imported as components, which
 * products.ts reads, so neither YAML nor zod reaches the browser.
 */
import * as z from "zod/mini";

import type { GeneratedData } from "../../../lib/content/vocab/collection-fields.ts";
import { elementId, text } from "../../../lib/content/vocab/fields.ts";
import { lucideIcon, usCents } from "../../../lib/content/vocab/kit-fields.ts";

export const SHOP_PRODUCTS_FILE = "content/templates/shop/products.yaml";

/** An amount in US cents. */
const cents = usCents("amount");

const colour = z
  .strictObject({
    name: text(1, 40).check(z.describe("The colour's name; products name their colours by it")),
    hex: z
      .string("write the colour as #rrggbb")
      .check(z.regex(/^#[0-9a-f]{6}$/i), z.describe("The colour as #rrggbb")),
  })
  .check(z.describe("A colour: its name and value"));

const option = z
  .strictObject({
    slug: elementId.check(
      z.describe("The id products name it by; lowercase words joined by hyphens"),
    ),
    label: text(1, 40).check(z.describe("Its name in the filters")),
  })
  .check(z.describe("One entry: its id and its name"));

const product = z
  .strictObject({
    id: elementId.check(
      z.describe("The product's id, used in addresses (?product=) and the cart; unique"),
    ),
    name: text(1, 80).check(z.describe("The product's name")),
    price: cents,
    was: z.optional(cents),
    /** What its picture shows: a Lucide icon by name. */
    motif: lucideIcon.check(z.describe("What the product's picture shows, by its Lucide name")),
    colours: z
      .array(colour)
      .check(
        z.minLength(1, "list the colours it comes in"),
        z.describe(
          "The colours it comes in, from the catalogue's colours; the first is shown first",
        ),
      ),
    badge: z.optional(
      text(1, 20).check(z.describe("Short label over the picture, e.g. New or -20%")),
    ),
    /** A slug of `categories`. */
    category: elementId.check(z.describe("The product's category, by its slug")),
    /** A slug of `brands`: the workshop that makes it. */
    brand: elementId.check(z.describe("The product's brand, by its slug")),
    /** Average rating out of 5, and how many reviews it comes from. */
    rating: z
      .number("write the rating out of 5")
      .check(z.gte(0), z.lte(5), z.describe("The average rating, out of 5")),
    reviews: z
      .number("write how many reviews")
      .check(z.int(), z.gte(0), z.describe("How many reviews it has")),
    /** Position in the "newest" sort: higher came in later. */
    added: z
      .number("write a whole number")
      .check(
        z.int(),
        z.gte(0),
        z.describe("The order it was added in; higher is newer (for sorting by newest)"),
      ),
    summary: text(1, 300).check(z.describe("A sentence or two on the product")),
    sizes: z.optional(
      z
        .array(text(1, 40).check(z.describe("One size, e.g. M")))
        .check(z.minLength(1), z.describe("The sizes it comes in")),
    ),
    details: z
      .array(text(1, 120).check(z.describe("One fact")))
      .check(
        z.minLength(1, "list the product's details"),
        z.describe("Facts about the product, a line each"),
      ),
  })
  .check(z.describe("One product of the shop"));

type Catalogue = {
  colours: readonly { name: string }[];
  categories: readonly { slug: string }[];
  brands: readonly { slug: string }[];
  products: readonly z.infer<typeof product>[];
};

/** Ids once each; a product's category, workshop and colours are ones the catalogue lists. */
function crossChecks(catalogue: Catalogue, ctx: z.core.$RefinementCtx<Catalogue>) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.issues.push({ code: "custom", path, message, input: catalogue });
  const lists = { categories: catalogue.categories, brands: catalogue.brands };
  for (const [list, entries] of Object.entries(lists)) {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.slug)) issue([list, index, "slug"], `${entry.slug} is listed twice`);
      seen.add(entry.slug);
    });
  }
  const colourNames = new Set(catalogue.colours.map((entry) => entry.name));
  const ids = new Set<string>();
  catalogue.products.forEach((entry, index) => {
    const at = ["products", index];
    if (ids.has(entry.id)) issue([...at, "id"], `give each product its own id (${entry.id})`);
    ids.add(entry.id);
    for (const field of ["category", "brand"] as const) {
      const list = field === "category" ? catalogue.categories : catalogue.brands;
      if (!list.some((known) => known.slug === entry[field])) {
        issue(
          [...at, field],
          `use one of: ${list.map((known) => known.slug).join(", ")} (not ${entry[field]})`,
        );
      }
    }
    entry.colours.forEach((shade, shadeIndex) => {
      if (!colourNames.has(shade.name)) {
        issue(
          [...at, "colours", shadeIndex],
          `use a colour of the catalogue's colours list (an alias such as *clay), not ${shade.name}`,
        );
      }
    });
  });
}

export const shopCatalogueSchema = z
  .strictObject({
    /** The colours the products come in (the catalogue's colour filter lists them). */
    colours: z
      .array(colour)
      .check(z.minLength(1), z.describe("The colours the products come in; products name them")),
    categories: z
      .array(option.check(z.describe("One category: its slug and name")))
      .check(z.minLength(1), z.describe("The categories to filter by")),
    /** The workshops that make the products. */
    brands: z
      .array(option.check(z.describe("One brand: its slug and name")))
      .check(z.minLength(1), z.describe("The workshops that make the products")),
    products: z
      .array(product)
      .check(z.minLength(1), z.describe("The products, in catalogue order")),
  })
  .check(z.superRefine(crossChecks));

/**
 * The catalogue as its generated module gives it: each motif the Lucide component of that name
 * (the module `satisfies` this type).
 */
export type ShopCatalogue = GeneratedData<z.infer<typeof shopCatalogueSchema>, true>;

/** A product of the catalogue, its motif a Lucide component. */
export type ShopProduct = ShopCatalogue["products"][number];

/** A colour a product comes in. */
export type ShopColour = ShopCatalogue["colours"][number];
