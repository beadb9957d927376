import { describe, expect, it } from "vitest";

import { comingSoonQueryValues, comingSoonVariant, genericComingSoon } from "./coming-soon";

const lookup = (query: string) => comingSoonVariant(new URLSearchParams(query));

describe("comingSoonVariant", () => {
  it.each(comingSoonQueryValues.product)("tailors the page to product=%s", (name) => {
    const variant = lookup(`product=${name}`);
    expect(variant.key).not.toBe("generic");
    const shown = name === "Portal" ? "portal" : name;
    expect(variant.heading.toLowerCase()).toContain(shown.toLowerCase());
    expect(variant.features.length).toBeGreaterThanOrEqual(3);
  });

  it.each(comingSoonQueryValues.industry)("tailors the page to industry=%s", (name) => {
    const variant = lookup(`industry=${name}`);
    expect(variant.key).toBe(`industry-${name.toLowerCase()}`);
    expect(variant.heading).toContain(name);
  });

  it("gives every seed value its own page", () => {
    const keys = [
      ...comingSoonQueryValues.product.map((name) => lookup(`product=${name}`).key),
      ...comingSoonQueryValues.industry.map((name) => lookup(`industry=${name}`).key),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("ignores case and surrounding space", () => {
    expect(lookup("product=%20monitora%20").key).toBe("monitora");
    expect(lookup("industry=HEALTHCARE").key).toBe("industry-healthcare");
  });

  it.each([
    "",
    "product=",
    "product=Unknown",
    "product=ShadowCradle", // available, so not a coming-soon product
    "industry=Retail",
    "industry=__proto__",
    "industry=constructor",
    "product=<script>alert(1)</script>",
  ])("falls back to the generic page for %j", (query) => {
    expect(lookup(query)).toBe(genericComingSoon);
  });

  it("asks for notify-me requests about the variant's product or industry, never both", () => {
    for (const name of comingSoonQueryValues.product) {
      expect(lookup(`product=${name.toLowerCase()}`).notify).toEqual({ product: name });
    }
    for (const name of comingSoonQueryValues.industry) {
      expect(lookup(`industry=${name}`).notify).toEqual({ industry: name });
    }
    expect(genericComingSoon.notify).toBeUndefined();
    expect(lookup("product=Monitora").signup.form.success.text).toContain("when Monitora opens");
  });

  it("prefers product over industry when both are given", () => {
    expect(lookup("industry=Healthcare&product=AuthNox").key).toBe("authnox");
  });
});
