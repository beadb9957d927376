import { describe, expect, expectTypeOf, it } from "vitest";

import { industries } from "~/content/industries";
import { products } from "~/content/products";

import { bySlug, type Slugged } from "./by-slug";

const fruit = [
  { slug: "apple", colour: "red" },
  { slug: "pear", colour: "green" },
] as const;

describe("bySlug", () => {
  it("returns the entry with that slug, the same object as in the list", () => {
    expect(bySlug(fruit, "pear")).toBe(fruit[1]);
    expect(bySlug(products, "shadowcradle")).toBe(products[0]);
    expect(bySlug(industries, "financial").shortName).toBe("Financial");
  });

  it("narrows the type of an `as const` list to that entry", () => {
    expectTypeOf(bySlug(fruit, "apple").colour).toEqualTypeOf<"red">();
    expectTypeOf(bySlug(products, "firecradle").slug).toEqualTypeOf<"firecradle">();
  });

  it("only accepts the list's own slugs", () => {
    // @ts-expect-error "plum" is not a slug of the list
    expect(() => bySlug(fruit, "plum")).toThrow(
      'No entry with slug "plum" (the list has "apple", "pear")',
    );
    // @ts-expect-error slugs match exactly, case included
    expect(() => bySlug(products, "ShadowCradle")).toThrow(/No entry with slug "ShadowCradle"/);
  });

  it("throws a clear error for a list typed with plain string slugs", () => {
    const list: readonly Slugged[] = [];
    expect(() => bySlug(list, "anything")).toThrow(
      'No entry with slug "anything" (the list has no entries)',
    );
    expectTypeOf(bySlug<Slugged, string>).returns.toEqualTypeOf<Slugged>();
  });
});
