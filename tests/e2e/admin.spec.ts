import { readFileSync } from "node:fs";

import { expect, type Page, test } from "@playwright/test";

import { site } from "../../app/content/generated/site";
import { useEditServer } from "./edit-server";

/** Every request the page makes, and its console errors, from now on. */
function watch(page: Page) {
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { requests, consoleErrors };
}

/** Requests that left `origin` (data: and blob: URLs stay in the page). */
const offOrigin = (requests: string[], origin: string) =>
  requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);

test("/admin/ has its own CSP, talks only to the site and logs no error", async ({
  page,
  baseURL,
}) => {
  const { requests, consoleErrors } = watch(page);
  const response = await page.goto("/admin/");
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  const csp = headers["content-security-policy"]!;
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  // Framed by the site itself only: Sveltia's blob: preview frame inherits this policy.
  expect(csp).toContain(`frame-ancestors ${site.origin};`);
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(headers["cache-control"]).toBe("no-cache");
  // Unconfigured build, on this machine: Sveltia starts, with the local repository only.
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator("#editor-unavailable")).toBeHidden();
  // Sveltia keeps timers running (no network idle): give late requests a moment.
  await page.waitForTimeout(1_500);
  expect(offOrigin(requests, new URL(baseURL!).origin)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  // Its fonts come from here.
  expect(requests.some((url) => /\/admin\/assets\/source-sans-3-.*\.woff2$/.test(url))).toBe(true);
});

test("no visitor's page leads to /admin/", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
  const home = readFileSync("build/client/home/index.html", "utf8");
  expect(home).not.toContain("/admin");
  expect((await request.get("/admin", { maxRedirects: 0 })).headers().location).toBe("/admin/");
});

test.describe("npm run edit", () => {
  const server = useEditServer();

  test("opens the working tree without a login or a dialog, and lists the collections", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { requests, consoleErrors } = watch(page);
    await page.goto(server.url);
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
    const collections = page.getByRole("tree", { name: "Collection List" });
    await expect(collections).toBeVisible({ timeout: 30_000 });
    for (const name of ["Company", "Templates", "Labs", "Articles", "Site", "Products"]) {
      await expect(collections.getByRole("treeitem", { name, exact: true })).toBeVisible();
    }
    await page.waitForTimeout(1_500);
    expect(offOrigin(requests, new URL(server.url).origin)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
