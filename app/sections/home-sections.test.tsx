import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import Home from "~/routes/company/home";

// The home page is the first composition of these sections: check the outline they produce together.
describe("home page sections", () => {
  const renderHome = () => render(<Home />, { wrapper: MemoryRouter });

  it("has exactly one h1 and never skips a heading level", () => {
    const { container } = renderHome();
    const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) =>
      Number(heading.tagName[1]),
    );
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  });

  it("labels every section by a heading inside it", () => {
    const { container } = renderHome();
    const sections = [...container.querySelectorAll("section")];
    expect(sections.length).toBeGreaterThanOrEqual(8);
    for (const section of sections) {
      const id = section.getAttribute("aria-labelledby");
      expect(id, section.className).toBeTruthy();
      expect(section.querySelector(`[id="${id}"]`)?.tagName).toMatch(/^H[12]$/);
    }
  });

  it("uses no inline styles (the CSP forbids them) and sizes every SVG", () => {
    const { container } = renderHome();
    expect(container.querySelectorAll("[style]")).toHaveLength(0);
    for (const svg of container.querySelectorAll("svg")) {
      expect(svg.getAttribute("width")).toBeTruthy();
      expect(svg.getAttribute("height")).toBeTruthy();
    }
  });

  it("gives every link a unique, non-empty name per destination", () => {
    const { container } = renderHome();
    const names = new Map<string, Set<string>>();
    for (const link of container.querySelectorAll("a")) {
      const name = link.textContent?.trim() ?? "";
      expect(name, link.getAttribute("href") ?? "").not.toBe("");
      const hrefs = names.get(name) ?? new Set();
      hrefs.add(link.getAttribute("href") ?? "");
      names.set(name, hrefs);
    }
    for (const [name, hrefs] of names) expect(hrefs.size, name).toBe(1);
  });
});
