import { readFileSync } from "node:fs";

import type { APIRequestContext, Page, Response } from "@playwright/test";

import { BELOW_THE_FOLD, RENDERED_ATTRIBUTE } from "../../app/lib/below-the-fold";
import { NOT_FOUND_PATH } from "../../app/lib/paths";
import {
  freshAnchor,
  inPageAnchors,
  landedRight,
  measureLanding,
  SHARED_ANCHORS,
} from "../cross-engine/checks.mjs";
import {
  axeViolations,
  expect,
  expectSecurityHeaders,
  holdClientEntry,
  inlineScriptHashes,
  pagePaths,
  sitePath,
  test,
  waitForHydration,
} from "./fixtures";

/**
 * Pages opened from a link in an e-mail: visited as a visitor arrives, with their token. Without
 * one, the page says after hydration that the link is incomplete, which is the design.
 */
const ARRIVAL_QUERY: Record<string, string> = {
  "/newsletter/confirm": "?token=sample-token",
  "/newsletter/unsubscribe": "?token=sample-token",
};

/**
 * The Intl APIs a page may call while it loads and hydrates. A renderer's first Intl call loads
 * ICU's data (15–80 ms of main thread here), so the site writes its numbers, dates and sort
 * orders without Intl, and React Aria's default locale is the site's (vite.locale.ts, decision
 * 0014). React Aria's Slider formats its value with Intl.NumberFormat.
 */
const INTL_WHILE_LOADING: Record<string, string[]> = {
  "/landing/saas/v3": ["NumberFormat"],
  "/shop/catalog": ["NumberFormat"],
};

declare global {
  interface Window {
    __stopDomChanges?: () => string[];
    __intlCalls?: Set<string>;
  }
}

const WIDTHS = [1400, 390] as const;

/** A page's in-page anchors (the ids its links point to, its sections'), as prerendered. */
const anchorsOf = (path: string): string[] =>
  inPageAnchors(readFileSync(`build/client${path}/index.html`, "utf8"), path);

/** The anchor a page is opened at, if it has any, and its other anchors. */
function landings(path: string): { fresh?: string; others: string[] } {
  const ids = anchorsOf(path);
  const fresh = freshAnchor(path, ids);
  return { fresh, others: ids.filter((id) => id !== fresh) };
}

test("the route table yields pages to check", () => {
  expect(pagePaths).toContain("/home");
  expect(pagePaths).toContain("/coming-soon");
  expect(pagePaths).toContain(NOT_FOUND_PATH);
});

test("the pages yield anchors to land on, the issue's two among them", () => {
  expect(pagePaths.filter((path) => anchorsOf(path).length > 0).length).toBeGreaterThan(0);
  for (const [path, id] of Object.entries(SHARED_ANCHORS)) {
    expect(anchorsOf(path), path).toContain(id);
  }
});

test("every page has its own title and description", async ({ request }) => {
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const path of pagePaths) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    expect(seen.title.get(title), `title of ${path}`).toBeUndefined();
    expect(seen.description.get(description), `description of ${path}`).toBeUndefined();
    seen.title.set(title, path);
    seen.description.set(description, path);
  }
});

/**
 * Every check a route needs in Chromium, on one load of it (CI time grows with the routes). The
 * fixture fails the test on a console error, an exception, a hydration warning or a CSP
 * violation anywhere along the way.
 *
 * 1. The response: the prerendered page (one h1, a title, a description, <main id="main">) with
 *    its status, the security headers, and a CSP that allows each of its own inline scripts.
 * 2. Hydration adopts the prerendered page, not rebuilds it: from the moment the client entry may
 *    load until the page has hydrated, no element or text node in <body> is added, removed or
 *    rewritten. React reports mismatches only in development; this checks what ships (decision
 *    0008). Left out: attributes (React re-sets controlled inputs, and effects write the
 *    back-to-top ring), React Router's <script>/<link> plumbing, which React hoists into <head>,
 *    and a countdown's figures (role="timer"), which the clock rewrites each second. No Intl API
 *    is called on the way but those the page needs.
 * 3. A page with in-page anchors is opened at one (a link shared to a section) and lands on it:
 *    once hydrated and every block below the fold has rendered, the target's top is at the root's
 *    scroll-padding plus its own scroll-margin, or as near as the page can scroll. The blocks
 *    render late (decisions 0013, 0015); those above a target must not push it away (decision
 *    0017). Then each of its other anchors, in the same document: its target exists and, scrolled
 *    to as the browser scrolls to a fragment, sits at the same offset.
 * 4. axe (WCAG 2.2 AA) at each width, back at the top of the page, the widest first; the narrower
 *    width is reached by resizing the hydrated page, so media queries and the components' resize
 *    listeners apply. At each, nothing makes a visitor pan sideways, and nothing spills out of a
 *    section that paints only inside its box (content-visibility: auto, decision 0013).
 * 5. Its Open Graph preview image exists, or it is noindex without one.
 */
for (const path of pagePaths) {
  const { fresh, others } = landings(path);
  test.describe(path, () => {
    // Chrome logs the not-found page's own 404 status as a console error; that one is expected.
    if (path === NOT_FOUND_PATH) test.use({ allowConsoleErrors: /status of 404/ });

    test(`the route's checks on one load${fresh ? ` at #${fresh}` : ""}`, async ({
      page,
      request,
    }) => {
      // The checks of what were four tests (the hydration and axe one had 30 s on its own).
      test.setTimeout(60_000);
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.addInitScript(recordIntlCalls);
      // Hold the client entry back, so hydration cannot start before the observer does.
      const release = await holdClientEntry(page);
      const response = await page.goto(
        `${path}${ARRIVAL_QUERY[path] ?? ""}${fresh ? `#${fresh}` : ""}`,
        { waitUntil: "domcontentloaded" },
      );

      const html = await test.step("the prerendered page, with its headers", () =>
        expectPrerendered(path, response));

      await test.step("hydration keeps the prerendered DOM", async () => {
        // React's streamed router state settles in <body> (its $RC reveal) before hydration runs.
        await expect(page.locator('[id^="S:"], template[id^="B:"]')).toHaveCount(0);
        await page.evaluate(observeDomChanges);
        release();
        await waitForHydration(page);
        const changes = await page.evaluate(() => window.__stopDomChanges?.() ?? []);
        expect(changes, "DOM changes made by hydration").toEqual([]);
        await expect(page.locator("h1")).toHaveCount(1);
        expect(
          await page.evaluate(() => [...(window.__intlCalls ?? [])].sort()),
          "Intl APIs called while loading",
        ).toEqual(INTL_WHILE_LOADING[path] ?? []);
      });

      if (fresh) {
        await test.step(`lands on #${fresh}; the other anchors' targets sit at the offset`, async () => {
          await blocksRendered(page);
          const landing = await page.evaluate(measureLanding, fresh);
          expect(landedRight(landing), `#${fresh}: ${JSON.stringify(landing)}`).toBe(true);
          // The visitor takes over, as a click on an in-page link does: the page stops holding
          // its first target in place (app/lib/fragment-landing.ts).
          await page.keyboard.press("Shift");
          // Each other target (measureLanding finds none if it is missing), scrolled to as the
          // browser scrolls to a fragment. Not by a same-document navigation (location.hash, a
          // link): on a freshly loaded page, React Router's <ScrollRestoration> then restores the
          // position it saved under the history key "default", which every entry made by a
          // fragment shares, and that is at times the one before the browser's own scroll.
          const missed: string[] = [];
          for (const id of others) {
            await page.evaluate((target) => {
              document
                .getElementById(target)
                ?.scrollIntoView({ block: "start", behavior: "instant" });
            }, id);
            await twoFrames(page);
            const other = await page.evaluate(measureLanding, id);
            if (!landedRight(other)) missed.push(`#${id}: ${JSON.stringify(other)}`);
          }
          expect(missed, "anchors that did not land at the offset").toEqual([]);
          // Back at the top, where a visitor without a fragment starts.
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
          await expect(page.locator(".back-to-top")).toBeHidden();
        });
      }

      for (const width of WIDTHS) {
        await test.step(`axe at ${width}px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          // Below the fold, blocks render in idle time after hydration (decision 0015); axe's
          // colour checks hit-test, so they run once every block has.
          await blocksRendered(page);
          expect(await axeViolations(page), `axe at ${width}px`).toEqual([]);
          const wider = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(wider, `page wider than the ${width}px viewport`).toBeLessThanOrEqual(0);
          expect(
            await page.evaluate(spilledOutOfSections, BELOW_THE_FOLD),
            "clipped by its section",
          ).toEqual([]);
        });
      }

      await test.step("its preview image", () => expectPreviewImage(html, request));
    });
  });
}

/**
 * The response of a page's load: its status, the prerendered page (one h1, a title, a
 * description, the main landmark), the security headers and a CSP that allows each of the page's
 * own inline scripts, hashed here. Returns the page's HTML.
 */
async function expectPrerendered(path: string, response: Response | null): Promise<string> {
  expect(response?.status()).toBe(path === NOT_FOUND_PATH ? 404 : 200);
  const html = (await response?.text()) ?? "";
  expect(html.match(/<h1[\s>]/g), "exactly one h1").toHaveLength(1);
  expect(html).toMatch(/<title>[^<]{10,70}<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,170}"/);
  expect(html).toContain('<main id="main"');
  const headers = (await response?.allHeaders()) ?? {};
  expectSecurityHeaders(headers);
  expect(headers["cache-control"]).toBe("no-cache");
  for (const hash of inlineScriptHashes(html)) {
    expect(headers["content-security-policy"]).toContain(hash);
  }
  return html;
}

/** A page's Open Graph preview: a 1200×630 PNG it links, or none and a small card if noindex. */
async function expectPreviewImage(html: string, request: APIRequestContext) {
  const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
  const card = /<meta name="twitter:card" content="([^"]*)"/.exec(html)?.[1];
  if (/<meta name="robots" content="[^"]*noindex/.test(html)) {
    expect(image).toBeUndefined();
    expect(card).toBe("summary");
    return;
  }
  expect(card).toBe("summary_large_image");
  expect(html).toContain('<meta property="og:image:width" content="1200"');
  expect(html).toContain('<meta property="og:image:height" content="630"');
  expect(image, "og:image").toBeDefined();
  const response = await request.get(sitePath(image ?? ""));
  expect(response.status(), image).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  // PNG signature, then the IHDR chunk's width and height.
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}

/** Waits until every block below the fold has rendered, and its layout has settled. */
async function blocksRendered(page: Page) {
  await expect(page.locator(`:is(${BELOW_THE_FOLD}):not([${RENDERED_ATTRIBUTE}])`)).toHaveCount(0);
  await twoFrames(page);
}

/** Two frames, so the last change's layout (and any scroll it brings) has settled. */
async function twoFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Runs in the page before its scripts: records which Intl APIs (and locale-aware methods) are called. */
function recordIntlCalls() {
  const calls = (window.__intlCalls = new Set<string>());
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const api = intl[name];
    if (typeof api !== "function") continue;
    intl[name] = new Proxy(api, {
      construct(target, args, newTarget) {
        calls.add(name);
        return Reflect.construct(target, args, newTarget) as object;
      },
      apply(target, self, args) {
        calls.add(name);
        return Reflect.apply(target, self, args) as unknown;
      },
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (key !== "supportedLocalesOf" || typeof value !== "function") return value;
        return (...args: unknown[]) => {
          calls.add(`${name}.supportedLocalesOf`);
          return Reflect.apply(value, target, args) as unknown;
        };
      },
    });
  }
  const methods: [object, string][] = [
    [String.prototype, "localeCompare"],
    [Number.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleDateString"],
    [Date.prototype, "toLocaleTimeString"],
  ];
  for (const [prototype, method] of methods) {
    const original = Reflect.get(prototype, method) as (...args: unknown[]) => unknown;
    Reflect.set(prototype, method, function (this: unknown, ...args: unknown[]) {
      calls.add(method);
      return Reflect.apply(original, this, args);
    });
  }
}

/**
 * Runs in the page: elements that reach outside a below-the-fold section or the footer (whose
 * painting content-visibility confines to their box) with nothing between them and the
 * section that clips them anyway: a scroll or overflow-hidden box, an SVG's viewport, or a
 * visually hidden box.
 */
function spilledOutOfSections(selector: string) {
  const found: string[] = [];
  for (const section of document.querySelectorAll(selector)) {
    const box = section.getBoundingClientRect();
    for (const element of section.querySelectorAll("*")) {
      const rect = element.getBoundingClientRect();
      if (!rect.width || !rect.height) continue;
      // A closed <details> lays out its content without showing it.
      const closed = element.closest("details:not([open])");
      if (closed && !element.closest("summary")) continue;
      const outside =
        rect.left < box.left - 1 ||
        rect.right > box.right + 1 ||
        rect.top < box.top - 1 ||
        rect.bottom > box.bottom + 1;
      if (!outside) continue;
      const ancestry: Element[] = [];
      for (let node: Element | null = element; node && node !== section; node = node.parentElement)
        ancestry.push(node);
      // Drawn inside an SVG, or inside a box that clips or scrolls it.
      const clipped = ancestry.some((node) => {
        const style = getComputedStyle(node);
        const inSvg = node !== element && node instanceof SVGElement;
        return inSvg || style.overflowX !== "visible" || style.overflowY !== "visible";
      });
      if (!clipped)
        found.push(`<${element.localName} class="${element.getAttribute("class") ?? ""}">`);
    }
  }
  return found;
}

/** Runs in the page: records node changes in <body> from now on, until __stopDomChanges(). */
function observeDomChanges() {
  const changes: string[] = [];
  const name = (node: Node): string | null => {
    if (node instanceof Element) {
      const id = node.id ? `#${node.id}` : "";
      const cls = node.getAttribute("class")?.split(" ")[0];
      return `<${node.localName}${id}${cls ? `.${cls}` : ""}>`;
    }
    if (node.nodeType === Node.TEXT_NODE) return `"${node.textContent?.slice(0, 40)}"`;
    return null; // comments: React's text separators
  };
  const plumbing = (node: Node) =>
    node instanceof HTMLScriptElement || node instanceof HTMLLinkElement;
  const record = (records: MutationRecord[]) => {
    for (const mutation of records) {
      const where = name(mutation.target) ?? "?";
      if (mutation.type === "characterData") {
        // A countdown's figures are the clock's, not hydration's: its first tick comes on the
        // next whole second after hydration, which a busy machine can reach before this stops.
        if (mutation.target.parentElement?.closest('[role="timer"]')) continue;
        if (mutation.target.textContent !== mutation.oldValue) changes.push(`${where} rewritten`);
        continue;
      }
      for (const node of mutation.addedNodes)
        if (!plumbing(node) && name(node)) changes.push(`${name(node)} added to ${where}`);
      for (const node of mutation.removedNodes)
        if (!plumbing(node) && name(node)) changes.push(`${name(node)} removed from ${where}`);
    }
  };
  const observer = new MutationObserver(record);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    characterDataOldValue: true,
  });
  window.__stopDomChanges = () => {
    record(observer.takeRecords());
    observer.disconnect();
    return changes;
  };
}
