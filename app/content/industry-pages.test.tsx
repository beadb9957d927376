import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import overview from "~/content/generated/pages/industries";
import consumer from "~/content/generated/pages/industries/consumer";
import enterprise from "~/content/generated/pages/industries/enterprise";
import financial from "~/content/generated/pages/industries/financial";
import healthcare from "~/content/generated/pages/industries/healthcare";
import msp from "~/content/generated/pages/industries/msp";
import { industries } from "~/content/industries";
import { products } from "~/content/products";
import type { ContentPage, SectionEntry } from "~/lib/content/page";
import { contentMeta } from "~/lib/content/render";
import Industries from "~/routes/pages/industries";
import Consumer from "~/routes/pages/industries/consumer";
import Enterprise from "~/routes/pages/industries/enterprise";
import Financial from "~/routes/pages/industries/financial";
import Healthcare from "~/routes/pages/industries/healthcare";
import Msp from "~/routes/pages/industries/msp";
import { productCards, type ProductFamilyProps } from "~/sections/product-family";
import {
  expectHeadingOutline,
  expectLabelledSections,
  expectLinksResolve,
  expectNoInlineStylesAndSizedSvgs,
} from "~/testing/page-outline";

// /industries and the five industry pages, each a content file: outline, trail, products and,
// for the programs still in preparation, the preview's regulations and notify-me form.
const pages = {
  msp: { Page: Msp, page: msp },
  enterprise: { Page: Enterprise, page: enterprise },
  consumer: { Page: Consumer, page: consumer },
  healthcare: { Page: Healthcare, page: healthcare },
  financial: { Page: Financial, page: financial },
} as const;

/** Outline and link checks every page here must pass. */
function expectSoundPage(container: HTMLElement) {
  expectHeadingOutline(container);
  expectLabelledSections(container);
  expectNoInlineStylesAndSizedSvgs(container);
  expectLinksResolve(container, { external: /^(https:|mailto:|tel:)/ });
}

const jsonLdOf = (page: ContentPage) =>
  contentMeta(page).flatMap((entry) =>
    "script:ld+json" in entry ? [entry["script:ld+json"] as Record<string, unknown>] : [],
  );

const sectionsOf = (page: ContentPage, kind: string) =>
  page.sections.filter((entry) => entry.section === kind);

/** The rendered region of a section (by the id its file gives it). */
const regionOf = (entry: SectionEntry | undefined) => {
  const region = document.querySelector(`section[aria-labelledby="${String(entry?.id)}"]`);
  expect(region, String(entry?.section)).toBeTruthy();
  return region as HTMLElement;
};

describe("/industries", () => {
  it("is a sound page with breadcrumbs", () => {
    const { container } = render(<Industries />, { wrapper: MemoryRouter });
    expectSoundPage(container);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(nav).getAllByRole("link").at(-1)?.getAttribute("aria-current")).toBe("page");
    expect(jsonLdOf(overview)[0]?.["@type"]).toBe("BreadcrumbList");
  });

  it("links every industry to its own page, with Soon badges on the previews", () => {
    render(<Industries />, { wrapper: MemoryRouter });
    for (const industry of industries) {
      const card = screen.getByRole("heading", { name: industry.name }).closest("article");
      expect(card).toBeTruthy();
      const link = within(card as HTMLElement).getByRole("link");
      expect(link.getAttribute("href")).toBe(`/industries/${industry.slug}`);
      expect(within(card as HTMLElement).queryByText("Soon") !== null).toBe(
        industry.status === "soon",
      );
    }
  });
});

describe("the industry pages", () => {
  it("are one content page per industry of the catalogue, at /industries/<slug>", () => {
    expect(Object.keys(pages).sort()).toEqual(industries.map((industry) => industry.slug).sort());
    for (const [slug, { page }] of Object.entries(pages)) {
      expect(page.path).toBe(`/industries/${slug}`);
    }
  });
});

describe.each(Object.entries(pages))("/industries/%s", (slug, { Page, page }) => {
  const industry = industries.find((entry) => entry.slug === slug);
  const [header] = sectionsOf(page, "PageHeader");
  const trail = (header?.trail ?? []) as { name: string; path: string }[];

  it("is a sound page", () => {
    const { container } = render(<Page />, { wrapper: MemoryRouter });
    expectSoundPage(container);
  });

  it("shows the same breadcrumb trail it sends as BreadcrumbList JSON-LD, ending at itself", () => {
    render(<Page />, { wrapper: MemoryRouter });
    expect(trail.at(-1)).toEqual({ name: industry?.name, path: page.path });
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(trail.map((crumb) => crumb.name));
    expect(links.at(-1)?.getAttribute("aria-current")).toBe("page");
    expect(links.at(-1)?.getAttribute("href")).toBe(page.path);

    const [breadcrumbs] = jsonLdOf(page);
    expect(breadcrumbs?.["@type"]).toBe("BreadcrumbList");
    const items = breadcrumbs?.itemListElement as {
      position: number;
      name: string;
      item: string;
    }[];
    expect(items.map((item) => item.name)).toEqual(trail.map((crumb) => crumb.name));
    expect(items.map((item) => item.position)).toEqual(trail.map((_, index) => index + 1));
    expect(items.at(-1)?.item).toMatch(new RegExp(`${page.path}$`));
  });

  it("lists the products that fit, each linking to its page with its status", () => {
    render(<Page />, { wrapper: MemoryRouter });
    const [grid] = sectionsOf(page, "ProductFamily");
    const region = regionOf(grid);
    const cards = productCards(grid?.products as ProductFamilyProps["products"]);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const product = products.find((entry) => entry.name === card.name);
      expect(product, card.name).toBeTruthy();
      const link = within(region).getByRole("link", { name: card.name });
      expect(link.getAttribute("href")).toBe(product?.href);
      const article = link.closest("article") as HTMLElement;
      expect(
        within(article).getByText(card.soon ? "Soon" : String(grid?.availableLabel)),
      ).toBeTruthy();
      expect(card.soon).toBe(product?.status === "soon");
    }
  });

  it("ends with a call to action", () => {
    expect(page.sections.at(-1)?.section).toBe("CtaBanner");
  });

  if (industry?.status === "soon") {
    it("is a preview: marked Soon, its regulations listed, a notify-me form for its program", () => {
      const { container } = render(<Page />, { wrapper: MemoryRouter });
      expect(header?.soon).toBe(true);
      expect(within(container).getAllByText("Soon").length).toBeGreaterThan(0);

      const [regulations] = sectionsOf(page, "RegulationList");
      const list = regionOf(regulations);
      const items = regulations?.items as { name: string; coverage: string[] }[];
      expect(
        within(list)
          .getAllByRole("heading", { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(items.map((item) => item.name));

      const [notify] = sectionsOf(page, "NotifySection");
      const band = regionOf(notify);
      const form = within(band).getByRole("form");
      expect(form.querySelector('input[name="industry"]')?.getAttribute("value")).toBe(
        industry.shortName,
      );
      // The header's first action jumps to the form; the band links to the launch page.
      const actions = header?.actions as { href: string }[];
      expect(actions[0]?.href).toBe(`#${String(notify?.id)}`);
      expect(
        within(band)
          .getAllByRole("link")
          .some((link) => link.getAttribute("href") === industry.href),
      ).toBe(true);
    });
  } else {
    it("is a full page: the problems, the offer and the proof", () => {
      render(<Page />, { wrapper: MemoryRouter });
      for (const kind of ["PainPoints", "FeatureGrid", "ProofBand"]) {
        const [entry] = sectionsOf(page, kind);
        expect(entry, kind).toBeTruthy();
        regionOf(entry);
      }
      expect(sectionsOf(page, "NotifySection")).toHaveLength(0);
    });
  }
});
