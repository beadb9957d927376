import type { LucideIcon } from "lucide-react";
import Heart from "lucide-react/icons/heart";
import { useId, useState } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";
import { Link } from "react-router";

import { AddToCartButton } from "~/components/kit/add-to-cart";
import { Artwork } from "~/components/kit/artwork";
import { SalePrice } from "~/components/kit/price";
import { type Colour, Swatches } from "~/components/kit/swatches";
import { Glyph } from "~/components/ui/icon";
import type { CartProduct } from "~/hooks/use-cart";
import { skuId } from "~/lib/cart";

import "~/styles/kit/_products.scss";

export interface Product {
  id: string;
  name: string;
  /** Price in US cents. */
  price: number;
  /** Price before a sale, in US cents. */
  was?: number;
  /** What the picture shows. */
  motif: LucideIcon;
  /** Colours it comes in; the first is shown first. */
  colours: readonly Colour[];
  /** Short label over the picture: "New", "-20%". */
  badge?: string;
}

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
