import type { LucideIcon } from "lucide-react";
import Heart from "lucide-react/icons/heart";
import { useState } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";

import { Artwork } from "~/components/kit/artwork";
import { Price } from "~/components/kit/price";
import { type Colour, Swatches } from "~/components/kit/swatches";
import { Glyph } from "~/components/ui/icon";

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

/**
 * A product: its picture in the chosen colour, swatches, a wishlist toggle and the price in
 * the visitor's currency. (Adding to the cart arrives with the cart, issue 15.)
 */
export function ProductCard({ product }: { product: Product }) {
  const [colour, setColour] = useState(product.colours[0]?.name ?? "");
  const [saved, setSaved] = useState(false);
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
      <h3 className="kit-product-name">{product.name}</h3>
      <p className="kit-product-price">
        <Price cents={product.price} />
        {product.was !== undefined && (
          <>
            {" "}
            <s className="kit-muted">
              <span className="visually-hidden">was </span>
              <Price cents={product.was} />
            </s>
          </>
        )}
      </p>
      {product.colours.length > 1 && (
        <Swatches
          label={`Colour of ${product.name}`}
          colours={product.colours}
          value={colour}
          onChange={setColour}
        />
      )}
    </article>
  );
}
