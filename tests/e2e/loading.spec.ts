import { expect, open, test } from "./fixtures";

// The page paints from its HTML and CSS first; React Router's modules start downloading only
// after that (scripts/postbuild.mjs, deferModuleBootstrap), so they never compete with the CSS
// and the font for the first paint.
for (const path of ["/home", "/shadowcradle", "/contact"]) {
  test(`${path}: scripts start after the first contentful paint, then the page hydrates`, async ({
    page,
  }) => {
    await open(page, path);
    const timing = await page.evaluate(() => {
      const paint = performance
        .getEntriesByType("paint")
        .find((entry) => entry.name === "first-contentful-paint");
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime);
      return { paint: paint?.startTime ?? null, firstScript: Math.min(...scripts) };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.firstScript).toBeGreaterThan(timing.paint ?? Infinity);
    // The modulepreload links come back once the bootstrap runs, so the graph loads in parallel.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3);
  });
}
