import AxeBuilder from "@axe-core/playwright";

import { BELOW_THE_FOLD, RENDERED_ATTRIBUTE } from "../../app/lib/below-the-fold";
import { NOT_FOUND_PATH } from "../../app/lib/paths";
import { allPaths, expect, pagePaths, test, waitForHydration } from "./fixtures";

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
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test("the route table yields pages to check", () => {
  expect(pagePaths).toContain("/home");
  expect(pagePaths).toContain("/coming-soon");
  expect(pagePaths).toContain(NOT_FOUND_PATH);
});

test.describe("prerendered HTML", () => {
  for (const path of allPaths) {
    test(`${path} is prerendered with one h1, a title and a description`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      if (path === "/") {
        expect(response.status()).toBe(302);
        return;
      }
      expect(response.status()).toBe(path === NOT_FOUND_PATH ? 404 : 200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g), "exactly one h1").toHaveLength(1);
      expect(html).toMatch(/<title>[^<]{10,70}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,170}"/);
      expect(html).toContain('<main id="main"');
    });
  }

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
});

/**
 * One load per page for the per-route checks (they were three: CI time grows with the routes).
 *
 * Hydration must adopt the prerendered page, not rebuild it: from the moment the client entry
 * may load until the page has hydrated, no element or text node in <body> is added, removed
 * or rewritten. React reports mismatches only in development; this checks what ships
 * (decision 0008). Left out: attributes (React re-sets controlled inputs, and effects write
 * the back-to-top ring), React Router's <script>/<link> plumbing, which React hoists into
 * <head>, and a countdown's figures (role="timer"), which the clock rewrites each second.
 *
 * Then axe (WCAG 2.2 AA) at each width, the widest first; the narrower width is reached by
 * resizing the hydrated page, so media queries and the components' resize listeners apply.
 */
for (const path of pagePaths) {
  test.describe(path, () => {
    // Chrome logs the not-found page's own 404 status as a console error; that one is expected.
    if (path === NOT_FOUND_PATH) test.use({ allowConsoleErrors: /status of 404/ });

    test(`hydration keeps the prerendered DOM as it is; axe passes at ${WIDTHS.join(" and ")}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.addInitScript(recordIntlCalls);
      // Hold the client entry back, so hydration cannot start before the observer does.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      const response = await page.goto(`${path}${ARRIVAL_QUERY[path] ?? ""}`, {
        waitUntil: "domcontentloaded",
      });
      expect(response?.status()).toBe(path === NOT_FOUND_PATH ? 404 : 200);
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

      for (const width of WIDTHS) {
        await test.step(`axe at ${width}px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          // Below the fold, blocks render in idle time after hydration (decision 0015); axe's
          // colour checks hit-test, so they run once every block has.
          await expect(
            page.locator(`:is(${BELOW_THE_FOLD}):not([${RENDERED_ATTRIBUTE}])`),
          ).toHaveCount(0);
          const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          const found = results.violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.target}`);
          expect(found, `axe at ${width}px`).toEqual([]);
          // Nothing makes a visitor pan sideways, and nothing spills out of a section that
          // paints only inside its box (content-visibility: auto, decision 0013).
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
    });
  });
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
