/**
 * Every field the browser editor offers shows a hint: each schema field is described once
 * (z.describe), where it is declared or in the shared vocabulary (./vocab/), so that a content
 * editor never meets a field without a word on what it shows. A new field without a description
 * is named here by its path in the editor's configuration.
 */
import { describe, expect, it } from "vitest";

import { walkFields } from "./editor/fields.ts";
import { siteEditorConfig } from "./editor/from-content.ts";

const config = siteEditorConfig();

describe("the editor's hints", () => {
  it("has a hint for every field of every collection", () => {
    const fields = config.collections.flatMap((collection) => [
      ...walkFields(collection.fields, [collection.name]),
    ]);
    // The walk reached the sections' fields, not only the collections' top level.
    expect(fields.length).toBeGreaterThan(config.collections.length * 10);
    const unhinted = fields.filter(({ field }) => !field.hint).map(({ path }) => path.join("."));
    expect(unhinted).toEqual([]);
  });
});
