import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { site } from "~/content/site";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";

import Compliance from "./compliance";

const knownPaths = new Set([...routePaths(routes), "/.well-known/security.txt"]);
const renderPage = () => render(<Compliance />, { wrapper: MemoryRouter });

describe("/compliance", () => {
  it("has one h1, no skipped heading levels and labelled sections", () => {
    const { container } = renderPage();
    const levels = [...container.querySelectorAll("h1, h2, h3, h4")].map((h) =>
      Number(h.tagName[1]),
    );
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    for (const section of container.querySelectorAll("section")) {
      const id = section.getAttribute("aria-labelledby") ?? "";
      expect(section.querySelector(`[id="${id}"]`)).toBeTruthy();
    }
    expect(container.querySelectorAll("[style]")).toHaveLength(0);
  });

  it("covers every framework the brief names, each with deliverables", () => {
    renderPage();
    const region = screen.getByRole("region", { name: /Nine frameworks/ });
    for (const name of [
      "SOC 2",
      "ISO 27001",
      "HIPAA",
      "PCI DSS",
      "GDPR",
      "NIST CSF 2.0",
      "CIS Controls v8",
      "NIS2",
      "DORA",
    ]) {
      const card = within(region).getByRole("heading", { level: 3, name }).closest("article");
      expect(within(card as HTMLElement).getAllByRole("listitem").length).toBeGreaterThanOrEqual(3);
    }
  });

  it("claims no certification the company does not hold", () => {
    const { container } = renderPage();
    const text = container.textContent ?? "";
    expect(text).toContain("Audit in progress");
    expect(text).toContain("We are not ISO 27001 certified today");
    expect(text).not.toMatch(/\b(we are|is) (SOC 2|ISO 27001)[^.]* certified\b(?! today)/i);
    expect(text).not.toMatch(/SOC 2 (Type II )?(certified|compliant)/i);
  });

  it("gives response times, safe harbor and scope in the disclosure policy", () => {
    renderPage();
    const region = screen.getByRole("region", { name: "Report a vulnerability" });
    expect(within(region).getByText("2 business days")).toBeTruthy();
    expect(within(region).getByText("5 business days")).toBeTruthy();
    for (const name of ["Safe harbor", "Scope", "In scope", "Out of scope"]) {
      expect(within(region).getByRole("heading", { name })).toBeTruthy();
    }
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
