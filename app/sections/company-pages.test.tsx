import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { caseStudies } from "~/content/case-studies";
import { services } from "~/content/services";
import { documentTitle } from "~/lib/meta";
import About from "~/routes/pages/about";
import Portfolio from "~/routes/pages/portfolio";
import Services from "~/routes/pages/services";
import type { ServiceCatalogProps } from "~/sections/service-catalog";
import { sectionProps } from "~/testing/content-page";
import {
  expectHeadingOutline,
  expectLabelledSections,
  expectLinksResolve,
  expectNoInlineStylesAndSizedSvgs,
} from "~/testing/page-outline";

import about from "../../content/pages/about.md";
import portfolio from "../../content/pages/portfolio.md";
import servicesPage from "../../content/pages/services.md";

// The /about, /services and /portfolio compositions: outline, landmarks, links and content rules.
const pages = [
  { path: "/about", Page: About, meta: about },
  { path: "/services", Page: Services, meta: servicesPage },
  { path: "/portfolio", Page: Portfolio, meta: portfolio },
] as const;

function renderPage(path: string, Page: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path, Component: Page }]);
  return render(<Stub initialEntries={[path]} />);
}

describe.each(pages)("$path", ({ path, Page, meta }) => {
  it("has exactly one h1 and never skips a heading level", () => {
    const { container } = renderPage(path, Page);
    expectHeadingOutline(container);
  });

  it("labels every section by a heading inside it, with unique ids", () => {
    const { container } = renderPage(path, Page);
    expect(expectLabelledSections(container).length).toBeGreaterThanOrEqual(3);
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(container.querySelector("main")).toBeNull();
  });

  it("uses no inline styles and sizes every SVG", () => {
    const { container } = renderPage(path, Page);
    expectNoInlineStylesAndSizedSvgs(container);
  });

  it("links only to known routes and to anchors that exist", () => {
    const { container } = renderPage(path, Page);
    const serviceAnchors = new Set<string>(services.map((service) => service.slug));
    expectLinksResolve(container, {
      onInternal: (url, href) => {
        if (url.pathname === "/services" && url.hash) {
          expect(serviceAnchors.has(url.hash.slice(1)), href).toBe(true);
        }
      },
    });
  });

  it("has a title and description of search-friendly length", () => {
    expect(documentTitle(meta.title).length).toBeLessThanOrEqual(60);
    expect(meta.description.length).toBeGreaterThanOrEqual(70);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });
});

describe("services content", () => {
  it("lists services with unique slugs and measurable outcomes", () => {
    expect(services.length).toBeGreaterThan(0);
    expect(new Set(services.map((service) => service.slug)).size).toBe(services.length);
    for (const service of services) {
      expect(service.included.length).toBeGreaterThanOrEqual(4);
      expect(service.outcomes.length).toBeGreaterThanOrEqual(3);
      for (const outcome of service.outcomes) expect(outcome.value).toMatch(/\d/);
    }
  });

  it("links the in-page index to every service of the catalogue, and gives each a section", () => {
    const { container } = renderPage("/services", Services);
    const { index: catalogIndex } = sectionProps<ServiceCatalogProps>(
      servicesPage,
      "ServiceCatalog",
    );
    const index = container.querySelector(`nav[aria-label="${catalogIndex.navLabel}"]`);
    const targets = [...(index?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"));
    expect(targets).toEqual(services.map((service) => `#${service.slug}`));
    for (const service of services) {
      const section = container.querySelector(`#${service.slug}`);
      expect(section?.querySelector("h2")?.textContent).toContain(service.name);
    }
  });
});

describe("case studies content", () => {
  it("has at least eight unique case studies with catalogue services and numeric results", () => {
    expect(caseStudies.length).toBeGreaterThanOrEqual(8);
    expect(new Set(caseStudies.map((study) => study.slug)).size).toBe(caseStudies.length);
    const slugs = new Set<string>(services.map((service) => service.slug));
    for (const study of caseStudies) {
      expect(study.services.length).toBeGreaterThan(0);
      for (const service of study.services) expect(slugs.has(service)).toBe(true);
      for (const result of study.results) expect(result.value).toMatch(/\d/);
    }
  });

  it("uses every service somewhere, so no filter choice is always empty", () => {
    const used = new Set<string>(caseStudies.flatMap((study) => study.services));
    expect(used.size).toBe(services.length);
  });
});
