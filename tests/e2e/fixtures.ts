import { createHash } from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test as base } from "@playwright/test";
import axe from "axe-core";

import { site } from "../../app/content/generated/site";
import { NOT_FOUND_PATH } from "../../app/lib/paths";
import { routePaths } from "../../app/lib/route-paths";
import routes from "../../app/routes";
import { isCrossOriginReadable } from "../../server/file-policy";

const routeTable = routePaths(routes);

/**
 * Prerendered files that are not HTML pages (feeds, the CSAF files), by their extension; a
 * folder's listing (written as its index.html) by its folder's URL, where it answers.
 */
const isResource = (path: string) => /\.[a-z0-9]+$/.test(path);
export const resourcePaths = routeTable
  .filter(isResource)
  .map((path) => path.replace(/\/index\.html$/, "/"));

/** Whether other sites may read the file at `path` (CORS *, CORP cross-origin). */
export { isCrossOriginReadable };

/** Every prerendered HTML path of the route table, plus the not-found page. */
export const allPaths = [...routeTable.filter((path) => !isResource(path)), NOT_FOUND_PATH];

/** Paths that are real pages (the root only redirects). */
export const pagePaths = allPaths.filter((path) => path !== "/");

interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Every test gets a page that records console errors, uncaught exceptions and CSP
 * violations; the test fails if any happened, unless it declares them expected.
 */
export const test = base.extend<{ problems: PageProblems; allowConsoleErrors: RegExp | null }>({
  allowConsoleErrors: [null, { option: true }],
  problems: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          window.__cspViolations?.push(`${event.violatedDirective}: ${event.blockedURI}`);
        });
      });
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && !allowConsoleErrors?.test(text)) {
          problems.consoleErrors.push(text);
        }
        if (message.type() === "warning" && /hydrat/i.test(text)) problems.consoleErrors.push(text);
      });
      page.on("pageerror", (error) => problems.pageErrors.push(error.message));
      await use(problems);
      problems.cspViolations.push(...(await collectCspViolations(page)));
      expect(problems, "no console errors, exceptions or CSP violations").toEqual({
        consoleErrors: [],
        pageErrors: [],
        cspViolations: [],
      });
    },
    { auto: true },
  ],
});

async function collectCspViolations(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  return page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
}

/**
 * Holds the page's client entry back until the returned function is called: until then the
 * prerendered page cannot hydrate, so a test can act on it before hydration for certain.
 */
export async function holdClientEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The rules every page meets: WCAG 2.2 AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe's WCAG 2.2 AA violations on the page as it is now, each as "rule: first target". Run in
 * the page itself (legacy mode, violations only): the default mode runs axe in each frame, then
 * opens a blank page to merge the results, twice the time on a page with no frames (0.9 s against
 * 1.7 s a run here, decision 0027). The site's pages have none.
 *
 * axe-core goes into a document once: AxeBuilder evaluates its 1.5 MB source twice each run
 * (its own check, then its frame injection), about 0.2 s each, and a page is checked at two
 * widths. Given a source that does nothing, it runs the axe already there: 2.06 s against
 * 1.49 s for the two runs of a page here.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  // options() replaces every option given before it: first, then the tags.
  const results = await new AxeBuilder({ page, axeSource: ";" })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.target}`);
}

/**
 * Waits until React has hydrated the page (root.tsx sets the marker). Longer than the default
 * expect timeout: on a busy 2-core machine a heavy page (React Aria, carousels) took over 5 s.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Scrolls the window to an exact position and lets scroll listeners run. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

/**
 * The expanded state Chromium gives assistive technology for an element, from its accessibility
 * tree: a popover's invoking button is expanded while the popover is open, with no aria-expanded
 * (HTML forbids one beside popovertarget), so the attribute cannot be asserted there.
 */
export async function exposedExpanded(locator: Locator): Promise<boolean | undefined> {
  const page = locator.page();
  const mark = "data-e2e-ax";
  await locator.evaluate((node, name) => node.setAttribute(name, ""), mark);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[${mark}]`,
    });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      nodeId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
    await locator.evaluate((node, name) => node.removeAttribute(name), mark);
  }
}

/**
 * Records every offset Embla writes to a carousel's track (its transform) from now on, along
 * the carousel's axis. The returned function reads the record: a jump writes the new slide's
 * offset and nothing between, an animated move writes a frame's worth of offsets on the way.
 */
export async function recordTrackOffsets(track: Locator, axis: "x" | "y") {
  const page = track.page();
  const key = `e2eOffsets${axis}`;
  await track.evaluate((node, name) => {
    const seen: string[] = [];
    Object.assign(window, { [name]: seen });
    new MutationObserver(() => seen.push(node.style.transform)).observe(node, {
      attributeFilter: ["style"],
    });
  }, key);
  return async (): Promise<number[]> => {
    const moves = await page.evaluate(
      (name) => (window as unknown as Record<string, string[]>)[name] ?? [],
      key,
    );
    return moves.map((transform) => {
      const match = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px, 0px\)/.exec(transform);
      if (!match) throw new Error(`unexpected transform: ${transform}`);
      return Number(axis === "x" ? match[1] : match[2]);
    });
  };
}

/**
 * The security headers every response carries, whatever its status. The browser tests reach the
 * server over plain HTTP, so HSTS and `upgrade-insecure-requests` are absent: they are sent only
 * over TLS (decision 0002); headers.spec.ts asks once as the production proxy does.
 */
export function expectSecurityHeaders(
  headers: Record<string, string>,
  { crossOrigin = false } = {},
) {
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toContain("upgrade-insecure-requests");
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(headers["cross-origin-resource-policy"]).toBe(
    crossOrigin ? "cross-origin" : "same-origin",
  );
  expect(headers["access-control-allow-origin"]).toBe(crossOrigin ? "*" : undefined);
  expect(headers["x-powered-by"]).toBeUndefined();
}

/** sha256 sources of an HTML page's inline scripts, computed here independently of the server. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
}

/** The site-relative part of an absolute URL on the canonical origin. */
export function sitePath(url: string): string {
  expect(url.startsWith(`${site.origin}/`), url).toBe(true);
  return url.slice(site.origin.length);
}

export { expect };
