import { Link } from "react-router";
import * as z from "zod/mini";

import { SoonBadge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import {
  type ProductCard,
  productCard,
  products as catalogue,
  productsAvailableFirst,
  type ProductSlug,
} from "~/content/products";
import { bySlug } from "~/lib/by-slug";
import {
  actionLink,
  allOrListError,
  headingId,
  sectionIntro,
  text,
} from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { ArrowLink } from "./action-links";
import { SiteSection } from "./section-heading";

import "~/styles/sections/_product-family.scss";

const slugs = catalogue.map((product) => product.slug) as [ProductSlug, ...ProductSlug[]];

/** A product of the catalogue (app/content/products.ts), by its slug. */
export const productSlug = z.enum(slugs, `use a product of the catalogue: ${slugs.join(", ")}`);

/**
 * Its heading and labels, and which products it shows, by slug. A card's name, icon, category,
 * link and status come from the catalogue, which the component reads as it renders (the shell
 * holds it already, so a page's chunk carries slugs, not copies).
 */
export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  products: z
    .union(
      [
        z.literal("all"),
        z
          .array(
            z.strictObject({
              product: productSlug,
              summary: z.optional(
                text(1, 300).check(
                  z.describe("Why it fits, in the page's words (else the catalogue's)"),
                ),
              ),
            }),
          )
          .check(
            z.minLength(1, "name at least one product"),
            z.refine(
              (items) => new Set(items.map((item) => item.product)).size === items.length,
              "list each product once",
            ),
          ),
      ],
      {
        error: allOrListError(
          "write all (the whole catalogue) or a list of { product: <slug>, summary: … }",
        ),
      },
    )
    .check(
      z.describe(
        '"all": the whole catalogue, available products first; or the products named, in order',
      ),
    ),
  availableLabel: text(1, 30).check(
    z.describe('Label of the pill on available products, e.g. "Available now"'),
  ),
  more: z.optional(actionLink.check(z.describe('A "see all" link under the grid'))),
});

export type ProductFamilyProps = Fields<typeof schema>;

/** The product catalogue as a grid of cards, each one linking to its page. */
export function ProductFamily({ id, heading, products, availableLabel, more }: ProductFamilyProps) {
  const items = productCards(products);
  return (
    <SiteSection id={id} heading={heading} muted>
      <ul className="row g-4 justify-content-center list-unstyled mb-0">
        {items.map((item) => (
          <li className="col-md-6 col-lg-4" key={item.href}>
            <article className={cx("tile product-card", !item.soon && "product-card-live")}>
              <div className="d-flex align-items-center justify-content-between gap-3">
                <span className="tile-icon">
                  <Icon name={item.icon} />
                </span>
                {item.soon ? <SoonBadge /> : <span className="status-pill">{availableLabel}</span>}
              </div>
              <h3 className="tile-title">
                <Link to={item.href} className="stretched-link">
                  {item.name}
                </Link>
              </h3>
              <p className="product-card-category">{item.category}</p>
              <p className="tile-text mb-0">{item.summary}</p>
            </article>
          </li>
        ))}
      </ul>
      {more && (
        <p className="section-more">
          <ArrowLink {...more} />
        </p>
      )}
    </SiteSection>
  );
}

/** The cards of a family's products, joined with the catalogue. */
export function productCards(products: ProductFamilyProps["products"]): ProductCard[] {
  return products === "all"
    ? productsAvailableFirst.map((product) => productCard(product))
    : products.map(({ product, summary }) => productCard(bySlug(catalogue, product), summary));
}
