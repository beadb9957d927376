import AxeBuilder from "@axe-core/playwright";

import { NOT_FOUND_PATH } from "../../app/lib/paths";
import { allPaths, expect, open, pagePaths, test } from "./fixtures";

const WIDTHS = [390, 1400] as const;
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

for (const path of pagePaths) {
  test.describe(`${path}: hydration and accessibility`, () => {
    // Chrome logs the not-found page's own 404 status as a console error; that one is expected.
    if (path === NOT_FOUND_PATH) test.use({ allowConsoleErrors: /status of 404/ });

    for (const width of WIDTHS) {
      test(`hydrates cleanly and passes axe at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const response = await open(page, path);
        expect(response?.status()).toBe(path === NOT_FOUND_PATH ? 404 : 200);
        await expect(page.locator("h1")).toHaveCount(1);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.target}`)).toEqual([]);
      });
    }
  });
}
