import { readFileSync } from "node:fs";

import { chromium } from "@playwright/test";

import type { ErrorPageProps } from "../../app/components/error-page";
import { site } from "../../app/content/generated/site";
import { headerActions } from "../../app/content/navigation";
import { chromiumLaunchOptions, E2E_PORT } from "./browser";
import { contentSection } from "./content";
import { comingSoon } from "./content-readers";
import { expect, open, test } from "./fixtures";

const prerenderedRoot = readFileSync("build/client/index.html", "utf8");

/** The ShadowCradle domains of content/site.yaml. */
const [productHost = "", otherHost = productHost] = site.shadowCradleDefaultHosts;

/** What the header's Portal Login link leads to: the coming-soon page's portal variant. */
const portalHeading = async () => {
  const query = new URL(headerActions.portalLogin.href, "http://site").searchParams;
  return (await comingSoon()).products[query.get("product")!]!.heading;
};

test.describe("root redirect", () => {
  test("the server sends / to /home with a 302 on the company host", async ({ request }) => {
    const response = await request.get("/?ref=ad", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/home?ref=ad");
  });

  for (const host of [productHost, otherHost, `www.${productHost}`.toUpperCase()]) {
    test(`the server sends / to /shadowcradle for Host ${host}`, async ({ request }) => {
      const response = await request.get("/", {
        maxRedirects: 0,
        headers: { host: `${host}:${E2E_PORT}` },
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/shadowcradle");
    });
  }

  test("a browser on a ShadowCradle host lands on /shadowcradle", async () => {
    const hosts = [productHost, `www.${productHost}`];
    const rules = hosts.map((host) => `MAP ${host} 127.0.0.1`).join(", ");
    const browser = await chromium.launch(
      chromiumLaunchOptions([`--host-resolver-rules=${rules}`]),
    );
    try {
      for (const host of [hosts[0]!, hosts[1]!.toUpperCase()]) {
        const page = await browser.newPage();
        await page.goto(`http://${host}:${E2E_PORT}/`);
        expect(new URL(page.url()).pathname).toBe("/shadowcradle");
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });

  test("without the server's help, the page itself redirects, replacing history", async ({
    page,
  }) => {
    // Serve the prerendered "/" as a static host would, so only the client redirect runs.
    await page.route(/\/$/, (route) =>
      route.fulfill({ body: prerenderedRoot, contentType: "text/html" }),
    );
    await open(page, "/coming-soon");
    const before = await page.evaluate(() => history.length);
    await page.goto("/");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // One entry for the visit; "/" itself was replaced, so Back skips it.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });

  test("the page redirect also knows the ShadowCradle hosts", async () => {
    const browser = await chromium.launch(
      chromiumLaunchOptions([
        `--host-resolver-rules=MAP www.${productHost} 127.0.0.1`,
        // The fulfilled document counts as public; let it load its assets from loopback.
        "--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests",
      ]),
    );
    try {
      const page = await browser.newPage();
      await page.route(/\/$/, (route) =>
        route.fulfill({ body: prerenderedRoot, contentType: "text/html" }),
      );
      await page.goto(`http://www.${productHost}:${E2E_PORT}/coming-soon`);
      const before = await page.evaluate(() => history.length);
      await page.goto(`http://www.${productHost}:${E2E_PORT}/`);
      await expect(page).toHaveURL(/\/shadowcradle$/);
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
    } finally {
      await browser.close();
    }
  });
});

test.describe("lazy route loading", () => {
  test('shows a "Loading..." status while a route\'s code loads', async ({ page }) => {
    await open(page, "/home");
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/coming-soon-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const status = page.getByRole("status").filter({ hasText: "Loading..." });
    await expect(status).toHaveCount(0);

    await page.getByRole("link", { name: "Portal Login" }).click();
    await expect(status).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(await portalHeading());
    await expect(status).toHaveCount(0);
  });
});

test.describe("not found", () => {
  test.use({ allowConsoleErrors: /status of 404/ });

  test("an unknown path gets a 404 status and the designed page", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    const { notFound, suggestions } = await contentSection<ErrorPageProps>("404", "ErrorPage");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
    await expect(page.getByRole("banner")).toBeVisible();
    const home = suggestions.find((suggestion) => suggestion.href === "/home")!;
    await expect(page.getByRole("main").getByRole("link", { name: home.label })).toHaveAttribute(
      "href",
      "/home",
    );
  });
});
