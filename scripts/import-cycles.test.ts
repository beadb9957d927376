// @vitest-environment node
import { describe, expect, it } from "vitest";

import { importCycles, importGraph, importSpecifiers, resolveImport } from "./import-graph.mjs";

/**
 * The import cycles the code had when issue 43 (the content pipeline's refactor) started, each
 * through `import type` edges only, were removed one by one, each entry deleted as its cycle
 * went (the second test below insists); all are gone (the content vocabulary's step: the shop's
 * catalogue typed by its schema, the Labs entries' reader apart from the section library, the
 * product card's type from the catalogue's schema). Never add to it: a new cycle is a bug to
 * fix, not to list.
 */
const KNOWN_CYCLES: readonly (readonly string[])[] = [];

/** A cycle's files in a canonical order, so a known cycle matches however it is walked. */
const key = (cycle: readonly string[]) => [...cycle].sort().join(" ");

describe("the import graph of app/, server/, scripts/, tests/ and the config files", () => {
  const cycles = importCycles(importGraph("."));
  const known = new Set(KNOWN_CYCLES.map(key));

  it("has no import cycle but the known ones", () => {
    const unknown = cycles.filter((cycle) => !known.has(key(cycle)));
    expect(unknown.map((cycle) => [...cycle, cycle[0]].join(" → "))).toEqual([]);
  });

  it("still has each known cycle (delete an entry from KNOWN_CYCLES once its cycle is gone)", () => {
    const found = new Set(cycles.map(key));
    expect(KNOWN_CYCLES.filter((cycle) => !found.has(key(cycle)))).toEqual([]);
  });
});

describe("importCycles", () => {
  const graph = (edges: Record<string, string[]>) =>
    new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)]));

  it("finds each circle once, as a path from its first file, and nothing in a tree", () => {
    const cycles = importCycles(
      graph({ c: ["a"], a: ["b"], b: ["c", "d"], d: ["e"], e: [], f: ["f"], g: ["e", "f"] }),
    );
    expect(cycles).toEqual([["a", "b", "c"], ["f"]]);
    expect(importCycles(graph({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });
});

describe("importSpecifiers", () => {
  it("reads every kind of import, type-only ones included", () => {
    const source = [
      'import a from "./a";',
      'import type { B } from "./b";',
      'export { c } from "./c";',
      'export type * from "./d";',
      'const e = await import("./e");',
      'type F = import("./f").F;',
      '/** @param {import("./g.mjs").G} g */ function h(g) {}',
      'import "./i.scss";',
    ].join("\n");
    expect(importSpecifiers("x.ts", source)).toEqual([
      "./a",
      "./b",
      "./c",
      "./d",
      "./e",
      "./f",
      "./g.mjs",
      "./i.scss",
    ]);
  });
});

describe("resolveImport", () => {
  const files = new Set(["app/lib/x.ts", "app/lib/y/index.tsx", "scripts/z.mjs", "server/w.ts"]);

  it("resolves ~/, relative paths, missing extensions, NodeNext .js and Vite queries", () => {
    expect(resolveImport("~/lib/x", "app/routes/r.tsx", files)).toBe("app/lib/x.ts");
    expect(resolveImport("./y", "app/lib/x.ts", files)).toBe("app/lib/y/index.tsx");
    expect(resolveImport("../../scripts/z.mjs", "app/lib/x.ts", files)).toBe("scripts/z.mjs");
    expect(resolveImport("./w.js", "server/v.ts", files)).toBe("server/w.ts");
    expect(resolveImport("./x.ts?raw", "app/lib/a.ts", files)).toBe("app/lib/x.ts");
  });

  it("leaves packages, virtual modules and non-source files out", () => {
    expect(resolveImport("react", "app/lib/x.ts", files)).toBeUndefined();
    expect(resolveImport("virtual:content", "app/lib/x.ts", files)).toBeUndefined();
    expect(resolveImport("./style.scss", "app/lib/x.ts", files)).toBeUndefined();
  });
});
