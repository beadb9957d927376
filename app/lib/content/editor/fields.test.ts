/**
 * A section with two looks (its company look and its kit variant) is one type of the form: the
 * fields both write merge, so that a page of either look can be edited and saved.
 */
import { describe, expect, it } from "vitest";

import { type EditorField, mergedField } from "./fields.ts";

const text = (name: string, required = true): EditorField => ({
  name,
  label: name,
  required,
  kind: "text",
  multiline: false,
});
const icon = (set: "site" | "lucide"): EditorField => ({
  name: "icon",
  label: "Icon",
  required: true,
  kind: "icon",
  set,
  multiple: false,
});
const item = (...fields: EditorField[]): EditorField => ({
  name: "items",
  label: "Items",
  required: true,
  kind: "list",
  item: { name: "item", label: "Item", required: true, kind: "object", fields },
});

describe("mergedField", () => {
  it("gives a list's items every field of both looks, required only where both require it", () => {
    const merged = mergedField(
      item(icon("site"), text("title"), text("text")),
      item(icon("lucide"), text("title"), text("price")),
    );
    if (merged.kind !== "list" || merged.item.kind !== "object") throw new Error("not a list");
    const fields = new Map(merged.item.fields.map((f) => [f.name, f]));
    expect([...fields.keys()].sort()).toEqual(["icon", "price", "text", "title"]);
    expect(fields.get("title")?.required).toBe(true);
    expect(fields.get("text")?.required).toBe(false);
    expect(fields.get("price")?.required).toBe(false);
  });

  it("picks an icon from Lucide's set when the looks take different sets", () => {
    expect(mergedField(icon("site"), icon("lucide"))).toMatchObject({
      kind: "icon",
      set: "lucide",
    });
    expect(mergedField(icon("site"), icon("site"))).toMatchObject({ kind: "icon", set: "site" });
  });

  it("edits as YAML a value the looks write as different kinds", () => {
    const number: EditorField = { ...text("title"), kind: "number", integer: true };
    expect(mergedField(text("title"), number)).toMatchObject({
      name: "title",
      kind: "unsupported",
    });
  });
});
