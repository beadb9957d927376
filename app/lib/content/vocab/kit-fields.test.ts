/**
 * A drawn picture says what it shows or that it is decorative, never both and never neither:
 * each wrong case is refused at the field the editor shows it at, and neither field is one a
 * file must write (the editor drops an empty one when it saves).
 */
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";

import { kitArt } from "./kit-fields.ts";

const picture = { seed: "sunrise", motif: "sun" };

/** What the editor reads of the schema: a file's side, as JSON Schema. */
const jsonSchema = z.toJSONSchema(kitArt, { io: "input" });

/** The key paths and messages of what the schema refuses in `value`. */
function issuesOf(value: unknown) {
  const checked = kitArt.safeParse(value);
  return (checked.error?.issues ?? []).map(({ path, message }) => ({
    path: path.join("."),
    message,
  }));
}

describe("a drawn picture's alternative text", () => {
  it("takes alternative text, with decorative left out or false", () => {
    const alt = "Illustration of the sun";
    expect(kitArt.parse({ ...picture, alt })).toEqual({ ...picture, alt });
    expect(kitArt.parse({ ...picture, alt, decorative: false })).toEqual({
      ...picture,
      alt,
      decorative: false,
    });
  });

  it("takes decorative: true in place of alternative text", () => {
    expect(kitArt.parse({ ...picture, decorative: true })).toEqual({
      ...picture,
      decorative: true,
    });
  });

  it("refuses neither, at alt, naming decorative as the other way", () => {
    const neither = issuesOf(picture);
    expect(neither).toHaveLength(1);
    expect(neither[0]?.path).toBe("alt");
    expect(neither[0]?.message).toContain("decorative");
    // Switched off, the toggle says "not decorative": the same refusal.
    expect(issuesOf({ ...picture, decorative: false })).toEqual(neither);
    // An empty text, the old way of saying decorative, is no text: refused at alt, saying so.
    const empty = issuesOf({ ...picture, alt: "" });
    expect(empty.every((issue) => issue.path === "alt")).toBe(true);
    expect(empty).toContainEqual(neither[0]);
  });

  it("refuses both, at decorative, with its own message", () => {
    const both = issuesOf({ ...picture, alt: "Illustration of the sun", decorative: true });
    expect(both).toHaveLength(1);
    expect(both[0]?.path).toBe("decorative");
    expect(both[0]?.message).not.toBe(issuesOf(picture)[0]?.message);
  });

  it("keeps alternative text to the length the schema gives it", () => {
    const alt = jsonSchema.properties?.alt;
    const max = typeof alt === "object" ? (alt.maxLength ?? 0) : 0;
    expect(max).toBeGreaterThan(0);
    expect(issuesOf({ ...picture, alt: "a".repeat(max) })).toEqual([]);
    expect(issuesOf({ ...picture, alt: "a".repeat(max + 1) }).map((i) => i.path)).toEqual(["alt"]);
  });

  it("leaves both out of what a file must write, decorative a boolean (the editor's toggle)", () => {
    const { required, properties } = jsonSchema;
    expect(required).toEqual(["seed"]);
    expect(properties?.decorative).toMatchObject({ type: "boolean" });
    expect(properties?.alt).toMatchObject({ type: "string", minLength: 1 });
  });
});
