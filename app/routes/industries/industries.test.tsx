import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { industries } from "~/content/industries";
import { industryPages } from "~/content/industry-pages/all";
import { industryPagePath } from "~/content/industry-pages/shared";
import Industries, { meta as industriesMeta } from "~/routes/pages/industries";
import {
  expectHeadingOutline,
  expectLabelledSections,
  expectLinksResolve,
  expectNoInlineStylesAndSizedSvgs,
} from "~/testing/page-outline";

import Consumer, { meta as consumerMeta } from "./consumer";
import Enterprise, { meta as enterpriseMeta } from "./enterprise";
import Financial, { meta as financialMeta } from "./financial";
import Healthcare, { meta as healthcareMeta } from "./healthcare";
import Msp, { meta as mspMeta } from "./msp";

type MetaFn = (args: never) => readonly Record<string, unknown>[] | undefined;

const pages = {
  msp: { Page: Msp, meta: mspMeta },
  enterprise: { Page: Enterprise, meta: enterpriseMeta },
  consumer: { Page: Consumer, meta: consumerMeta },
  healthcare: { Page: Healthcare, meta: healthcareMeta },
  financial: { Page: Financial, meta: financialMeta },
} as const;

/** Outline and link checks every page here must pass. */
function expectSoundPage(container: HTMLElement) {
  expectHeadingOutline(container);
  expectLabelledSections(container);
  expectNoInlineStylesAndSizedSvgs(container);
  expectLinksResolve(container, { external: /^(https:|mailto:|tel:)/ });
}

const jsonLdOf = (meta: MetaFn) =>
  (meta({} as never) ?? []).flatMap((entry) =>
    "script:ld+json" in entry ? [entry["script:ld+json"] as Record<string, unknown>] : [],
  );

describe("/industries", () => {
  it("is a sound page with breadcrumbs", () => {
    const { container } = render(<Industries />, { wrapper: MemoryRouter });
    expectSoundPage(container);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(nav).getByRole("link", { name: "Industries" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("sends its trail as BreadcrumbList JSON-LD and keeps its meta lengths", () => {
    const [breadcrumbs] = jsonLdOf(industriesMeta as MetaFn);
    expect(breadcrumbs?.["@type"]).toBe("BreadcrumbList");
    const tags = (industriesMeta as MetaFn)({} as never) ?? [];
    const description = tags.find((tag) => tag.name === "description")?.content as string;
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it("links every industry to its own page, with Soon badges on the previews", () => {
    render(<Industries />, { wrapper: MemoryRouter });
    for (const industry of industries) {
      const card = screen.getByRole("heading", { name: industry.name }).closest("article");
      expect(card).toBeTruthy();
      const link = within(card as HTMLElement).getByRole("link");
      expect(link.getAttribute("href")).toBe(industryPagePath(industry.slug));
      expect(within(card as HTMLElement).queryByText("Soon") !== null).toBe(
        industry.status === "soon",
      );
    }
  });
});

describe.each(Object.entries(pages))("/industries/%s", (slug, { Page, meta }) => {
  const content = industryPages[slug as keyof typeof industryPages];

  it("is a sound page", () => {
    const { container } = render(<Page />, { wrapper: MemoryRouter });
    expectSoundPage(container);
  });

  it("shows the same breadcrumb trail it sends as BreadcrumbList JSON-LD", () => {
    render(<Page />, { wrapper: MemoryRouter });
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(content.trail.map((crumb) => crumb.name));
    expect(links.at(-1)?.getAttribute("aria-current")).toBe("page");
    expect(links.at(-1)?.getAttribute("href")).toBe(content.path);

    const [breadcrumbs] = jsonLdOf(meta as MetaFn);
    expect(breadcrumbs?.["@type"]).toBe("BreadcrumbList");
    const items = breadcrumbs?.itemListElement as {
      position: number;
      name: string;
      item: string;
    }[];
    expect(items.map((item) => item.name)).toEqual(content.trail.map((crumb) => crumb.name));
    expect(items.map((item) => item.position)).toEqual(content.trail.map((_, index) => index + 1));
    expect(items.at(-1)?.item).toMatch(new RegExp(`${content.path}$`));
  });

  it("keeps its title and description within search-result lengths", () => {
    const tags = (meta as MetaFn)({} as never) ?? [];
    const title = tags.find((tag) => "title" in tag)?.title as string;
    const description = tags.find((tag) => tag.name === "description")?.content as string;
    expect(title.length).toBeLessThanOrEqual(60);
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it("lists the products that fit, with their status", () => {
    render(<Page />, { wrapper: MemoryRouter });
    const region = screen.getByRole("region", { name: content.sections.products.heading.title });
    for (const product of content.sections.products.items) {
      const card = within(region).getByRole("link", { name: product.name }).closest("article");
      expect(
        within(card as HTMLElement).getByText(product.soon ? "Soon" : "Available now"),
      ).toBeTruthy();
    }
  });
});

describe("preview pages", () => {
  it("mark healthcare as Soon, state the BAA stance and link to its coming-soon variant", () => {
    render(<Healthcare />, { wrapper: MemoryRouter });
    expect(screen.getAllByText("Soon").length).toBeGreaterThan(0);
    expect(screen.getByText(/We sign a BAA for every engagement that touches ePHI/)).toBeTruthy();
    for (const name of [
      /administrative safeguards/,
      /physical safeguards/,
      /technical safeguards/,
    ]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeTruthy();
    }
    expect(screen.getByRole("heading", { level: 3, name: /HITECH/ })).toBeTruthy();
    const notify = screen
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href") === "/coming-soon?industry=Healthcare");
    expect(notify.length).toBeGreaterThan(0);
  });

  it("cover the five financial regulations and link to the financial coming-soon variant", () => {
    render(<Financial />, { wrapper: MemoryRouter });
    for (const name of [
      "PCI DSS 4.0",
      "SOX IT general controls",
      "GLBA Safeguards Rule",
      "DORA",
      "NYDFS Part 500",
    ]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeTruthy();
    }
    const notify = screen
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href") === "/coming-soon?industry=Financial");
    expect(notify.length).toBeGreaterThan(0);
  });
});
