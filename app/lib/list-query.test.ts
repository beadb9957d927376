import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { pageCount, readChoice, readPage, toHref, toQueryValue, writeQuery } from "./list-query";

const q = (search: string) => new URLSearchParams(search);

describe("readChoice", () => {
  it("accepts only allowed values, case-insensitively and trimmed", () => {
    const allowed = ["branding", "web"];
    expect(readChoice(q("category=web"), "category", allowed)).toBe("web");
    expect(readChoice(q("category=%20WEB%20"), "category", allowed)).toBe("web");
    expect(readChoice(q("category=print"), "category", allowed)).toBeNull();
    expect(readChoice(q("category="), "category", allowed)).toBeNull();
    expect(readChoice(q(""), "category", allowed)).toBeNull();
  });
});

describe("readPage", () => {
  it("reads whole pages within range and falls back to 1", () => {
    expect(readPage(q("page=2"), "page", 3)).toBe(2);
    expect(readPage(q("page=3"), "page", 3)).toBe(3);
    for (const bad of ["0", "4", "-1", "1.5", "two", "", "1e2", "9999999"]) {
      expect(readPage(q(`page=${bad}`), "page", 3), bad).toBe(1);
    }
  });

  it("always returns a page from 1 to max, whatever the query", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 50 }), (raw, max) => {
        const page = readPage(new URLSearchParams({ page: raw }), "page", max);
        return Number.isInteger(page) && page >= 1 && page <= max;
      }),
    );
  });
});

describe("writeQuery", () => {
  it("sets values, drops defaults and keeps other keys", () => {
    const next = writeQuery(q("utm=mail&page=3"), { category: "web", page: 1 });
    expect(next.toString()).toBe("utm=mail&category=web");
    expect(writeQuery(next, { category: null, page: 2 }).toString()).toBe("utm=mail&page=2");
    expect(writeQuery(q("a=1"), { a: "" }).toString()).toBe("");
  });

  it("round-trips through readChoice and readPage", () => {
    const allowed = ["a", "b", "c"];
    fc.assert(
      fc.property(
        fc.constantFrom(null, ...allowed),
        fc.integer({ min: 1, max: 9 }),
        (choice, page) => {
          const params = writeQuery(q("keep=1"), { f: choice, p: page });
          return (
            readChoice(params, "f", allowed) === choice &&
            readPage(params, "p", 9) === page &&
            params.get("keep") === "1"
          );
        },
      ),
    );
  });
});

describe("helpers", () => {
  it("builds link targets, page counts and query values", () => {
    expect(toHref("/work", q("page=2"))).toBe("/work?page=2");
    expect(toHref("/work", q(""))).toBe("/work");
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(toQueryValue("Web & apps")).toBe("web-and-apps");
    expect(toQueryValue("Hearth&Loom")).toBe("hearth-and-loom");
    expect(toQueryValue("  Brand identity ")).toBe("brand-identity");
  });
});
