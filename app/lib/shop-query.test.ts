import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  applyShopQuery,
  DEFAULT_QUERY,
  parseShopQuery,
  type ShopFacets,
  type ShopItem,
  type ShopQuery,
  shopQueryToSearch,
} from "./shop-query";

const facets: ShopFacets = {
  categories: ["lighting", "seating"],
  colours: ["clay", "oat", "sage"],
  brands: ["arlo", "fen"],
};

const item = (over: Partial<ShopItem> & { name: string }) => ({
  category: "lighting",
  brand: "arlo",
  colours: ["clay"],
  price: 10_000,
  rating: 4,
  added: 1,
  ...over,
});

const items = [
  item({ name: "a", price: 12_900, rating: 4.8, added: 3 }),
  item({
    name: "b",
    category: "seating",
    brand: "fen",
    colours: ["oat", "sage"],
    price: 54_900,
    added: 5,
  }),
  item({ name: "c", colours: ["sage"], price: 4_800, rating: 4.2, added: 2 }),
  item({ name: "d", category: "seating", price: 119_900, rating: 4.9, added: 4 }),
];

const names = (page: { items: readonly { name: string }[] }) => page.items.map((x) => x.name);
const parse = (search: string) => parseShopQuery(new URLSearchParams(search), facets);

describe("parseShopQuery", () => {
  it("reads every filter, the sort and the page", () => {
    expect(
      parse("category=seating&colour=sage,clay&brand=fen&min=10&max=600&sort=price-desc&page=2"),
    ).toEqual({
      category: "seating",
      colours: ["clay", "sage"],
      brands: ["fen"],
      min: 10,
      max: 600,
      sort: "price-desc",
      page: 2,
    });
  });

  it("drops what it does not know, and swaps a reversed price range", () => {
    expect(parse("category=boats&colour=pink&brand=&min=abc&max=-3&sort=random&page=0")).toEqual(
      DEFAULT_QUERY,
    );
    expect(parse("min=500&max=20")).toMatchObject({ min: 20, max: 500 });
  });

  it("round-trips through the query string, defaults left out", () => {
    expect(shopQueryToSearch(DEFAULT_QUERY)).toBe("");
    expect(shopQueryToSearch({ ...DEFAULT_QUERY, colours: ["clay", "oat"], page: 3 })).toBe(
      "?colour=clay,oat&page=3",
    );
    const query = fc.record<ShopQuery>({
      category: fc.option(fc.constantFrom(...facets.categories), { nil: null }),
      colours: fc.subarray([...facets.colours]),
      brands: fc.subarray([...facets.brands]),
      min: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      max: fc.option(fc.integer({ min: 100, max: 2000 }), { nil: null }),
      sort: fc.constantFrom("featured", "price-asc", "price-desc", "rating", "newest"),
      page: fc.integer({ min: 1, max: 9 }),
    });
    fc.assert(
      fc.property(query, (q) => {
        expect(parse(shopQueryToSearch(q))).toEqual(q);
      }),
    );
  });
});

describe("applyShopQuery", () => {
  it("filters by category, colour (any of), brand and price, inclusive", () => {
    expect(names(applyShopQuery(items, { ...DEFAULT_QUERY, category: "seating" }, 10))).toEqual([
      "b",
      "d",
    ]);
    expect(names(applyShopQuery(items, { ...DEFAULT_QUERY, colours: ["sage"] }, 10))).toEqual([
      "b",
      "c",
    ]);
    expect(names(applyShopQuery(items, { ...DEFAULT_QUERY, brands: ["fen"] }, 10))).toEqual(["b"]);
    expect(names(applyShopQuery(items, { ...DEFAULT_QUERY, min: 48, max: 549 }, 10))).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("sorts by price, rating and newness; featured keeps the catalogue's order", () => {
    const sorted = (sort: ShopQuery["sort"]) =>
      names(applyShopQuery(items, { ...DEFAULT_QUERY, sort }, 10));
    expect(sorted("featured")).toEqual(["a", "b", "c", "d"]);
    expect(sorted("price-asc")).toEqual(["c", "a", "b", "d"]);
    expect(sorted("price-desc")).toEqual(["d", "b", "a", "c"]);
    expect(sorted("rating")).toEqual(["d", "a", "c", "b"]);
    expect(sorted("newest")).toEqual(["b", "d", "a", "c"]);
  });

  it("pages, bringing a page past the end back to the last", () => {
    expect(applyShopQuery(items, { ...DEFAULT_QUERY, page: 2 }, 3)).toMatchObject({
      total: 4,
      pages: 2,
      page: 2,
    });
    expect(names(applyShopQuery(items, { ...DEFAULT_QUERY, page: 2 }, 3))).toEqual(["d"]);
    expect(applyShopQuery(items, { ...DEFAULT_QUERY, page: 9 }, 3).page).toBe(2);
    expect(applyShopQuery([], DEFAULT_QUERY, 3)).toMatchObject({ total: 0, pages: 1, page: 1 });
  });
});
