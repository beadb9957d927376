// Shared data as YAML collections (content/*.yaml): checked against a schema with the file, line
// and field path of each mistake, and written as a module the app and the server import.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";
import * as z from "zod/mini";

import { site } from "~/content/generated/site";
import { industries } from "~/content/industries";
import { industriesSchema } from "~/content/industries.schema";
import { products } from "~/content/products";
import { productsSchema } from "~/content/products.schema";
import { siteSchema } from "~/content/site.schema";

import { collections } from "../../../content.config";
import { kebab } from "./compiler/index";
import {
  type Collection,
  CollectionError,
  collectionModuleSource,
  readCollection,
} from "./generated-collections";

const schema = z.strictObject({
  brand: z.string().check(z.minLength(1, "write the brand")),
  phone: z.strictObject({ tel: z.string().check(z.regex(/^\+\d+$/, "write + and digits")) }),
  hosts: z.array(z.string()),
});

/**
 * The module a generated source gives, imported as the app imports it: TypeScript, its imports
 * resolved from the repository (so it is written under .cache/, git-ignored).
 */
async function load(source: string): Promise<Record<string, unknown>> {
  mkdirSync(".cache", { recursive: true });
  const dir = mkdtempSync(join(".cache", "collection-"));
  try {
    const file = resolve(dir, "module.ts");
    writeFileSync(file, source);
    return (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const problem = (source: string) => {
  try {
    readCollection("content/test.yaml", source, schema);
  } catch (error) {
    expect(error).toBeInstanceOf(CollectionError);
    return (error as Error).message;
  }
  throw new Error("the file was accepted");
};

describe("readCollection", () => {
  it("gives the file's data once it passes its schema", () => {
    expect(
      readCollection(
        "content/test.yaml",
        "brand: A\nphone: { tel: '+1' }\nhosts: [a, b]\n",
        schema,
      ),
    ).toEqual({ brand: "A", phone: { tel: "+1" }, hosts: ["a", "b"] });
  });

  it("names the file, the line and the field path of a mistake", () => {
    const message = problem("brand: A\nphone:\n  tel: 555 0142\nhosts: []\n");
    expect(message).toMatch(/^content\/test\.yaml:\n/);
    expect(message).toContain("line 3, phone.tel: write + and digits");
  });

  it("names an unknown field, a missing one, and YAML that does not parse", () => {
    expect(problem("brand: A\nphone: { tel: '+1' }\nhosts: []\nbrnad: B\n")).toContain(
      "unknown field brnad",
    );
    expect(problem("phone: { tel: '+1' }\nhosts: []\n")).toMatch(/\n {2}brand: /);
    expect(problem("brand: [A\n")).toMatch(/line \d+: not valid YAML/);
  });
});

describe("the collections", () => {
  it("check content/site.yaml, and the site config the app reads is that file's data", () => {
    expect(collections.site.file).toBe("content/site.yaml");
    const data = readCollection(
      "content/site.yaml",
      readFileSync("content/site.yaml", "utf8"),
      siteSchema,
    );
    expect(site).toEqual(data);
  });

  it("refuse a site config with a mistake, naming its line", () => {
    const source = readFileSync("content/site.yaml", "utf8").replace(
      /^ {2}sales: .*$/m,
      "  sales: not an address",
    );
    const line = source.split("\n").findIndex((text) => text.includes("not an address")) + 1;
    expect(() => readCollection("content/site.yaml", source, siteSchema)).toThrow(
      `line ${line}, email.sales: write an e-mail address`,
    );
  });

  it("check content/products.yaml: the catalogue the app reads, each slug once, each link its page", () => {
    const source = readFileSync("content/products.yaml", "utf8");
    expect(products).toEqual(readCollection("content/products.yaml", source, productsSchema));
    const [first, second] = products;
    const twice = source.replace(`slug: ${second?.slug}\n`, `slug: ${first?.slug}\n`);
    expect(() => readCollection("content/products.yaml", twice, productsSchema)).toThrow(
      "give each product its own slug",
    );
    const elsewhere = source.replace(`href: ${first?.href}\n`, "href: /elsewhere\n");
    expect(() => readCollection("content/products.yaml", elsewhere, productsSchema)).toThrow(
      "link each product to /<slug> or to /coming-soon?product=<name>",
    );
  });

  it("check content/industries.yaml: a Soon industry links to /coming-soon by its short name", () => {
    const source = readFileSync("content/industries.yaml", "utf8");
    expect(industries).toEqual(readCollection("content/industries.yaml", source, industriesSchema));
    const soon = industries.find((industry) => industry.status === "soon");
    const renamed = source.replace(`shortName: ${soon?.shortName}\n`, "shortName: Other\n");
    expect(() => readCollection("content/industries.yaml", renamed, industriesSchema)).toThrow(
      "a Soon one to /coming-soon?industry=<shortName>",
    );
  });

  it("write each as a module exporting its data", async () => {
    const collection: Collection = {
      file: "content/test.yaml",
      name: "test",
      type: { schema: "testSchema", from: "./test-type.js" },
    };
    // That the data satisfies its schema's type is the typecheck's (tsc reads app/content/generated/).
    const module = await load(collectionModuleSource(collection, { brand: "A", hosts: ["x"] }));
    expect(Object.keys(module)).toEqual(["test"]);
    expect(module.test).toEqual({ brand: "A", hosts: ["x"] });
  });
});

describe("a collection's module with components", () => {
  const collection = (data: unknown) =>
    collectionModuleSource({ file: "content/t.yaml", name: "t", type, components: true }, data);
  const type = { schema: "tSchema", from: "./t.js" };
  const data = async (value: unknown) =>
    (await load(collection(value))).t as Record<string, unknown[]>;

  it("puts each named icon's component where the name was, one component per icon", async () => {
    const t = await data({
      items: [
        { id: "a", motif: "lamp" },
        { id: "b", motif: "shield-check" },
        { id: "c", motif: "lamp" },
      ],
    });
    const { default: Lamp } = await import("lucide-react/icons/lamp");
    const { default: ShieldCheck } = await import("lucide-react/icons/shield-check");
    const motifs = (t.items as { motif: unknown }[]).map((item) => item.motif);
    expect(motifs).toHaveLength(3);
    expect(motifs[0]).toBe(Lamp);
    expect(motifs[1]).toBe(ShieldCheck);
    expect(motifs[2]).toBe(Lamp);
  });

  it("shares one object for one written more than once (a YAML alias)", async () => {
    const clay = { name: "Clay", hex: "#b8673f" };
    const value = (await data({
      colours: [clay, { name: "Oat", hex: "#d9c7a7" }],
      products: [{ id: "a", colours: [{ ...clay }] }],
    })) as unknown as { colours: object[]; products: { colours: object[] }[] };
    expect(value.colours[0]).toEqual(clay);
    expect(value.products[0]!.colours[0]).toBe(value.colours[0]);
  });

  it("gives the account's sidebar its icons as components, from its file's names", async () => {
    const { accountSidebar } = await import("~/content/generated/account-sidebar");
    const { default: Heart } = await import("lucide-react/icons/heart");
    const source = readFileSync("content/templates/account/sidebar.yaml", "utf8");
    const names = [...source.matchAll(/icon: ([a-z0-9-]+)/g)].map((match) => match[1]);
    expect(accountSidebar.items).toHaveLength(names.length);
    for (const item of accountSidebar.items) expect(typeof item.icon).not.toBe("string");
    expect(accountSidebar.items.find((item) => item.href === "/account/favorites")?.icon).toBe(
      Heart,
    );
  });

  it("is plain data without it: the server's collections hold no component", async () => {
    const declared = Object.entries(collections) as [string, { components?: boolean }][];
    for (const [name, entry] of declared.filter(([, each]) => !each.components)) {
      const module = (await import(
        /* @vite-ignore */ resolve("app/content/generated", `${kebab(name)}.ts`)
      )) as Record<string, unknown>;
      const value = module[name];
      expect(value, name).toBeDefined();
      expect(JSON.parse(JSON.stringify(value)), name).toEqual(value);
      expect(entry.components).toBeFalsy();
    }
    for (const name of ["site", "products", "industries"] as const) {
      expect("components" in collections[name]).toBe(false);
    }
  });
});
