import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  correctedQuery,
  editDistance,
  editsAllowed,
  ftsQuery,
  synonymTable,
  type Vocabulary,
} from "./search-query.js";

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swaps of neighbours as one edit each", () => {
    expect(editDistance("ransomwre", "ransomware", 2)).toBe(1);
    expect(editDistance("complaince", "compliance", 2)).toBe(1);
    expect(editDistance("firecradel", "firecradle", 2)).toBe(1);
    expect(editDistance("backup", "backup", 2)).toBe(0);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
  });

  it("stops at max + 1, and is symmetric", () => {
    expect(editDistance("a", "abcdef", 2)).toBe(3);
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const distance = editDistance(a, b, 3);
        expect(distance).toBe(editDistance(b, a, 3));
        expect(distance).toBeLessThanOrEqual(4);
        expect(distance === 0).toBe(a === b);
      }),
    );
  });
});

describe("correctedQuery", () => {
  const vocabulary: Vocabulary = new Map([
    ["ransomware", 12],
    ["compliance", 9],
    ["complete", 2],
    ["firecradle", 5],
    ["backup", 40],
    ["backed", 1],
    ["lock", 8],
  ]);

  it("replaces each word the pages never use by the nearest they do", () => {
    expect(correctedQuery("ransomwre", vocabulary)).toBe("ransomware");
    expect(correctedQuery("Complaince backup", vocabulary)).toBe("compliance backup");
    expect(correctedQuery("firecradel", vocabulary)).toBe("firecradle");
  });

  it("forgives no edit in a short word, one up to five letters, two beyond", () => {
    expect([3, 4, 5, 6, 12].map(editsAllowed)).toEqual([0, 1, 1, 2, 2]);
    expect(correctedQuery("lck x", vocabulary)).toBeUndefined();
    expect(correctedQuery("lokc", vocabulary)).toBe("lock");
  });

  it("prefers fewer edits, then the word more documents use", () => {
    expect(correctedQuery("backep", vocabulary)).toBe("backup"); // 1 edit, over backed's 1: more documents
    expect(correctedQuery("backd", vocabulary)).toBe("backed"); // 1 edit, over backup's 2
  });

  it("leaves numbers, known words and a last word still being typed", () => {
    expect(correctedQuery("backup 2026", vocabulary)).toBeUndefined();
    expect(correctedQuery("backup ranso", vocabulary)).toBeUndefined();
    expect(correctedQuery("qqqqqqqqqq", vocabulary)).toBeUndefined();
  });
});

describe("ftsQuery with synonyms", () => {
  const table = synonymTable([
    ["MSP", "managed service provider"],
    ["DR", "disaster recovery"],
  ]);

  it("matches a phrase of a group as any phrase of it, and other words as themselves", () => {
    expect(ftsQuery("MSP backup", table)).toBe(
      '("msp" OR "managed service provider") AND "backup"*',
    );
    expect(ftsQuery("Managed Service Provider", table)).toBe(
      '("msp" OR "managed service provider")',
    );
    expect(ftsQuery("fast dr", table)).toBe('"fast" AND ("dr" OR "disaster recovery")');
    expect(ftsQuery("managed backup", table)).toBe('"managed" AND "backup"*');
  });
});
