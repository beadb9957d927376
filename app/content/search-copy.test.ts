import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { readCollection } from "~/lib/content/generated-collections";
import { MAX_QUERY_LENGTH, resultSummary, tooLongNotice } from "~/lib/search";

import { searchCopy } from "./generated/search-copy";
import { searchCopySchema } from "./search-copy.schema";

const FILE = "content/search.yaml";
const source = readFileSync(FILE, "utf8");

describe("content/search.yaml", () => {
  it("is checked against its schema, and is what the app and the server read", () => {
    expect(readCollection(FILE, source, searchCopySchema)).toEqual(searchCopy);
  });

  it("refuses a summary without the query or the count the code fills in, naming the field", () => {
    const withoutQuery = source.replace("none: No results for “{query}”", "none: No results");
    expect(() => readCollection(FILE, withoutQuery, searchCopySchema)).toThrow(
      /summary\.none[\s\S]*\{query\}/,
    );
    const withoutCount = source.replace('many: "{count} results', 'many: "Some results');
    expect(() => readCollection(FILE, withoutCount, searchCopySchema)).toThrow(/summary\.many/);
  });

  it("fills the count and the query, taking the words for none, one or more", () => {
    const summaries = [0, 1, 7].map((count) => resultSummary(count, "a {count} b"));
    expect(new Set(summaries).size).toBe(3);
    for (const summary of summaries) {
      expect(summary).toContain("a {count} b");
      expect(summary.replace("a {count} b", "")).not.toMatch(/[{}]/);
    }
    expect(summaries[2]).toContain("7");
    expect(tooLongNotice()).toContain(String(MAX_QUERY_LENGTH));
  });
});
