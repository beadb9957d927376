/**
 * What the template kit's product grid (kit/product-grid.tsx) takes from a content file: sample
 * products (prices in US cents, a Lucide motif by name, the colours each comes in), in a grid or
 * a carousel, with "Add to cart" on pages inside the shop layout.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitIntro, kitTone, lucideIcon } from "~/lib/content/vocab/kit-fields";

import { kitColour } from "./colour-showcase";
import type { ProductGridProps } from "./product-grid";

const cents = z.number("write the price in US cents").check(z.int(), z.gte(0));

/** A sample product: what its card shows, and what the cart keeps of it. */
export const kitProduct = z.strictObject({
  /** Tells the product apart in the cart and the wishlist. */
  id: elementId,
  name: text(1, 80),
  price: cents,
  /** The price before a sale. */
  was: z.optional(cents),
  motif: lucideIcon,
  colours: z.array(kitColour).check(z.minLength(1, "list the colours it comes in")),
  badge: z.optional(text(1, 20)),
});

export const productGridSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  products: z.array(kitProduct).check(
    z.minLength(1, "list the products"),
    z.refine(
      (products) => new Set(products.map((product) => product.id)).size === products.length,
      "give each product its own id",
    ),
  ),
  carousel: z.optional(z.boolean()),
  tone: kitTone,
  anchor: kitAnchor,
  /** "Add to cart" on each card: only inside the shop layout, which has the cart. */
  cart: z.optional(z.boolean()),
});

export const productGridFields = (
  fields: z.infer<typeof productGridSchema>,
): IconNamed<Omit<ProductGridProps, "productHref">> => fields;
