// @vitest-environment node
// The content plugin's compiled collections: what a browser module that imports one gets, in
// the app's build and in the module runner the page checks run in (a schema may read one).
import { resolve } from "node:path";

import { runnerImport } from "vite";
import { describe, expect, it } from "vitest";

import type * as Products from "./app/content/templates/shop/products";
import { RUNNER } from "./vite.content";

describe("compiled collections", () => {
  it("load in the page checks' module runner, icons as components", async () => {
    const { module } = await runnerImport<typeof Products>(
      resolve("app/content/templates/shop/products.ts"),
      RUNNER,
    );
    expect(module.shopProducts.length).toBeGreaterThan(0);
    for (const product of module.shopProducts) {
      expect(typeof product.motif).not.toBe("string");
      expect(module.shopColours).toContain(product.colours[0]);
    }
  });
});
