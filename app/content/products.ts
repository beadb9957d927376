/**
 * The product catalogue, written in content/products.yaml and checked against
 * app/content/products.schema.ts at build (app/content-collections.ts), which writes it as
 * generated/products.ts: it drives the Products dropdown, /products, product pages, coming-soon
 * and the footer. What is derived from it lives here.
 */
import { products } from "./generated/products";
import type { Product } from "./products.schema";

export { products };
export type { Product, ProductStatus } from "./products.schema";

export type ProductName = (typeof products)[number]["name"];
export type ProductSlug = (typeof products)[number]["slug"];

/** Finds a product by its display name, ignoring case. */
export function findProductByName(name: string): Product | undefined {
  const wanted = name.trim().toLowerCase();
  return products.find((product) => product.name.toLowerCase() === wanted);
}

/** The catalogue with available products first, then Soon ones, each group in catalogue order. */
export const productsAvailableFirst = [...products].sort(
  (a, b) => Number(a.status === "soon") - Number(b.status === "soon"),
);

/** A product as a card shows it (sections/product-family.tsx): what it is, and whether it is Soon. */
export type ProductCard = Pick<Product, "icon" | "name" | "category" | "summary" | "href"> & {
  /** Adds the Soon badge; available products are highlighted instead. */
  soon: boolean;
};

/** A product as a card; `summary` replaces the catalogue's one-liner where a page says why it fits. */
export function productCard(product: Product, summary: string = product.summary): ProductCard {
  return {
    icon: product.icon,
    name: product.name,
    category: product.category,
    summary,
    href: product.href,
    soon: product.status === "soon",
  };
}
