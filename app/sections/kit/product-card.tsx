import Heart from "lucide-react/icons/heart";
import { useId, useState } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";
import { Link } from "react-router";
import * as z from "zod/mini";

import { AddToCartButton } from "~/components/kit/add-to-cart";
import { Artwork } from "~/components/kit/artwork";
import { SalePrice } from "~/components/kit/price";
import { Swatches } from "~/components/kit/swatches";
import { Glyph } from "~/components/ui/icon";
import type { CartProduct } from "~/hooks/use-cart";
import { skuId } from "~/lib/cart";
import { elementId, text } from "~/lib/content/vocab/fields";
import { lucideIcon, usCents } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { kitColour } from "./colour-showcase";

import "~/styles/kit/_products.scss";

const cents = usCents("price");

/** A sample product: what its card shows, and what the cart keeps of it. */
export const kitProduct = z
  .strictObject({
    id: elementId.check(z.describe("Tells the product apart in the cart and the wishlist")),
    name: text(1, 80).check(z.describe("The product's name")),
    price: cents.check(z.describe("Price in US cents")),
    was: z.optional(cents.check(z.describe("The price before a sale, in US cents"))),
    motif: lucideIcon.check(z.describe("What the picture shows")),
    colours: z
      .array(kitColour)
      .check(
        z.minLength(1, "list the colours it comes in"),
        z.describe("The colours it comes in; the first is shown first"),
      ),
    badge: z.optional(text(1, 20).check(z.describe('Short label over the picture: "New", "-20%"'))),
  })
  .check(z.describe("One product card: name, price, picture and colours"));

export type Product = Drawn<Fields<typeof kitProduct>>;

export interface ProductCardProps {
  product: Product;
  /** Offer "Add to cart" (in the chosen colour). */
  cart?: boolean;
  /** Where the product's name links to (its product page). */
  href?: string;
  /**
   * The level of the product's name: 3 under a section's h2 (default), 2 where the cards sit
   * straight under the page's h1 (the hero's product slides).
   */
  headingLevel?: 2 | 3;
}

/** What the cart shows of a product in a colour (and size). */
export function cartProduct(
  product: Product,
  { colour, size }: { colour?: string; size?: string } = {},
): CartProduct {
  // A colour only tells lines apart when there is a choice of colours.
  const chosen = product.colours.length > 1 ? colour : undefined;
  return {
    id: skuId(product.id, { colour: chosen, size }),
    name: product.name,
    detail: [chosen, size].filter(Boolean).join(", ") || undefined,
    price: product.price,
    art: {
      seed: product.id,
      motif: product.motif,
      tint: product.colours.find((entry) => entry.name === colour)?.hex,
    },
  };
}

/**
 * A product: its picture in the chosen colour, swatches, a wishlist toggle, the price in
 * the visitor's currency and, in a shop, "Add to cart" for the colour shown.
 */
export function ProductCard({ product, cart, href, headingLevel = 3 }: ProductCardProps) {
  const Name = headingLevel === 2 ? "h2" : "h3";
  const [colour, setColour] = useState(product.colours[0]?.name ?? "");
  const [saved, setSaved] = useState(false);
  const nameId = useId();
  const hex = product.colours.find((entry) => entry.name === colour)?.hex;
  return (
    <article className="kit-card kit-product">
      <div className="kit-product-media">
        <Artwork
          seed={product.id}
          motif={product.motif}
          tint={hex}
          alt={`${product.name} in ${colour}`}
          ratio="1:1"
          width={400}
        />
        {product.badge && <p className="kit-product-badge">{product.badge}</p>}
        <ToggleButton
          className="kit-round-btn kit-wish"
          isSelected={saved}
          onChange={setSaved}
          aria-label={`Save ${product.name} to wishlist`}
        >
          <Glyph icon={Heart} size={18} />
        </ToggleButton>
      </div>
      <Name className="kit-product-name" id={nameId}>
        {href ? <Link to={href}>{product.name}</Link> : product.name}
      </Name>
      <p className="kit-product-price">
        <SalePrice cents={product.price} was={product.was} />
      </p>
      {product.colours.length > 1 && (
        <Swatches
          label={`Colour of ${product.name}`}
          colours={product.colours}
          value={colour}
          onChange={setColour}
        />
      )}
      {cart && (
        <AddToCartButton
          product={cartProduct(product, { colour })}
          describedBy={nameId}
          className="kit-btn-sm kit-product-add"
        />
      )}
    </article>
  );
}
