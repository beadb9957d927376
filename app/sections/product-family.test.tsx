import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { products } from "~/content/products";
import { sectionProps } from "~/testing/content-page";

import productsPage from "../../content/pages/products.md";
import { ProductFamily, type ProductFamilyProps } from "./product-family";

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
    expect(homeProducts.items[0]?.soon).toBe(false);
  });
});
