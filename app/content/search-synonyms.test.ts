import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { readCollection } from "~/lib/content/generated-collections";

import { searchSynonyms } from "./generated/search-synonyms";
import { searchSynonymsSchema } from "./search-synonyms.schema";

const FILE = "content/search-synonyms.yaml";
const source = readFileSync(FILE, "utf8");

describe("content/search-synonyms.yaml", () => {
  it("is checked against its schema, and is what the server reads", () => {
    expect(readCollection(FILE, source, searchSynonymsSchema)).toEqual(searchSynonyms);
    expect(searchSynonyms.groups.length).toBeGreaterThan(0);
  });

  it("refuses a group of one phrase, a phrase of signs, and a phrase in two groups", () => {
    const one = `${source}\n  - [lonely]\n`;
    expect(() => readCollection(FILE, one, searchSynonymsSchema)).toThrow(/at least two/);
    const signs = `${source}\n  - [a+b, c]\n`;
    expect(() => readCollection(FILE, signs, searchSynonymsSchema)).toThrow(/letters and digits/);
    const [[phrase] = []] = searchSynonyms.groups;
    const twice = `${source}\n  - [${phrase!.toLowerCase()}, something else]\n`;
    expect(() => readCollection(FILE, twice, searchSynonymsSchema)).toThrow(/written twice/);
  });
});
