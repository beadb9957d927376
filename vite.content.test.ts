// @vitest-environment node
// The content plugin and the YAML collections: a generated module loads in the module runner
// the page checks run in (a section's schema joins one), and in dev a collection's file that
// changes has its module written again without a restart.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { runnerImport } from "vite";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";

import type * as Products from "./app/content/templates/shop/products";
import { generateCollections, regenerateCollection } from "./app/content-collections";
import type { Collection } from "./app/lib/content/generated-collections";
import { contentPages, RUNNER } from "./vite.content";

const schema = z.strictObject({
  brand: z.string().check(z.minLength(1, "write the brand")),
  phone: z.strictObject({ tel: z.string().check(z.regex(/^\+\d+$/, "write + and digits")) }),
  hosts: z.array(z.string()),
});

describe("generated collections", () => {
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

describe("in dev, a collection's file that changes", () => {
  /** The data the module exports now (a copy under a new name each time: no module cache). */
  let loads = 0;
  const load = async (module: string) => {
    const copy = module.replace(/\.ts$/, `-${(loads += 1)}.ts`);
    copyFileSync(module, copy);
    return ((await import(/* @vite-ignore */ copy)) as { watched: unknown }).watched;
  };

  const setup = () => {
    const dir = mkdtempSync(join(tmpdir(), "collections-watch-"));
    const root = join(dir, "root");
    const generated = join(dir, "generated");
    mkdirSync(join(root, "content"), { recursive: true });
    const collection: Collection = {
      file: "content/watched.yaml",
      schema,
      module: "watched.ts",
      name: "watched",
      type: { name: "Watched", from: "./watched-type.js" },
    };
    const write = (text: string) => writeFileSync(join(root, collection.file), text);
    write("brand: A\nphone: { tel: '+1' }\nhosts: []\n");
    generateCollections([collection], root, generated);
    const module = join(generated, "watched.ts");
    const plugin = contentPages((file) =>
      regenerateCollection(file, [collection], root, generated),
    );
    const logged: string[] = [];
    const sent: unknown[] = [];
    const invalidated: string[] = [];
    const page = resolve("content/templates/portfolio/grid-v1.md");
    const ids = [page, `${page}?icons`, resolve("app/root.tsx")];
    const server = {
      config: { logger: { error: (message: string) => logged.push(message) } },
      ws: { send: (payload: unknown) => sent.push(payload) },
      environments: {
        client: {
          moduleGraph: {
            idToModuleMap: new Map(ids.map((id) => [id, { id }])),
            invalidateModule: (node: { id: string }) => invalidated.push(node.id),
          },
        },
      },
    };
    (plugin.configureServer as (server: unknown) => void)(server);
    const change = (file: string) =>
      (plugin.watchChange as (id: string, change: { event: string }) => void)(file, {
        event: "update",
      });
    return { dir, root, collection, write, module, change, logged, sent, invalidated, ids };
  };

  it("has its module written again by the content plugin's watcher, without a restart", async () => {
    const { dir, root, collection, write, module, change, sent, invalidated, ids } = setup();
    try {
      expect(await load(module)).toEqual({ brand: "A", phone: { tel: "+1" }, hosts: [] });
      write("brand: B\nphone: { tel: '+1' }\nhosts: [x]\n");
      change(join(root, collection.file));
      expect(await load(module)).toEqual({ brand: "B", phone: { tel: "+1" }, hosts: ["x"] });
      // The page modules (which join collections) are checked again, and the browser reloads.
      expect(invalidated).toEqual(ids.slice(0, 2));
      expect(sent).toEqual([{ type: "full-reload" }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves other modules alone, and keeps its module while the file has a mistake", () => {
    const { dir, root, collection, write, module, change, logged, sent } = setup();
    try {
      const before = readFileSync(module, "utf8");
      write("brand: C\nphone: { tel: '+1' }\nhosts: []\n");
      change(join(root, "content/other.yaml"));
      expect(readFileSync(module, "utf8")).toBe(before);
      write("brand: C\nphone:\n  tel: '555'\nhosts: []\n");
      change(join(root, collection.file));
      expect(readFileSync(module, "utf8")).toBe(before);
      expect(logged.join("\n")).toContain("line 3, phone.tel: write + and digits");
      expect(sent).toEqual([expect.objectContaining({ type: "error" })]);
      expect(existsSync(join(dir, "generated", "other.ts"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
