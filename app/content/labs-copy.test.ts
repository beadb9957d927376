import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { readCollection } from "~/lib/content/generated-collections";
import { LAB_KINDS } from "~/lib/labs/entry";

import { kinds, labsCopy } from "./labs-copy";
import { labsCopySchema } from "./labs-copy.schema";

const FILE = "content/labs.yaml";
const source = readFileSync(FILE, "utf8");

describe("content/labs.yaml", () => {
  it("is checked against its schema, and is what the app reads", () => {
    expect(readCollection(FILE, source, labsCopySchema)).toEqual(labsCopy);
  });

  it("names every kind of Labs entry, and a missing or unknown kind fails with its line", () => {
    expect(Object.keys(kinds).sort()).toEqual([...LAB_KINDS].sort());
    const withoutTool = source.replace(/\n {2}tool:\n(?: {4}.*\n)+/, "\n");
    expect(() => readCollection(FILE, withoutTool, labsCopySchema)).toThrow(/kinds\.tool/);
    const extraKind = source.replace(
      "\n  tool:",
      "\n  podcast:\n    label: Podcast\n    filterLabel: Podcasts\n  tool:",
    );
    expect(() => readCollection(FILE, extraKind, labsCopySchema)).toThrow(
      /content\/labs\.yaml[\s\S]*line \d+/,
    );
  });

  it("links an entry's page back to a site path", () => {
    expect(labsCopy.article.back.href).toMatch(/^\/[a-z]/);
  });
});
