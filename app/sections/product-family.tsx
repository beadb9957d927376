import { Link } from "react-router";

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
import { cx } from "~/lib/cx";

import { type ActionLink, ArrowLink } from "./action-links";
import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_product-family.scss";

export interface ProductFamilyProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /**
   * "all": the whole catalogue, available products first; or the products named, in order, each
   * with the page's own line on why it fits in place of the catalogue's summary. Names, icons,
   * categories, links and status come from the catalogue (app/content/products.ts) as the page
   * renders: the shell holds it already, so a page's chunk carries slugs, not copies.
   */
  products: "all" | readonly { product: ProductSlug; summary?: string }[];
  /** Label of the pill on available products, e.g. "Available now". */
  availableLabel: string;
  /** Optional "see all" link under the grid. */
  more?: ActionLink;
}

/** The product catalogue as a grid of cards, each one linking to its page. */
export function ProductFamily({ id, heading, products, availableLabel, more }: ProductFamilyProps) {
  const items = productCards(products);
  return (
    <section className="section section-muted" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <ul className="row g-4 justify-content-center list-unstyled mb-0">
          {items.map((item) => (
            <li className="col-md-6 col-lg-4" key={item.href}>
              <article className={cx("tile product-card", !item.soon && "product-card-live")}>
                <div className="d-flex align-items-center justify-content-between gap-3">
                  <span className="tile-icon">
                    <Icon name={item.icon} />
                  </span>
                  {item.soon ? (
                    <SoonBadge />
                  ) : (
                    <span className="status-pill">{availableLabel}</span>
                  )}
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
      </div>
    </section>
  );
}

/** The cards of a family's products, joined with the catalogue. */
export function productCards(products: ProductFamilyProps["products"]): ProductCard[] {
  return products === "all"
    ? productsAvailableFirst.map((product) => productCard(product))
    : products.map(({ product, summary }) => productCard(bySlug(catalogue, product), summary));
}
