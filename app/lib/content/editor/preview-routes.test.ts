import { join } from "node:path";

import { describe, expect, it } from "vitest";

import routes from "~/routes";

import { collections } from "../../../../content.config";
import { previewSite } from "./preview-routes";

const root = join(import.meta.dirname, "../../../..");
const site = previewSite(root, routes);
const route = (path: string) => site.routes.find((r) => r.path === path);

describe("the preview's view of the site", () => {
  it("lists each page made from a content file once, with its file and kind", () => {
    const files = site.routes.map((r) => r.file);
    expect(new Set(files).size).toBe(files.length);
    expect(route("/about")).toMatchObject({ file: "content/pages/about.md", kind: "company" });
    expect(route("/landing/yoga")).toMatchObject({
      file: "content/templates/landing/yoga.md",
      kind: "templates",
    });
    const lab = site.routes.find((r) => r.kind === "labs")!;
    expect(lab.file).toBe(`content/labs/${lab.path.slice("/labs/".length)}.md`);
  });

  it("gives each page the layouts app/routes.ts puts around it, outermost first", () => {
    expect(route("/about")?.layouts).toEqual(["layouts/site-layout"]);
    expect(route("/account/overview")?.layouts).toEqual([
      "layouts/template-layout",
      "layouts/account-layout",
    ]);
    expect(site.defaults.company).toEqual(["layouts/site-layout"]);
    expect(site.defaults.templates).toEqual(["layouts/template-layout"]);
  });

  it("finds the collections a page draws by following its route module's imports", () => {
    // /products lists the catalogue with its ProductFamily section.
    expect(route("/products")?.sections).toContain("ProductFamily");
    expect(Object.keys(route("/products")?.collections ?? {})).toContain("products");
    // The company header lists the products and industries from content/navigation.yaml.
    expect(site.layouts["layouts/site-layout"]).toEqual(
      expect.arrayContaining(["navigation", "products", "industries", "site"]),
    );
    const found = [
      ...site.routes.map((r) => Object.keys(r.collections)),
      ...Object.values(site.layouts),
    ];
    for (const names of found) {
      for (const name of names) expect(Object.keys(collections)).toContain(name);
    }
  });

  it("names each collection's file and the module its schema is exported from", () => {
    expect(Object.keys(site.collections)).toEqual(Object.keys(collections));
    expect(site.collections.products).toEqual({
      file: "content/products.yaml",
      schema: { module: "content/products.schema.ts", name: "productsSchema" },
    });
  });
});
