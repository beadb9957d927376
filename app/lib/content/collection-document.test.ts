// Shared data as a YAML collection: checked against its schema when a section joins it, a
// mistake named by the file, its line and field path.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";
import * as z from "zod/mini";

import { loadCollection } from "./collection";
import { ContentError } from "./page";

const schema = z.strictObject({
  items: z.array(z.strictObject({ id: z.string(), price: z.number("write a number") })),
});

const dir = mkdtempSync(join(tmpdir(), "collection-"));
let count = 0;
const fileWith = (text: string) => {
  count += 1;
  const file = join(dir, `c${count}.yaml`);
  writeFileSync(file, text);
  return file;
};

const problem = (file: string) => {
  try {
    loadCollection(file, schema);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("the collection was accepted");
};

describe("loadCollection", () => {
  it("reads a collection that passes its schema", () => {
    const file = fileWith("items:\n  - { id: a, price: 1 }\n  - { id: b, price: 2 }\n");
    expect(loadCollection(file, schema)).toEqual({
      items: [
        { id: "a", price: 1 },
        { id: "b", price: 2 },
      ],
    });
  });

  it("names the file, the line and the field of a mistake", () => {
    const file = fileWith(
      "# a comment\nitems:\n  - { id: a, price: 1 }\n  - { id: b, price: two }\n",
    );
    const message = problem(file);
    expect(message.startsWith(`${file}:`)).toBe(true);
    expect(message).toContain("line 4, items.1.price: write a number");
  });

  it("refuses unknown fields and reports YAML errors with their line", () => {
    expect(problem(fileWith("items: []\nitem: []\n"))).toContain("unknown field item");
    expect(problem(fileWith("items:\n  - { id: a, price: 1\n"))).toMatch(
      /line \d+: not valid YAML/,
    );
  });

  it("reads the file again when its text changes", () => {
    const file = fileWith("items: []\n");
    expect(loadCollection(file, schema).items).toHaveLength(0);
    writeFileSync(file, "items: [{ id: a, price: 1 }]\n");
    expect(loadCollection(file, schema).items).toHaveLength(1);
  });
});
