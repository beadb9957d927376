import { NOT_FOUND_PATH } from "../../app/lib/paths";
import { expect, open, pagePaths, test, waitForHydration } from "./fixtures";

/**
 * Pages whose route reads the query in a clientLoader: their HTML is the route's
 * HydrateFallback, which React Router swaps for the page once hydrated. The swap is the
 * design, so only <main>'s own children may change there.
 */
const QUERY_PAGES = new Set(["/thank-you"]);

declare global {
  interface Window {
    __stopDomChanges?: () => string[];
  }
}

/**
 * Hydration must adopt the prerendered page, not rebuild it: from the moment the client entry
 * may load until the page has hydrated, no element or text node in <body> is added, removed
 * or rewritten. Renderer-agnostic, so it holds for Preact, which reports no mismatches itself
 * (decision 0007). Left out: attributes (both renderers re-set controlled inputs, and effects
 * write the back-to-top ring), and React Router's <script>/<link> plumbing, which React hoists
 * into <head> and Preact re-creates where <Scripts> renders it.
 */
for (const path of pagePaths) {
  test.describe(path, () => {
    // Chrome logs the not-found page's own 404 status as a console error; that one is expected.
    if (path === NOT_FOUND_PATH) test.use({ allowConsoleErrors: /status of 404/ });

    test("hydration keeps the prerendered DOM as it is", async ({ page }) => {
      // Hold the client entry back, so hydration cannot start before the observer does.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      // React's streamed router state settles in <body> (its $RC reveal) before hydration runs.
      await expect(page.locator('[id^="S:"], template[id^="B:"]')).toHaveCount(0);
      await page.evaluate(observeDomChanges);
      release();
      await waitForHydration(page);
      const changes = await page.evaluate(() => window.__stopDomChanges?.() ?? []);
      const swap = / (to|from) <main#main>$/;
      const byDesign = (change: string) => QUERY_PAGES.has(path) && swap.test(change);
      expect(changes.filter((change) => !byDesign(change))).toEqual([]);
    });
  });
}

test.describe("a navigation that starts during the first hydration", () => {
  test("hydrates the waiting regions first, so the new page renders as on a fresh load", async ({
    page,
  }) => {
    await open(page, "/about");
    const fresh = await page.evaluate(canonicalMain);

    // Once the router exists: start a navigation at once, as a redirect or an early click
    // would, and hold back every zero-delay timer from then on, which is what the regions'
    // tasks wait for. A region left waiting would hydrate /home's HTML with /about.
    await page.addInitScript(() => {
      let router: { navigate: (to: string) => unknown } | undefined;
      Object.defineProperty(window, "__reactRouterDataRouter", {
        configurable: true,
        get: () => router,
        set(value: typeof router) {
          router = value;
          const setTimeoutNow = window.setTimeout.bind(window);
          window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
            setTimeoutNow(handler, delay || 1500, ...rest)) as typeof window.setTimeout;
          queueMicrotask(() => value?.navigate("/about"));
        },
      });
    });
    await page.goto("/home");
    await expect(page).toHaveURL(/\/about$/);
    await waitForHydration(page);
    expect(await page.evaluate(canonicalMain)).toBe(fresh);
  });
});

/** Runs in the page: <main>'s elements and text, attributes sorted (renderers order them apart). */
function canonicalMain(): string {
  const write = (node: Node): string => {
    if (node instanceof Element) {
      const attributes = [...node.attributes].map((a) => ` ${a.name}="${a.value}"`).sort();
      const children = [...node.childNodes].map(write).join("");
      return `<${node.localName}${attributes.join("")}>${children}</${node.localName}>`;
    }
    return node.nodeType === Node.TEXT_NODE ? (node.textContent ?? "") : "";
  };
  return write(document.querySelector("main") ?? document.body);
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
    return null; // comments: React's text separators, which Preact drops
  };
  const plumbing = (node: Node) =>
    node instanceof HTMLScriptElement || node instanceof HTMLLinkElement;
  const record = (records: MutationRecord[]) => {
    for (const mutation of records) {
      const where = name(mutation.target) ?? "?";
      if (mutation.type === "characterData") {
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
