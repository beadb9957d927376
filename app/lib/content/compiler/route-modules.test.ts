// @vitest-environment node
// A page's data module (what the compiler writes for it): the whole page as the default export,
// each field by name too, for a route module that imports only the fields it renders.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { pageDataSource } from "./route-modules";

/** The module a source gives, as Vite loads it. */
async function load(source: string): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), "page-module-"));
  try {
    const file = join(dir, "page.ts");
    writeFileSync(file, source);
    return (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a page's data module", () => {
  it("exports the whole page, and each field by name for a route module that needs only some", async () => {
    const page = { kind: "page", title: "T", path: "/x", sections: [{ section: "Hero" }] };
    const module = await load(pageDataSource("content/pages/x.md", page));
    expect(module.default).toEqual(page);
    expect(module.title).toBe("T");
    expect(module.sections).toEqual(page.sections);
    // A company page's route module imports these by name, so each exists even when unset.
    expect(Object.keys(module)).toEqual(expect.arrayContaining(["noindex", "jsonLd"]));
    expect(module.noindex).toBeUndefined();
  });
});
