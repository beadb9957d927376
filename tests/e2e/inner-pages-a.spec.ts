import type { Page } from "@playwright/test";

import { toQueryValue } from "../../app/lib/list-query";
import { formatPrice } from "../../app/lib/money";
import { templateSection } from "./content-files";
import { expect, open, recordTrackOffsets, test } from "./fixtures";

// Interactions of the inner template pages of issue 14 (about, pricing, services, portfolio):
// the portfolio lists keep their state in the URL, the slider moves by keys, wheel and buttons,
// the pricing page's info tips open from the keyboard and its billing toggle reprices. The
// projects, filters and plans come from content/templates/ (portfolio/projects.yaml and the
// pages); the count lines are the components' words (project-browser.tsx, project-slider.tsx).

const query = (page: Page) => new URL(page.url()).search;

interface Project {
  title: string;
  category: string;
  industry: string;
}
interface ProjectBrowser {
  projects: readonly Project[];
  filters: readonly { key: "category" | "industry"; label: string; allLabel: string }[];
  perPage: number;
}
const projectBrowser = (path: string) => templateSection<ProjectBrowser>(path, "ProjectBrowser");

/** A filter's values, in the order the projects first use them (as the page lists them). */
const valuesOf = (projects: readonly Project[], key: "category" | "industry") => [
  ...new Set(projects.map((project) => project[key])),
];
const noun = (count: number) => (count === 1 ? "project" : "projects");

test.describe("portfolio grid v1: category pills and pages in the URL", () => {
  test("pills and pages write the query, and back and forward restore each view", async ({
    page,
  }) => {
    const { projects, filters, perPage } = await projectBrowser("portfolio/grid-v1");
    const total = projects.length;
    const pages = Math.ceil(total / perPage);
    expect(pages, "the projects fill more than two pages").toBeGreaterThan(2);
    const status = (at: number, shown: number, of = total, last = pages) =>
      `Showing ${(at - 1) * perPage + 1}–${(at - 1) * perPage + shown} of ${of} ${noun(of)}, page ${at} of ${last}`;
    const [category] = valuesOf(projects, "category");
    if (!category) throw new Error("the projects have no categories");
    const inCategory = projects.filter((project) => project.category === category).length;
    expect(inCategory, "the first category fits one page").toBeLessThanOrEqual(perPage);
    const allLabel = filters[0]?.allLabel ?? "";

    await open(page, "/portfolio/grid-v1");
    const progress = page.getByRole("status").filter({ hasText: /Showing/ });
    const pills = page.getByRole("radiogroup", { name: filters[0]?.label ?? "" });
    const cards = page.locator(".kit-projects > li");
    await expect(progress).toHaveText(status(1, perPage));
    await expect(cards).toHaveCount(perPage);

    await page
      .getByRole("navigation", { name: "Project pages" })
      .getByRole("link", { name: "Page 2" })
      .click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(progress).toHaveText(status(2, perPage));
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await pills.getByRole("radio", { name: category, exact: true }).click();
    await expect.poll(() => query(page)).toBe(`?category=${toQueryValue(category)}`);
    await expect(progress).toHaveText(status(1, inCategory, inCategory, 1));
    await expect(cards).toHaveCount(inCategory);
    await expect(page.getByRole("navigation", { name: "Project pages" })).toHaveCount(0);

    await page.goBack();
    await expect.poll(() => query(page)).toBe("?page=2");
    await expect(progress).toHaveText(status(2, perPage));
    await expect(pills.getByRole("radio", { name: allLabel, exact: true })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.goBack();
    await expect.poll(() => query(page)).toBe("");
    await expect(progress).toHaveText(status(1, perPage));
    await page.goForward();
    await page.goForward();
    await expect.poll(() => query(page)).toBe(`?category=${toQueryValue(category)}`);
    await expect(pills.getByRole("radio", { name: category, exact: true })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(cards).toHaveCount(inCategory);
  });

  test("a shared link opens the filtered page, and nonsense in the query is ignored", async ({
    page,
  }) => {
    const { projects, perPage } = await projectBrowser("portfolio/grid-v1");
    const category = valuesOf(projects, "category")[1] ?? "";
    const inCategory = projects.filter((project) => project.category === category).length;
    await open(page, `/portfolio/grid-v1?category=${toQueryValue(category)}&page=1`);
    await expect(page.locator(".kit-projects > li")).toHaveCount(Math.min(perPage, inCategory));
    await expect(page.getByRole("radio", { name: category, exact: true })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await open(page, "/portfolio/grid-v1?category=nope&page=99");
    const pages = Math.ceil(projects.length / perPage);
    await expect(page.getByRole("status").filter({ hasText: /Showing/ })).toHaveText(
      `Showing 1–${perPage} of ${projects.length} projects, page 1 of ${pages}`,
    );
  });

  test("changing the page keeps the reader's scroll position", async ({ page }) => {
    await open(page, "/portfolio/grid-v1");
    const next = page.getByRole("link", { name: "Next page" });
    await next.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await next.click();
    await expect(page).toHaveURL(/\?page=2$/);
    // Past the scroll-to-top retry (~100 ms): still where the reader was.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });
});

test.describe("portfolio grid v2: filters and load more in the URL", () => {
  test("selects and load more write the query; back and forward restore them", async ({ page }) => {
    const { projects, filters, perPage } = await projectBrowser("portfolio/grid-v2");
    const [kind, industry] = filters;
    if (!kind || !industry) throw new Error("/portfolio/grid-v2 has fewer than two filters");
    const total = projects.length;
    const pages = Math.ceil(total / perPage);
    // The second kind of work, an industry it has and one it has not.
    const category = valuesOf(projects, "category")[1] ?? "";
    const ofKind = projects.filter((project) => project.category === category);
    const [served] = valuesOf(ofKind, "industry");
    const unserved = valuesOf(projects, "industry").find(
      (name) => !ofKind.some((project) => project.industry === name),
    );
    if (!served || !unserved) throw new Error("no industry tells the second kind of work apart");
    const both = ofKind.filter((project) => project.industry === served).length;
    const status = (shown: number, of: number) => `Showing ${shown} of ${of} ${noun(of)}`;

    await open(page, "/portfolio/grid-v2");
    const progress = page.getByRole("status").filter({ hasText: /Showing|No projects/ });
    const cards = page.locator(".kit-projects > li");
    const more = page.getByRole("button", { name: "Load more projects" });
    await expect(progress).toHaveText(status(perPage, total));

    await more.click();
    await expect.poll(() => query(page)).toBe("?page=2");
    await expect(cards).toHaveCount(Math.min(2 * perPage, total));
    // Focus moves to the first card that was added.
    await expect(cards.nth(perPage).getByRole("link")).toBeFocused();
    for (let next = 3; next <= pages; next += 1) await more.click();
    await expect(cards).toHaveCount(total);
    await expect(more).toHaveCount(0);

    const kindField = page.getByLabel(kind.label, { exact: true });
    const industryField = page.getByLabel(industry.label, { exact: true });
    await kindField.selectOption({ label: category });
    await expect.poll(() => query(page)).toBe(`?category=${toQueryValue(category)}`);
    await industryField.selectOption({ label: served });
    await expect
      .poll(() => query(page))
      .toBe(`?category=${toQueryValue(category)}&industry=${toQueryValue(served)}`);
    await expect(progress).toHaveText(status(both, both));
    await industryField.selectOption({ label: unserved });
    await expect(progress).toHaveText("No projects match these filters");

    await page.goBack();
    await expect(progress).toHaveText(status(both, both));
    await expect(industryField).toHaveValue(toQueryValue(served));
    await page.goBack();
    await page.goBack();
    await expect.poll(() => query(page)).toBe(`?page=${pages}`);
    await expect(cards).toHaveCount(total);
    await expect(kindField).toHaveValue("");
    await page.goForward();
    await expect.poll(() => query(page)).toBe(`?category=${toQueryValue(category)}`);
    await expect(cards).toHaveCount(Math.min(perPage, ofKind.length));

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => query(page)).toBe("");
    await expect(progress).toHaveText(status(perPage, total));
  });

  test("a card's overlay shows its summary on keyboard focus", async ({ page }) => {
    await open(page, "/portfolio/grid-v2");
    const card = page.locator(".kit-project").first();
    const overlay = card.locator(".kit-project-overlay");
    await expect(overlay).toHaveCSS("opacity", "0");
    await card.getByRole("link").focus();
    await expect(overlay).toHaveCSS("opacity", "1");
  });
});

const slider = await templateSection<{ title: string; projects: readonly Project[] }>(
  "portfolio/slider",
  "ProjectSlider",
);

test.describe("portfolio slider", () => {
  const last = slider.projects.length;
  const count = (page: Page) => page.locator(".kit-slider-count");
  /** The counter at slide `n` (project-slider.tsx: "02 / 06"). */
  const at = (n: number) => `${String(n).padStart(2, "0")} / ${String(last).padStart(2, "0")}`;
  const live = (page: Page) => page.locator(".kit-slider [aria-live='polite']");

  test("moves by buttons, by arrow, Page, Home and End keys, and announces the slide", async ({
    page,
  }) => {
    const announced = (n: number) =>
      `Project ${n} of ${last}: ${slider.projects[n - 1]?.title ?? ""}`;
    await open(page, "/portfolio/slider");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(slider.title);
    await expect(count(page)).toHaveText(at(1));
    const previous = page.getByRole("button", { name: "Previous project" });
    await expect(previous).toBeDisabled();
    await page.getByRole("button", { name: "Next project" }).click();
    await expect(count(page)).toHaveText(at(2));
    await expect(live(page)).toHaveText(announced(2));
    await previous.click();
    await expect(count(page)).toHaveText(at(1));

    await page.getByRole("group", { name: /use the arrow or Page keys/ }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(count(page)).toHaveText(at(2));
    await page.keyboard.press("PageDown");
    await expect(count(page)).toHaveText(at(3));
    await expect(live(page)).toHaveText(announced(3));
    await page.keyboard.press("PageUp");
    await expect(count(page)).toHaveText(at(2));
    await page.keyboard.press("End");
    await expect(count(page)).toHaveText(at(last));
    await expect(page.getByRole("button", { name: "Next project" })).toBeDisabled();
    await page.keyboard.press("Home");
    await expect(count(page)).toHaveText(at(1));
  });

  test("one wheel gesture moves one slide; at the last slide the page scrolls on", async ({
    page,
  }) => {
    await open(page, "/portfolio/slider");
    const viewport = page.getByRole("group", { name: /use the arrow or Page keys/ });
    const box = await viewport.boundingBox();
    if (!box) throw new Error("slider has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 120);
    await expect(count(page)).toHaveText(at(2));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A new gesture (after a pause) moves again; one back moves back.
    await page.waitForTimeout(400);
    await page.mouse.wheel(0, 120);
    await expect(count(page)).toHaveText(at(3));
    await page.waitForTimeout(400);
    await page.mouse.wheel(0, -120);
    await expect(count(page)).toHaveText(at(2));

    await page.keyboard.press("End");
    await viewport.focus();
    await page.keyboard.press("End");
    await expect(count(page)).toHaveText(at(last));
    await page.waitForTimeout(400);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(count(page)).toHaveText(at(last));
  });

  test("swipes up to the next project", async ({ page }) => {
    await open(page, "/portfolio/slider");
    const viewport = page.getByRole("group", { name: /use the arrow or Page keys/ });
    const box = await viewport.boundingBox();
    if (!box) throw new Error("slider has no box");
    const x = box.x + box.width * 0.3;
    await page.mouse.move(x, box.y + box.height * 0.8);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) {
      await page.mouse.move(x, box.y + box.height * (0.8 - step * 0.08));
    }
    await page.mouse.up();
    await expect(count(page)).toHaveText(at(2));
  });

  test("under reduced motion the slides change without animating", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/portfolio/slider");
    // A jump writes the second slide's offset and nothing between. No timing involved: the
    // record holds whatever frames ran.
    const offsets = await recordTrackOffsets(page.locator(".kit-slider-track"), "y");
    await page.getByRole("button", { name: "Next project" }).click();
    await expect(count(page)).toHaveText(at(2));
    const slideHeight = await page
      .locator(".kit-slider-slide")
      .first()
      .evaluate((slide) => slide.getBoundingClientRect().height);
    await expect.poll(async () => (await offsets()).length).toBeGreaterThan(0);
    const written = await offsets();
    // The first slide's offset may be written again (a resize re-measures), nothing between.
    const between = written.filter((y) => Math.abs(y) >= 1 && Math.abs(y + slideHeight) >= 1);
    expect(between).toEqual([]);
    expect(written.some((y) => Math.abs(y + slideHeight) < 1)).toBe(true);
    await expect(count(page)).toHaveText(at(2));
  });
});

interface Pricing {
  plans: readonly { price: number; annualPrice?: number; featured?: boolean }[];
}
interface Comparison {
  heading: { title: string };
  rows: readonly { label: string; tip?: string }[];
}
const comparison = () => templateSection<Comparison>("pricing", "ComparisonTable");
/** The comparison's rows with an info tip, in order. */
const tipped = async () => (await comparison()).rows.filter((row) => row.tip);
/** A row's info tip button (info-tip.tsx names it "More about …"). */
const tipButton = (page: Page, row: { label: string }) =>
  page.getByRole("button", { name: `More about ${row.label}` });

test.describe("pricing", () => {
  test("the comparison's info tips open on keyboard focus and close on Escape", async ({
    page,
  }) => {
    // Two rows with tips, one after the other.
    const rows = await tipped();
    const [before, row] = [rows[3], rows[4]];
    if (!before?.tip || !row?.tip) throw new Error("the comparison has fewer than five tips");
    await open(page, "/pricing");
    const tip = tipButton(page, row);
    const text = row.tip;
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    // Reach it from the previous tip with Tab, as a keyboard user would.
    await tipButton(page, before).focus();
    await page.keyboard.press("Tab");
    await expect(tip).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText(text);
    await expect(tip).toHaveAccessibleDescription(text);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await expect(tip).toBeFocused();
    // Enter toggles it (what a tap does on a touch screen).
    await page.keyboard.press("Enter");
    await expect(page.getByRole("tooltip")).toHaveText(text);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("an info tip opens on hover", async ({ page }) => {
    const row = (await tipped())[1];
    if (!row?.tip) throw new Error("the comparison has fewer than two tips");
    await open(page, "/pricing");
    await tipButton(page, row).hover();
    await expect(page.getByRole("tooltip")).toHaveText(row.tip);
    await page.mouse.move(0, 0);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("the billing toggle switches the plans to annual prices", async ({ page }) => {
    const { plans } = await templateSection<Pricing>("pricing", "Pricing");
    const plan = plans.find((entry) => entry.featured && entry.annualPrice !== undefined);
    if (!plan?.annualPrice) throw new Error("the featured plan has no annual price");
    const amount = (cents: number) => formatPrice(cents, "USD", { whole: cents % 100 === 0 });
    await open(page, "/pricing");
    const cards = page.locator(".kit-plans");
    await expect(cards.getByText(amount(plan.price), { exact: true })).toBeVisible();
    await page.getByRole("radio", { name: /Annual/ }).click();
    await expect(cards.getByText(amount(plan.annualPrice), { exact: true })).toBeVisible();
    await expect(cards.getByText(/billed annually/).first()).toBeVisible();
    await page.getByRole("radio", { name: "Monthly" }).click();
    await expect(cards.getByText(amount(plan.price), { exact: true })).toBeVisible();
  });
});

test.describe("pricing on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("a tap opens an info tip and a tap elsewhere closes it", async ({ page }) => {
    const { heading } = await comparison();
    const row = (await tipped())[5];
    if (!row?.tip) throw new Error("the comparison has fewer than six tips");
    await open(page, "/pricing");
    const tip = tipButton(page, row);
    await tip.scrollIntoViewIfNeeded();
    await tip.tap();
    await expect(page.getByRole("tooltip")).toHaveText(row.tip);
    await page.getByRole("heading", { name: heading.title }).tap();
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });
});
