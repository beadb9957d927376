import { render, screen } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import page from "~/content/generated/pages/coming-soon";
import { industries } from "~/content/industries";
import { products } from "~/content/products";
import { pageSection } from "~/lib/content/variants";
import ComingSoonPage, { meta } from "~/routes/company/coming-soon";

import { type ComingSoonProps, comingSoonVariant } from "./coming-soon";

const props = pageSection<ComingSoonProps>(page, "ComingSoon");
const lookup = (query: string) => comingSoonVariant(props, new URLSearchParams(query));
const soonProducts = products.filter((product) => product.status === "soon");
const soonIndustries = industries.filter((industry) => industry.status === "soon");
/** Every query value a link of the site may carry: Soon products, the portal, Soon industries. */
const productValues = Object.keys(props.products);
const industryValues = soonIndustries.map((industry) => industry.shortName);

const view = (query = "") => (
  <MemoryRouter initialEntries={[`/coming-soon${query}`]}>
    <ComingSoonPage />
  </MemoryRouter>
);
const titleOf = (search: string) =>
  (meta as unknown as (args: object) => Record<string, string>[])({
    location: { pathname: "/coming-soon", search },
  }).find((tag) => "title" in tag)?.title;

describe("comingSoonVariant", () => {
  it("has a variant for every Soon product of the catalogue and the portal", () => {
    for (const product of soonProducts) expect(productValues).toContain(product.name);
    expect(productValues).toHaveLength(soonProducts.length + 1);
  });

  it.each(productValues)("tailors the page to product=%s", (name) => {
    const variant = lookup(`product=${name}`);
    expect(variant).not.toBe(props.generic);
    expect(variant.notify).toEqual({ product: name });
    expect(variant.features.length).toBeGreaterThanOrEqual(3);
    expect(variant.signup.form.success.text).not.toBe(props.generic.signup.form.success.text);
  });

  it.each(industryValues)("tailors the page to industry=%s", (name) => {
    const variant = lookup(`industry=${name}`);
    expect(variant.key).toBe(`industry-${name.toLowerCase()}`);
    expect(variant.notify).toEqual({ industry: name });
  });

  it("gives every value its own page, named after the catalogue's product", () => {
    const keys = [
      ...productValues.map((name) => lookup(`product=${name}`).key),
      ...industryValues.map((name) => lookup(`industry=${name}`).key),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    for (const product of soonProducts) {
      const variant = lookup(`product=${product.name}`);
      expect(variant.key).toBe(product.slug);
      expect(variant.heading).toContain(product.name);
      expect(variant.features).toEqual(product.features);
    }
  });

  it("ignores case and surrounding space", () => {
    const [first] = soonProducts;
    expect(lookup(`product=%20${first?.name.toLowerCase()}%20`).key).toBe(first?.slug);
    expect(lookup("industry=HEALTHCARE").key).toBe("industry-healthcare");
  });

  it.each([
    "",
    "product=",
    "product=Unknown",
    "product=ShadowCradle", // available, so not a coming-soon product
    "industry=Retail",
    "industry=msp", // available
    "industry=__proto__",
    "industry=constructor",
    "product=<script>alert(1)</script>",
  ])("falls back to the generic page for %j", (query) => {
    expect(lookup(query)).toBe(props.generic);
    expect(props.generic.notify).toBeUndefined();
  });

  it("prefers product over industry when both are given", () => {
    expect(lookup("industry=Healthcare&product=AuthNox").key).toBe("authnox");
  });

  it("lists the catalogue's Soon products on the generic page", () => {
    expect(props.generic.features).toHaveLength(soonProducts.length);
  });
});

describe("/coming-soon", () => {
  it("prerenders the generic page whatever the query, and tailors it after hydration", async () => {
    const [product] = soonProducts;
    const query = `?product=${product?.name}`;
    expect(renderToString(view(query))).toBe(renderToString(view()));
    const container = document.createElement("div");
    container.innerHTML = renderToString(view(query));
    const h1 = container.querySelector("h1");
    expect(h1?.textContent).toBe(props.generic.heading);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, view(query), {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector("h1")).toBe(h1);
    expect(h1?.textContent).toBe(lookup(query).heading);
  });

  it("shows the variant at once after a client navigation", () => {
    render(view("?industry=Financial"));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      lookup("industry=Financial").heading,
    );
  });

  it("titles the document after the variant, and the prerender after the file", () => {
    expect(titleOf("")).toContain(page.title);
    expect(titleOf("?product=Nope")).toContain(page.title);
    for (const name of productValues) {
      expect(titleOf(`?product=${name}`)).toContain(lookup(`product=${name}`).heading);
    }
  });
});
