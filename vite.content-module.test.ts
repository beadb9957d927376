// @vitest-environment node
// Content pages as modules (vite.content.ts): what a page file compiles to.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { describe, expect, it } from "vitest";

import { pageModuleSource } from "./vite.content";

/** The module a source gives, as Node loads it. */
async function load(source: string): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), "page-module-"));
  try {
    const file = join(dir, "page.mjs");
    writeFileSync(file, source);
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("pageModuleSource", () => {
  it("exports the whole page, and each field by name for a route module that needs only some", async () => {
    const page = { kind: "page", title: "T", path: "/x", sections: [{ section: "Hero" }] };
    const module = await load(pageModuleSource(page));
    expect(module.default).toEqual(page);
    expect(module.title).toBe("T");
    expect(module.sections).toEqual(page.sections);
    // A company page's route module imports these by name, so each exists even when unset.
    expect(Object.keys(module)).toEqual(expect.arrayContaining(["noindex", "jsonLd"]));
    expect(module.noindex).toBeUndefined();
  });

  it("exports only the whole page when a field's name is no JavaScript name", async () => {
    const module = await load(pageModuleSource({ "odd-name": 1 }));
    expect(Object.keys(module)).toEqual(["default"]);
  });
});
