import type { APIRequestContext, Page } from "@playwright/test";

import {
  resultSummary,
  SEARCH_API_PATH,
  SEARCH_PATH,
  type SearchAnswer,
} from "../../app/lib/search";
import { literal, searchPhrases, sharedSearchWord } from "./content-readers";
import { axeViolations, expect, open, test } from "./fixtures";

// What the tests type: words of the Labs entries' titles (two in a row), so that they keep
// finding something when the copy changes. "Search" is the contract's name of the header's
// link and of the form's button.
const phrases = await searchPhrases();
const [first, second] = phrases[0]!;
const [third, fourth] = phrases[1]!;
/** The second word cut short, as it is while the visitor is still typing it. */
const typing = `${first} ${second.slice(0, 3)}`;

/** The address of /search for a query, as the form writes it. */
const searchUrl = (query: string) =>
  new RegExp(`${literal(`${SEARCH_PATH}?${new URLSearchParams({ q: query })}`).source}$`);

/** The line the page shows above the results for `query`, with the server's count. */
async function summary(request: APIRequestContext, query: string) {
  const answer = await request.get(`${SEARCH_API_PATH}?${new URLSearchParams({ q: query })}`);
  const { total } = (await answer.json()) as SearchAnswer;
  expect(total, `results for ${query}`).toBeGreaterThan(0);
  return resultSummary(total, query);
}

/** A highlighted word is a query word, or grows from one (the index stems words: porter). */
const isQueryWord = (marked: string, terms: string[]) =>
  terms.some((term) => marked.toLowerCase().startsWith(term.slice(0, 3)));

/** The paths the sitemap lists: the only pages search may lead to. */
async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const results = (page: Page) => page.locator(".search-results:visible > li");

test.describe("site search", () => {
  for (const width of [390, 1400]) {
    test(`the header's Search link leads to /search at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, "/home");
      const link = page.getByRole("banner").getByRole("link", { name: "Search", exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(SEARCH_PATH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("search")).toBeVisible();
    });
  }

  test("at 992px the Search link fits the header's one row, at full target size", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await open(page, "/home");
    const link = page.getByRole("banner").getByRole("link", { name: "Search", exact: true });
    const box = (await link.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    const started = (await page.getByRole("link", { name: "Get Started" }).boundingBox())!;
    expect(started.x + started.width).toBeLessThanOrEqual(992);
    expect(Math.abs(started.y + started.height / 2 - (box.y + box.height / 2))).toBeLessThan(4);
  });

  test("results appear as the visitor types, the URL follows, the count is announced", async ({
    page,
    request,
  }) => {
    await open(page, SEARCH_PATH);
    // The accessible contract (product-notes.md): a searchbox named "Search" in a search landmark.
    const box = page.getByRole("search").getByRole("searchbox", { name: "Search", exact: true });
    await box.pressSequentially(typing, { delay: 30 });
    await expect(results(page).first()).toBeVisible();
    await expect(page).toHaveURL(searchUrl(typing));
    const line = await summary(request, typing);
    const status = page.getByRole("status").filter({ hasText: line });
    await expect(status).toHaveText(line);
    // Every result: a page's linked title, maybe its best part's link, an excerpt; the terms
    // are marked.
    for (const item of await results(page).all()) {
      await expect(item.getByRole("heading").getByRole("link")).toHaveAttribute("href", /^\//);
    }
    const marked = await page.locator(".search-results mark").allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    for (const text of marked) expect(isQueryWord(text, [first, second]), text).toBe(true);
    // Clearing the box clears the query.
    await box.fill("");
    await expect(page).toHaveURL(/\/search$/);
  });

  test("finds case studies and Labs entries, and only pages of the sitemap", async ({
    page,
    request,
  }) => {
    const indexable = await sitemapPaths(request);
    // A word both a case study and a Labs entry use.
    const word = await sharedSearchWord();
    await open(page, `${SEARCH_PATH}?${new URLSearchParams({ q: word })}`);
    await expect(page.getByRole("searchbox")).toHaveValue(word);
    await expect(results(page).first()).toBeVisible();
    const hrefs = await page
      .locator(".search-results a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(
      hrefs.some((href) => href.startsWith("/portfolio#")),
      "a case study",
    ).toBe(true);
    expect(
      hrefs.some((href) => href.startsWith("/labs")),
      "a Labs entry",
    ).toBe(true);
    for (const href of hrefs) expect(indexable, href).toContain(href.split("#")[0]);
    // An entry is found at its own page, never again as its summary on the /labs list.
    const entrySlugs = indexable.flatMap((path) => /^\/labs\/([^/]+)$/.exec(path)?.[1] ?? []);
    expect(
      hrefs.filter((href) => entrySlugs.some((slug) => href === `/labs#${slug}`)),
      "a Labs entry's summary on /labs",
    ).toEqual([]);
    // A result leads to its part of the page.
    const study = hrefs.find((href) => href.startsWith("/portfolio#"))!;
    await page.locator(`.search-results a[href="${study}"]`).click();
    await expect(page).toHaveURL(study);
    await expect(page.locator(`[id="${study.split("#")[1]}"]`)).toBeInViewport();
  });

  test("works with the keyboard: type, Tab to a result, Enter opens it", async ({ page }) => {
    await open(page, SEARCH_PATH);
    await page.getByRole("searchbox").focus();
    const query = `${third} ${fourth}`;
    await page.keyboard.type(query);
    await expect(results(page).first()).toBeVisible();
    await page.keyboard.press("Enter"); // submits nothing away: the results stay
    await expect(page).toHaveURL(searchUrl(query));
    await page.keyboard.press("Tab"); // the Search button
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
    await page.keyboard.press("Tab"); // the first result's page
    const firstLink = results(page).first().getByRole("link").first();
    await expect(firstLink).toBeFocused();
    const href = await firstLink.getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href!);
  });

  test("without JavaScript, a GET of the URL answers the results, and the form searches", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const query = `${first} ${second}`;
    await page.goto(`${SEARCH_PATH}?${new URLSearchParams({ q: query })}`);
    await expect(page.getByRole("searchbox")).toHaveValue(query);
    await expect(results(page).first()).toBeVisible();
    await expect(page.locator(".search-results mark").first()).toBeVisible();
    await expect(page.locator(".search-status:visible").last()).toHaveText(
      await summary(request, query),
    );
    await page.getByRole("searchbox").fill(third);
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(searchUrl(third));
    await expect(results(page).first()).toBeVisible();
    const marked = (await page.locator(".search-results mark").first().textContent()) ?? "";
    expect(isQueryWord(marked, [third]), marked).toBe(true);
    await context.close();
  });

  test("axe passes with results shown at 390 and 1400px", async ({ page }) => {
    await open(page, `${SEARCH_PATH}?${new URLSearchParams({ q: first })}`);
    await expect(results(page).first()).toBeVisible();
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `axe at ${width}px`).toEqual([]);
    }
  });
});
