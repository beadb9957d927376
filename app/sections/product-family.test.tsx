import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import productsPage from "~/content/generated/pages/products";
import { products } from "~/content/products";
import { sectionProps } from "~/testing/content-page";

import { productCards, ProductFamily, type ProductFamilyProps } from "./product-family";

const homeProducts = sectionProps<ProductFamilyProps>(productsPage, "ProductFamily");

describe("ProductFamily", () => {
  it("shows every catalogue product once, linked to its page", () => {
    render(<ProductFamily {...homeProducts} />, { wrapper: MemoryRouter });
    for (const product of products) {
      const link = screen.getByRole("link", { name: product.name });
      expect(link.getAttribute("href")).toBe(product.href);
      expect(screen.getByRole("heading", { level: 3, name: product.name })).toBeTruthy();
    }
  });

  it("marks exactly the products that are not yet available as Soon", () => {
    render(<ProductFamily {...homeProducts} />, { wrapper: MemoryRouter });
    const soon = products.filter((product) => product.status === "soon").length;
    expect(screen.getAllByText("Soon")).toHaveLength(soon);
    expect(screen.getAllByText(homeProducts.availableLabel)).toHaveLength(products.length - soon);
  });

  it("lists available products first", () => {
    const cards = productCards(homeProducts.products);
    const firstSoon = cards.findIndex((card) => card.soon);
    expect(firstSoon).toBeGreaterThan(0);
    expect(cards.slice(firstSoon).every((card) => card.soon)).toBe(true);
  });

  it("shows the products a list names, in its order, with the page's own summary", () => {
    const [first, second] = products;
    const cards = productCards([
      { product: second!.slug },
      { product: first!.slug, summary: "Why it fits." },
    ]);
    expect(cards).toMatchObject([
      { name: second?.name, summary: second?.summary, href: second?.href },
      { name: first?.name, summary: "Why it fits.", href: first?.href },
    ]);
  });
});
