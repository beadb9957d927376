// The shop's catalogue is one YAML collection: checked at build (a mistake named by its line and
// field path), written as a generated module with its Lucide icons as components.
import { readFileSync } from "node:fs";

import ArmchairIcon from "lucide-react/icons/armchair";
import { describe, expect, it } from "vitest";

import { CollectionError, readCollection } from "~/lib/content/generated-collections";

import { shopBrands, shopCategories, shopColours, shopProduct, shopProducts } from "./products";
import { SHOP_PRODUCTS_FILE, shopCatalogueSchema } from "./products.schema";

const source = readFileSync(SHOP_PRODUCTS_FILE, "utf8");

/** The build's message for the catalogue with `from` replaced by `to`. */
function problem(from: string | RegExp, to: string): string {
  const edited = source.replace(from, to);
  expect(edited).not.toBe(source);
  try {
    readCollection(SHOP_PRODUCTS_FILE, edited, shopCatalogueSchema);
  } catch (error) {
    expect(error).toBeInstanceOf(CollectionError);
    return (error as Error).message;
  }
  throw new Error("the catalogue was accepted");
}

const lineOf = (text: string) => source.slice(0, source.indexOf(text)).split("\n").length;

describe("the shop's catalogue", () => {
  it("is the generated collection: icons as components, each colour one shared object", () => {
    expect(shopProducts.length).toBeGreaterThan(0);
    const chair = shopProducts.find((entry) => entry.motif === ArmchairIcon);
    expect(chair).toBeDefined();
    for (const entry of shopProducts) {
      expect(typeof entry.motif).not.toBe("string");
      for (const colour of entry.colours) expect(shopColours).toContain(colour);
      expect(shopCategories.map((category) => category.slug)).toContain(entry.category);
      expect(shopBrands.map((brand) => brand.slug)).toContain(entry.brand);
    }
    expect(new Set(shopProducts.map((entry) => entry.id)).size).toBe(shopProducts.length);
    expect(shopProduct(shopProducts[0]!.id)).toBe(shopProducts[0]);
    expect(() => shopProduct("no-such-product")).toThrow(/No shop product/);
  });

  it("names the line and field path of a wrong value", () => {
    const first = shopProducts[0]!;
    const line = lineOf(`price: ${first.price}`);
    expect(problem(`price: ${first.price}`, "price: cheap")).toMatch(
      new RegExp(`line ${line}, products\\.0\\.price: write the amount in US cents`),
    );
  });

  it("checks a product's motif, category, workshop and colours against what exists", () => {
    expect(problem(/motif: lamp\n/, "motif: no-such-icon\n")).toMatch(
      /line \d+, products\.0\.motif: name a Lucide icon/,
    );
    expect(problem(/category: lighting\n/, "category: garden\n")).toMatch(
      /line \d+, products\.0\.category: use one of: lighting/,
    );
    expect(problem(/brand: kiln-house\n/, "brand: nobody\n")).toMatch(
      /line \d+, products\.0\.brand: use one of: kiln-house/,
    );
    expect(problem(/colours: \[\*clay,/, 'colours: [{ name: Teal, hex: "#008080" },')).toMatch(
      /line \d+, products\.0\.colours\.0: use a colour of the catalogue's colours list/,
    );
  });

  it("gives each product its own id", () => {
    expect(problem("id: fen-chair", `id: ${shopProducts[0]!.id}`)).toMatch(
      /line \d+, products\.1\.id: give each product its own id/,
    );
  });
});
