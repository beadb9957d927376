import { describe, expect, it } from "vitest";

import {
  filterCaseStudies,
  hasFilters,
  NO_FILTERS,
  readFilters,
  writeFilters,
} from "./case-study-query";

const allowed = { industry: ["msp", "healthcare"], service: ["backup", "network", "identity"] };
const read = (query: string) => readFilters(new URLSearchParams(query), allowed);

const items = [
  { slug: "a", industry: "msp", services: ["backup"] },
  { slug: "b", industry: "healthcare", services: ["backup", "network"] },
  { slug: "c", industry: "healthcare", services: ["identity"] },
] as const;

describe("readFilters", () => {
  it("reads known values of both keys", () => {
    expect(read("industry=healthcare&service=network")).toEqual({
      industry: "healthcare",
      service: "network",
    });
  });

  it("ignores case and surrounding space", () => {
    expect(read("industry=%20MSP%20")).toEqual({ industry: "msp", service: null });
  });

  it.each([
    "",
    "industry=",
    "industry=retail",
    "service=<script>alert(1)</script>",
    "industry=__proto__&service=constructor",
    "sector=msp",
  ])("treats %j as no filter", (query) => {
    expect(read(query)).toEqual(NO_FILTERS);
  });

  it("keeps a valid key when the other one is unknown", () => {
    expect(read("industry=msp&service=bogus")).toEqual({ industry: "msp", service: null });
  });
});

describe("writeFilters", () => {
  it("sets active filters and removes the ones set to all, keeping other keys", () => {
    const next = writeFilters(new URLSearchParams("utm_source=mail&service=old"), {
      industry: "msp",
      service: null,
    });
    expect(next.toString()).toBe("utm_source=mail&industry=msp");
  });

  it("does not modify the query it was given", () => {
    const current = new URLSearchParams("industry=msp");
    writeFilters(current, NO_FILTERS);
    expect(current.toString()).toBe("industry=msp");
  });

  it("drops an unknown value once the filters are written back", () => {
    const current = new URLSearchParams("industry=retail");
    expect(writeFilters(current, readFilters(current, allowed)).toString()).toBe("");
  });
});

describe("filterCaseStudies", () => {
  const slugs = (industry: string | null, service: string | null) =>
    filterCaseStudies(items, { industry, service }).map((item) => item.slug);

  it("returns everything, in order, without filters", () => {
    expect(slugs(null, null)).toEqual(["a", "b", "c"]);
  });

  it("filters by industry, by service, and by both at once", () => {
    expect(slugs("healthcare", null)).toEqual(["b", "c"]);
    expect(slugs(null, "backup")).toEqual(["a", "b"]);
    expect(slugs("healthcare", "backup")).toEqual(["b"]);
  });

  it("can match nothing", () => {
    expect(slugs("msp", "identity")).toEqual([]);
  });
});

describe("hasFilters", () => {
  it("is true only when a filter narrows the list", () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ industry: null, service: "backup" })).toBe(true);
  });
});
