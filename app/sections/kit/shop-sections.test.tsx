// The shop pages' sections: what they take from a file, what they join from the shop's catalogue
// (content/templates/shop/products.yaml) and store, and what they refuse.
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { relatedProducts, shopProduct, shopProducts } from "~/content/templates/shop/products";
import { shopStore } from "~/content/templates/shop/store";
import { parseContentPage } from "~/lib/content/page";
import { contentVariables } from "~/lib/content/variables";
import { parseProblem, sectionProps, themedTemplatePageSource } from "~/testing/content-page";

import type { CheckoutFormProps } from "./checkout-form";
import { ShopProductDetail } from "./shop-product-detail";
import { ShopRelatedProducts } from "./shop-related-products";

const page = (...sectionLines: string[]) =>
  themedTemplatePageSource({ theme: "shop-v1", brand: "Hearth & Loom" }, ...sectionLines);

const parse = (source: string) =>
  parseContentPage("content/templates/shop/test.md", source, contentVariables);
const problem = (source: string) => parseProblem(parse, source);

const related = (product: string) => [
  "  - section: ShopRelatedProducts",
  "    id: related",
  "    heading: { title: You may also like }",
  `    product: ${product}`,
  "    count: 4",
];

const checkout = (options: string[]) => [
  "  - section: CheckoutForm",
  "    shippingOptions:",
  ...options,
  "    coupons:",
  "      - { code: SAVE10, percent: 10, label: Ten off }",
];

describe("the shop's sections in a file", () => {
  it("name catalogue products by id, each checked against the catalogue", () => {
    const first = shopProducts[0]!.id;
    expect(sectionProps(parse(page(...related(first))), "ShopRelatedProducts")).toMatchObject({
      product: first,
      count: 4,
    });
    expect(problem(page(...related("no-such-product")))).toMatch(
      /line 10, sections\.0\.product: use a product of the shop's catalogue \(content\/templates\/shop\/products\.yaml\)/,
    );
  });

  it("give checkout its options and coupons, and join the cart's link to the catalogue", () => {
    const option = "      - { key: standard, label: Standard, note: Soon, price: 900 }";
    const props = sectionProps<CheckoutFormProps>(
      parse(page(...checkout([option]))),
      "CheckoutForm",
    );
    expect(props.browse).toEqual(shopStore.cart.browse);
    expect(props.shippingOptions.map((entry) => entry.key)).toEqual(["standard"]);
    expect(problem(page(...checkout([option, option])))).toMatch(
      /sections\.0\.shippingOptions: list each delivery option once/,
    );
    expect(problem(page(...checkout([option.replace("standard", "drone")])))).toMatch(
      /sections\.0\.shippingOptions\.0\.key: use one of: standard, express, pickup/,
    );
  });

  it("refuse a price range whose minimum is not below its maximum", () => {
    const labels = [
      "filters",
      "category",
      "allCategories",
      "price",
      "minPrice",
      "maxPrice",
      "colour",
      "brand",
      "sort",
      "clear",
      "active",
      "noResults",
      "pagination",
    ].map((label) => `      ${label}: Words`);
    const catalog = (price: string) => [
      "  - section: ShopCatalog",
      "    headingId: results",
      "    heading: Products",
      `    price: ${price}`,
      "    pageSize: 6",
      "    labels:",
      ...labels,
    ];
    expect(parse(page(...catalog("{ min: 0, max: 100, step: 10 }"))).sections).toHaveLength(1);
    expect(problem(page(...catalog("{ min: 100, max: 100, step: 10 }")))).toMatch(
      /sections\.0\.price: make min lower than max/,
    );
  });
});

describe("a product page's detail and suggestions", () => {
  it("show the product the URL names, and suggest others of its category first", () => {
    const [first, second] = shopProducts;
    const shown = shopProduct(second!.id);
    const Page = () => (
      <>
        <ShopProductDetail
          product={first!.id}
          crumbs={[{ name: "Shop", path: "/shop" }]}
          galleryLabel="Photos"
          views={["Front"]}
          colourLabel="Colour"
          sizeLabel="Size"
          detailsTitle="Details"
          reviewsLabel="reviews"
          promises={[]}
        />
        <ShopRelatedProducts
          id="related"
          heading={{ title: "More" }}
          product={first!.id}
          count={3}
        />
      </>
    );
    const router = createMemoryRouter([{ path: "/shop/single", Component: Page }], {
      initialEntries: [`/shop/single?product=${shown.id}`],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(shown.name);
    const suggestions = within(screen.getByRole("region", { name: "More" }))
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(suggestions).toEqual(relatedProducts(shown, 3).map((entry) => entry.name));
    expect(suggestions).not.toContain(shown.name);
  });
});
