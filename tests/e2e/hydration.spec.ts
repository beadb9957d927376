import { NOT_FOUND_PATH } from "../../app/lib/paths";
import { expect, pagePaths, test, waitForHydration } from "./fixtures";

/**
 * Pages opened from a link in an e-mail: visited as a visitor arrives, with their token. Without
 * one, the page says after hydration that the link is incomplete, which is the design.
 */
const ARRIVAL_QUERY: Record<string, string> = {
  "/newsletter/confirm": "?token=sample-token",
  "/newsletter/unsubscribe": "?token=sample-token",
};

declare global {
  interface Window {
    __stopDomChanges?: () => string[];
  }
}

/**
 * Hydration must adopt the prerendered page, not rebuild it: from the moment the client entry
 * may load until the page has hydrated, no element or text node in <body> is added, removed
 * or rewritten. React reports mismatches only in development; this checks what ships
 * (decision 0008). Left out: attributes (React re-sets controlled inputs, and effects write
 * the back-to-top ring), React Router's <script>/<link> plumbing, which React hoists into
 * <head>, and a countdown's figures (role="timer"), which the clock rewrites each second.
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
      await page.goto(`${path}${ARRIVAL_QUERY[path] ?? ""}`, { waitUntil: "domcontentloaded" });
      // React's streamed router state settles in <body> (its $RC reveal) before hydration runs.
      await expect(page.locator('[id^="S:"], template[id^="B:"]')).toHaveCount(0);
      await page.evaluate(observeDomChanges);
      release();
      await waitForHydration(page);
      const changes = await page.evaluate(() => window.__stopDomChanges?.() ?? []);
      expect(changes).toEqual([]);
    });
  });
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
