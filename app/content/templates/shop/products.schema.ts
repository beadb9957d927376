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
import { lucideIcon } from "../../../lib/content/vocab/kit-fields.ts";

export const SHOP_PRODUCTS_FILE = "content/templates/shop/products.yaml";

/** An amount in US cents. */
const cents = z.number("write the amount in US cents").check(z.int(), z.gte(0));

const colour = z.strictObject({
  name: text(1, 40),
  hex: z.string("write the colour as #rrggbb").check(z.regex(/^#[0-9a-f]{6}$/i)),
});

const option = z.strictObject({ slug: elementId, label: text(1, 40) });

const product = z.strictObject({
  id: elementId,
  name: text(1, 80),
  price: cents,
  was: z.optional(cents),
  /** What its picture shows: a Lucide icon by name. */
  motif: lucideIcon,
  colours: z.array(colour).check(z.minLength(1, "list the colours it comes in")),
  badge: z.optional(text(1, 20)),
  /** A slug of `categories`. */
  category: elementId,
  /** A slug of `brands`: the workshop that makes it. */
  brand: elementId,
  /** Average rating out of 5, and how many reviews it comes from. */
  rating: z.number("write the rating out of 5").check(z.gte(0), z.lte(5)),
  reviews: z.number("write how many reviews").check(z.int(), z.gte(0)),
  /** Position in the "newest" sort: higher came in later. */
  added: z.number("write a whole number").check(z.int(), z.gte(0)),
  summary: text(1, 300),
  sizes: z.optional(z.array(text(1, 40)).check(z.minLength(1))),
  details: z.array(text(1, 120)).check(z.minLength(1, "list the product's details")),
});

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
    colours: z.array(colour).check(z.minLength(1)),
    categories: z.array(option).check(z.minLength(1)),
    /** The workshops that make the products. */
    brands: z.array(option).check(z.minLength(1)),
    products: z.array(product).check(z.minLength(1)),
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
