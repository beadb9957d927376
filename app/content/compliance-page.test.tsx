import { render, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import page from "~/content/generated/pages/compliance";
import { site } from "~/content/generated/site";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";
import Compliance from "~/routes/pages/compliance";
import { expectHeadingOutline, expectLabelledSections } from "~/testing/page-outline";

const knownPaths = new Set([...routePaths(routes), "/.well-known/security.txt"]);
const renderPage = () => render(<Compliance />, { wrapper: MemoryRouter });

/** The rendered region of the page's section of `kind` (by the id its file gives it). */
const regionOf = (kind: string) => {
  const entry = page.sections.find((section) => section.section === kind);
  const region = document.querySelector(`section[aria-labelledby="${String(entry?.id)}"]`);
  expect(region, kind).toBeTruthy();
  return region as HTMLElement;
};

describe("/compliance", () => {
  it("has one h1, no skipped heading levels and labelled sections", () => {
    const { container } = renderPage();
    expectHeadingOutline(container);
    expectLabelledSections(container);
    expect(container.querySelectorAll("[style]")).toHaveLength(0);
  });

  it("gives every framework card its deliverables", () => {
    renderPage();
    const cards = within(regionOf("FrameworkGrid")).getAllByRole("article");
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(within(card).getByRole("heading", { level: 3 })).toBeTruthy();
      expect(within(card).getAllByRole("listitem").length).toBeGreaterThan(0);
    }
  });

  it("claims no certification the company does not hold", () => {
    const { container } = renderPage();
    const text = container.textContent ?? "";
    expect(text).not.toMatch(/\b(we are|is) (SOC 2|ISO 27001)[^.]* certified\b(?! today)/i);
    expect(text).not.toMatch(/SOC 2 (Type II )?(certified|compliant)/i);
  });

  it("gives response times, safe harbor and scope in the disclosure policy", () => {
    renderPage();
    const region = regionOf("DisclosurePolicy");
    // The response timeline, then safe harbor, scope, in scope and out of scope.
    expect(within(region).getAllByRole("heading", { level: 3 }).length).toBeGreaterThanOrEqual(3);
    expect(within(region).getAllByRole("heading", { level: 4 }).length).toBeGreaterThanOrEqual(2);
    expect(within(region).getByRole("link", { name: site.email.security })).toBeTruthy();
  });

  it("links only to real routes, anchors on the page, or mail", () => {
    const { container } = renderPage();
    for (const link of container.querySelectorAll("a")) {
      const href = link.getAttribute("href") ?? "";
      if (href.startsWith("#"))
        expect(container.querySelector(`[id="${href.slice(1)}"]`)).toBeTruthy();
      else if (href.startsWith("/")) expect(knownPaths, href).toContain(href.split(/[?#]/)[0]);
      else expect(href).toMatch(/^mailto:/);
    }
  });
});
