import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import about from "~/content/generated/pages/about";
import portfolio from "~/content/generated/pages/portfolio";
import servicesPage from "~/content/generated/pages/services";
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

// The /about, /services and /portfolio compositions: outline, landmarks, links and content rules
// (the catalogues themselves: app/content/catalogues.test.ts).
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
