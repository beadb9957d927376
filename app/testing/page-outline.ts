// Assertions every rendered page composition meets, shared by the page and section tests.
import { readdirSync } from "node:fs";

import { expect } from "vitest";

import { site } from "~/content/generated/site";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";

/** One h1, first, and no heading level skipped on the way down. */
export function expectHeadingOutline(container: Element) {
  const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) =>
    Number(heading.tagName[1]),
  );
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
}

/** Every <section> is named by an h1/h2 inside it; returns the sections for further checks. */
export function expectLabelledSections(container: Element) {
  const sections = [...container.querySelectorAll("section")];
  for (const section of sections) {
    const id = section.getAttribute("aria-labelledby");
    expect(id, section.className).toBeTruthy();
    expect(section.querySelector(`[id="${id}"]`)?.tagName).toMatch(/^H[12]$/);
  }
  return sections;
}

/** No inline styles (the CSP's style-src 'self' would block them) and every SVG sized. */
export function expectNoInlineStylesAndSizedSvgs(container: Element) {
  expect(container.querySelectorAll("[style], style")).toHaveLength(0);
  for (const svg of container.querySelectorAll("svg")) {
    expect(svg.getAttribute("width")).toBeTruthy();
    expect(svg.getAttribute("height")).toBeTruthy();
  }
}

/** A link's accessible name: its aria-label (an icon-only link's), else its text. */
const linkName = (link: Element) =>
  (link.getAttribute("aria-label") ?? link.textContent ?? "").trim();

/** Every link has a name, and one name never leads to two destinations. */

export function expectLinkNamesConsistent(container: Element) {
  const names = new Map<string, Set<string>>();
  for (const link of container.querySelectorAll("a")) {
    const href = link.getAttribute("href") ?? "";
    const name = linkName(link);
    expect(name, href).not.toBe("");
    names.set(name, (names.get(name) ?? new Set()).add(href));
  }
  for (const [name, hrefs] of names) expect(hrefs.size, name).toBe(1);
}

let knownPaths: Set<string> | undefined;

/**
 * Every link has a name and leads somewhere real: an element on the page, a route of the route
 * table, a file of public/, or an allowed scheme. `onInternal` sees each site URL for page-specific checks.
 */
export function expectLinksResolve(
  container: Element,
  {
    external = /^(mailto|tel):/,
    onInternal,
  }: { external?: RegExp; onInternal?: (url: URL, href: string) => void } = {},
) {
  // The route table's pages, and the files public/ serves as they are (security.txt).
  knownPaths ??= new Set([
    ...routePaths(routes),
    ...readdirSync("public", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.replace(/^public/, "")}/${entry.name}`),
  ]);
  for (const link of container.querySelectorAll("a")) {
    const href = link.getAttribute("href") ?? "";
    expect(linkName(link), href).not.toBe("");
    if (href.startsWith("#")) {
      expect(container.querySelector(`[id="${href.slice(1)}"]`), href).not.toBeNull();
    } else if (href.startsWith("/")) {
      const url = new URL(href, site.origin);
      expect(knownPaths.has(url.pathname), href).toBe(true);
      onInternal?.(url, href);
    } else {
      expect(href).toMatch(external);
    }
  }
}
