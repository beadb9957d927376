import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import portalPage from "~/content/generated/pages/portal";
import productsPage from "~/content/generated/pages/products";
import shadowcradlePage from "~/content/generated/pages/shadowcradle";
import { site } from "~/content/generated/site";
import { headerActions } from "~/content/navigation";
import { products } from "~/content/products";
import {
  estimateMonthlyCost,
  formatUsd,
  PRICE_CURRENCY,
  shadowCradleTiers,
} from "~/lib/shadowcradle-pricing";
import Firecradle, { meta as firecradleMeta } from "~/routes/pages/firecradle";
import Portal, { meta as portalMeta } from "~/routes/pages/portal";
import Products, { meta as productsMeta } from "~/routes/pages/products";
import ShadowCradle, { meta as shadowCradleMeta } from "~/routes/pages/shadowcradle";
import Vcradle, { meta as vcradleMeta } from "~/routes/pages/vcradle";
import type { ArchitectureDiagramProps } from "~/sections/architecture-diagram";
import type { BackupCostCalculatorProps } from "~/sections/backup-cost-calculator";
import type { ComparisonTableProps } from "~/sections/comparison-table";
import type { FaqProps } from "~/sections/faq";
import type { FeatureGridProps } from "~/sections/feature-grid";
import type { HeroProps } from "~/sections/hero";
import type { ProductFamilyProps } from "~/sections/product-family";
import { sectionProps } from "~/testing/content-page";
import {
  expectHeadingOutline,
  expectLabelledSections,
  expectLinkNamesConsistent,
  expectLinksResolve,
  expectNoInlineStylesAndSizedSvgs,
} from "~/testing/page-outline";

const productsFamily = sectionProps<ProductFamilyProps>(productsPage, "ProductFamily");
const comparison = sectionProps<ComparisonTableProps>(productsPage, "ComparisonTable");

type MetaEntry = Record<string, unknown>;

const pages = [
  { path: "/products", Page: Products, meta: productsMeta },
  { path: "/shadowcradle", Page: ShadowCradle, meta: shadowCradleMeta },
  { path: "/firecradle", Page: Firecradle, meta: firecradleMeta },
  { path: "/vcradle", Page: Vcradle, meta: vcradleMeta },
  { path: "/portal", Page: Portal, meta: portalMeta },
] as const;

function metaOf(meta: (typeof pages)[number]["meta"]): MetaEntry[] {
  return (meta as unknown as (args: object) => MetaEntry[])({});
}

describe.each(pages)("$path", ({ path, Page, meta }) => {
  const renderPage = () => render(<Page />, { wrapper: MemoryRouter });

  it("has one h1 first and never skips a heading level", () => {
    const { container } = renderPage();
    expectHeadingOutline(container);
  });

  it("labels every section by a heading inside it", () => {
    const { container } = renderPage();
    expectLabelledSections(container);
  });

  it("uses no inline styles and sizes every SVG", () => {
    const { container } = renderPage();
    expectNoInlineStylesAndSizedSvgs(container);
    for (const svg of container.querySelectorAll("svg")) {
      const named = svg.getAttribute("role") === "img" && svg.getAttribute("aria-label");
      expect(named || svg.getAttribute("aria-hidden") === "true").toBeTruthy();
    }
  });

  it("links only to routes that exist and to anchors on the page", () => {
    const { container } = renderPage();
    expectLinksResolve(container);
    expectLinkNamesConsistent(container);
  });

  it("has a title of at most 60 characters and a 70–160 character description", () => {
    const entries = metaOf(meta);
    const title = entries.find((entry) => "title" in entry)?.title as string;
    const description = entries.find((entry) => entry.name === "description")?.content as string;
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title.endsWith(`| ${site.brand}`)).toBe(true);
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
    const canonical = entries.find((entry) => entry.rel === "canonical")?.href;
    expect(canonical).toBe(`${site.origin}${path}`);
  });
});

const jsonLdOf = (meta: (typeof pages)[number]["meta"]) =>
  metaOf(meta)
    .map((entry) => entry["script:ld+json"] as Record<string, unknown> | undefined)
    .filter(Boolean);

describe("/products", () => {
  it("lists every product of the catalogue with its status and link", () => {
    const { container } = render(<Products />, { wrapper: MemoryRouter });
    const family = container.querySelector(
      `section[aria-labelledby="${productsFamily.id}"]`,
    ) as HTMLElement;
    for (const product of products) {
      expect(within(family).getByRole("link", { name: product.name }).getAttribute("href")).toBe(
        product.href,
      );
    }
    const soon = products.filter((product) => product.status === "soon").length;
    expect(within(family).getAllByText("Soon")).toHaveLength(soon);
    expect(within(family).getAllByText(productsFamily.availableLabel)).toHaveLength(
      products.length - soon,
    );
  });

  it("compares coverage in an accessible, scrollable table, one row per catalogue product", () => {
    render(<Products />, { wrapper: MemoryRouter });
    const table = screen.getByRole("table", { name: comparison.caption });
    const scroller = table.parentElement as HTMLElement;
    expect(scroller.getAttribute("role")).toBe("region");
    expect(scroller.getAttribute("tabindex")).toBe("0");
    expect(scroller.getAttribute("aria-label")).toBeTruthy();
    expect(within(table).getAllByRole("columnheader")).toHaveLength(comparison.columns.length + 1);
    expect(within(table).getAllByRole("rowheader")).toHaveLength(products.length);
    for (const header of table.querySelectorAll("th"))
      expect(header.getAttribute("scope")).toBeTruthy();
    for (const row of comparison.rows) {
      const product = products.find((entry) => entry.name === row.name);
      expect(product?.href).toBe(row.href);
      expect(row.soon).toBe(product?.status === "soon");
      const tr = within(table)
        .getByRole("rowheader", { name: new RegExp(row.name) })
        .closest("tr");
      const cells = within(tr as HTMLElement).getAllByRole("cell");
      comparison.columns.forEach((column, index) => {
        const cell = cells[index];
        if (row.covers.includes(column.key)) {
          expect(cell?.textContent).toBe(comparison.marks.yes);
        } else {
          expect(cell?.textContent).toContain(comparison.marks.no);
          expect(cell?.querySelector("span[aria-hidden='true']")?.textContent).toBe("–");
        }
      });
    }
  });
});

describe("/shadowcradle", () => {
  const shadowCradle = products.find((product) => product.slug === "shadowcradle");
  const hero = sectionProps<HeroProps>(shadowcradlePage, "Hero");
  const diagram = sectionProps<ArchitectureDiagramProps>(shadowcradlePage, "ArchitectureDiagram");
  const calculator = sectionProps<BackupCostCalculatorProps>(
    shadowcradlePage,
    "BackupCostCalculator",
  );

  it("opens with the product's name and its calls to action, standing alone", () => {
    render(<ShadowCradle />, { wrapper: MemoryRouter });
    const h1 = screen.getByRole("heading", { level: 1 });
    const section = h1.closest("section") as HTMLElement;
    expect(section.textContent).toContain(shadowCradle?.name);
    for (const action of hero.actions) {
      expect(within(section).getByRole("link", { name: action.label }).getAttribute("href")).toBe(
        action.href,
      );
    }
  });

  it("draws the architecture as a named image with every stage as numbered text", () => {
    render(<ShadowCradle />, { wrapper: MemoryRouter });
    const image = screen.getByRole("img", { name: diagram.diagramLabel });
    expect(image.tagName.toLowerCase()).toBe("svg");
    const steps = diagram.zones.flatMap((zone) => zone.steps);
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual(
      expect.arrayContaining(steps.map((step, index) => `${index + 1}${step.title}`)),
    );
  });

  it("prices every tier from the price list, and estimates the defaults in the first render", () => {
    const { container } = render(<ShadowCradle />, { wrapper: MemoryRouter });
    for (const tier of shadowCradleTiers) {
      expect(within(container).getAllByText(formatUsd(tier.perServerCents)).length).toBeGreaterThan(
        0,
      );
    }
    const { tier, values } = calculator.defaults;
    const estimate = estimateMonthlyCost({ tier, ...values });
    expect(screen.getByRole("status").textContent).toContain(formatUsd(estimate.totalCents));
  });

  it("answers every question of its FAQ in a native disclosure", () => {
    const { container } = render(<ShadowCradle />, { wrapper: MemoryRouter });
    const faq = sectionProps<FaqProps>(shadowcradlePage, "Faq");
    expect(container.querySelectorAll("details > summary")).toHaveLength(faq.items.length);
  });

  it("publishes a Product with an offer per tier and unit, in the price list's currency", () => {
    const [product] = jsonLdOf(shadowCradleMeta);
    expect(product?.["@type"]).toBe("Product");
    const offers = product?.offers as { price: string; priceCurrency: string }[];
    expect(offers).toHaveLength(shadowCradleTiers.length * 3);
    expect(offers.every((offer) => offer.priceCurrency === PRICE_CURRENCY)).toBe(true);
    expect(offers.map((offer) => offer.price)).toEqual(
      shadowCradleTiers.flatMap((tier) =>
        [tier.perServerCents, tier.perEndpointCents, tier.perTbCents].map((cents) =>
          (cents / 100).toFixed(2),
        ),
      ),
    );
  });
});

describe.each([
  { name: "Firecradle", Page: Firecradle, meta: firecradleMeta, earlyAccess: "Q2 2027" },
  { name: "Vcradle", Page: Vcradle, meta: vcradleMeta, earlyAccess: "Q3 2027" },
])("/$name preview page", ({ name, Page, meta, earlyAccess }) => {
  it("is marked Soon, shows a timeline and both notify-me paths", () => {
    render(<Page />, { wrapper: MemoryRouter });
    const hero = screen.getByRole("heading", { level: 1 }).closest("section") as HTMLElement;
    expect(within(hero).getByText("Soon")).toBeTruthy();
    const milestone = within(hero).getByText(earlyAccess).closest("li");
    expect(milestone?.textContent).toContain("Early access");
    const notify = within(hero).getByRole("form", { name: "Hear when early access opens" });
    expect(notify.getAttribute("action")).toBe("/api/notify");
    expect(within(notify).getByRole("textbox", { name: "Email" })).toBeTruthy();
    expect(within(notify).getByRole("button", { name: "Notify me" })).toBeTruthy();
    expect(notify.querySelector<HTMLInputElement>('input[name="product"]')?.value).toBe(name);
    const mail = within(hero)
      .getByRole("link", { name: /by e-mail/ })
      .getAttribute("href");
    expect(mail).toBe(
      `mailto:${site.email.sales}?subject=${encodeURIComponent(`Early access: ${name}`)}`,
    );
  });

  it("publishes a Product without offers", () => {
    const [product] = jsonLdOf(meta);
    expect(product?.["@type"]).toBe("Product");
    expect(product?.name).toBe(name);
    expect(product).not.toHaveProperty("offers");
  });
});

describe("/portal", () => {
  it("is marked Soon and offers the header's Portal Login path", () => {
    render(<Portal />, { wrapper: MemoryRouter });
    const hero = screen.getByRole("heading", { level: 1 }).closest("section") as HTMLElement;
    expect(within(hero).getByText("Soon")).toBeTruthy();
    const login = within(hero).getByRole("link", { name: headerActions.portalLogin.label });
    expect(login.getAttribute("href")).toBe(headerActions.portalLogin.href);
    // What it will offer: each item of its file's feature grid, under its own heading.
    const { items } = sectionProps<FeatureGridProps>(portalPage, "FeatureGrid");
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(screen.getByRole("heading", { level: 3, name: item.title })).toBeTruthy();
    }
  });
});
