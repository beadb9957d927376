import Star from "lucide-react/icons/star";
import { useId, useState } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";
import * as z from "zod/mini";

import { AddToCartButton } from "~/components/kit/add-to-cart";
import { Price, SalePrice } from "~/components/kit/price";
import { ProductGallery } from "~/components/kit/product-gallery";
import { QuantityField } from "~/components/kit/quantity-field";
import { Swatches } from "~/components/kit/swatches";
import { Glyph } from "~/components/ui/icon";
import { productPath } from "~/content/templates/shop/paths";
import type { ShopProduct } from "~/content/templates/shop/products";
import { crumb, text } from "~/lib/content/vocab/fields";
import { usCents } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";
import { Breadcrumbs } from "~/sections/breadcrumbs";

import { cartProduct } from "./product-card";

import "~/styles/kit/_product-detail.scss";

/** An amount in US cents. */
const cents = usCents("amount");

/**
 * The words around a product's own on its page, as a content file writes them (a shop product
 * page's top, ShopProductDetail): the trail, the gallery's and choices' labels, the promises.
 */
export const productDetailWords = z.strictObject({
  crumbs: z
    .array(crumb)
    .check(
      z.minLength(1, "give the trail to the catalogue"),
      z.describe("The trail to the catalogue; the product's name is added as the last step"),
    ),
  galleryLabel: text(1, 80).check(z.describe("The gallery thumbnails' name for screen readers")),
  views: z
    .array(text(1, 40).check(z.describe("What the picture shows, e.g. Front")))
    .check(
      z.minLength(1, "name the gallery's pictures"),
      z.describe("What each gallery picture shows"),
    ),
  colourLabel: text(1, 40).check(z.describe("The colour choice's label")),
  sizeLabel: text(1, 40).check(z.describe("The size choice's label")),
  detailsTitle: text(1, 80).check(z.describe("The heading over the product's details")),
  reviewsLabel: text(1, 40).check(z.describe("The word after the number of reviews")),
  promises: z
    .array(
      z
        .strictObject({
          text: text(1, 120).check(
            z.describe("The promise, e.g. Free delivery over {amount}; {amount} is filled in"),
          ),
          cents: z.optional(cents),
        })
        .check(z.describe("One promise under the buttons")),
    )
    .check(z.describe("Short promises under the button (delivery, returns); cents adds an amount")),
});

export type ProductDetailProps = Fields<typeof productDetailWords> & { product: ShopProduct };

/**
 * A product page's top: gallery, name (the page's h1), rating, price, colour and size pickers,
 * quantity and "Add to cart", then what it is made of. Keyed by product, so choices start
 * over when another product is shown.
 */
export function ProductDetail(props: ProductDetailProps) {
  return <ProductDetailBody key={props.product.id} {...props} />;
}

function ProductDetailBody({
  product,
  crumbs,
  galleryLabel,
  views,
  colourLabel,
  sizeLabel,
  detailsTitle,
  reviewsLabel,
  promises,
}: ProductDetailProps) {
  const [colour, setColour] = useState(product.colours[0]?.name ?? "");
  const [size, setSize] = useState(product.sizes?.[0] ?? "");
  const [qty, setQty] = useState(1);
  const nameId = useId();
  const detailsId = useId();
  const chosen = product.colours.find((entry) => entry.name === colour);
  return (
    <section className="kit-section kit-pdetail" aria-labelledby={nameId}>
      <div className="container">
        <Breadcrumbs
          trail={[...crumbs, { name: product.name, path: productPath(product.id) }]}
          className="kit-pdetail-crumbs"
        />
        <div className="kit-pdetail-grid">
          <ProductGallery
            label={galleryLabel}
            name={product.name}
            seed={product.id}
            motif={product.motif}
            colour={chosen}
            views={views}
          />
          <div className="kit-pdetail-buy">
            {product.badge && (
              <p className="kit-product-badge kit-pdetail-badge">{product.badge}</p>
            )}
            <h1 id={nameId} className="kit-pdetail-name">
              {product.name}
            </h1>
            <p className="kit-pdetail-rating">
              <Glyph icon={Star} size={18} />
              <span>
                {product.rating.toFixed(1)}
                <span className="visually-hidden"> out of 5</span> · {product.reviews}{" "}
                {reviewsLabel}
              </span>
            </p>
            <p className="kit-pdetail-price">
              <SalePrice cents={product.price} was={product.was} />
            </p>
            <p className="kit-pdetail-summary">{product.summary}</p>

            {product.colours.length > 1 && (
              <div className="kit-pdetail-option">
                <p className="kit-pdetail-label">
                  {colourLabel}: <strong>{colour}</strong>
                </p>
                <Swatches
                  label={colourLabel}
                  colours={product.colours}
                  value={colour}
                  onChange={setColour}
                  size="lg"
                />
              </div>
            )}

            {product.sizes && (
              <div className="kit-pdetail-option">
                <p className="kit-pdetail-label">
                  {sizeLabel}: <strong>{size}</strong>
                </p>
                <ToggleButtonGroup
                  aria-label={sizeLabel}
                  className="kit-chips"
                  selectionMode="single"
                  disallowEmptySelection
                  selectedKeys={[size]}
                  onSelectionChange={(keys) => {
                    const [key] = [...keys];
                    if (key !== undefined) setSize(String(key));
                  }}
                >
                  {product.sizes.map((entry) => (
                    <ToggleButton key={entry} id={entry} className="kit-chip">
                      {entry}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </div>
            )}

            <div className="kit-pdetail-add">
              <QuantityField value={qty} onChange={setQty} />
              <AddToCartButton
                product={cartProduct(product, { colour, size: size || undefined })}
                qty={qty}
                describedBy={nameId}
              />
            </div>

            <ul className="kit-checks kit-pdetail-promises">
              {promises.map((promise) => (
                <li key={promise.text}>
                  {promise.text}
                  {promise.cents !== undefined && (
                    <>
                      {" "}
                      <Price cents={promise.cents} whole />
                    </>
                  )}
                </li>
              ))}
            </ul>

            <h2 id={detailsId} className="kit-pdetail-details-title">
              {detailsTitle}
            </h2>
            <ul className="kit-pdetail-details" aria-labelledby={detailsId}>
              {product.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
