import type { Page } from "@playwright/test";

import { expect, open, recordTrackOffsets, test } from "./fixtures";

// Interactions of the inner template pages of issue 14 (about, pricing, services, portfolio):
// the portfolio lists keep their state in the URL, the slider moves by keys, wheel and buttons,
// the pricing page's info tips open from the keyboard and its billing toggle reprices.

const query = (page: Page) => new URL(page.url()).search;

test.describe("portfolio grid v1: category pills and pages in the URL", () => {
  test("pills and pages write the query, and back and forward restore each view", async ({
    page,
  }) => {
    await open(page, "/portfolio/grid-v1");
    const status = page.getByRole("status").filter({ hasText: /Showing/ });
    const pills = page.getByRole("radiogroup", { name: "Kind of work" });
    const cards = page.locator(".kit-projects > li");
    await expect(status).toHaveText("Showing 1–6 of 14 projects, page 1 of 3");
    await expect(cards).toHaveCount(6);

    await page
      .getByRole("navigation", { name: "Project pages" })
      .getByRole("link", { name: "Page 2" })
      .click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(status).toHaveText("Showing 7–12 of 14 projects, page 2 of 3");
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await pills.getByRole("radio", { name: "Branding" }).click();
    await expect.poll(() => query(page)).toBe("?category=branding");
    await expect(status).toHaveText("Showing 1–4 of 4 projects, page 1 of 1");
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole("navigation", { name: "Project pages" })).toHaveCount(0);

    await page.goBack();
    await expect.poll(() => query(page)).toBe("?page=2");
    await expect(status).toHaveText("Showing 7–12 of 14 projects, page 2 of 3");
    await expect(pills.getByRole("radio", { name: "All work" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.goBack();
    await expect.poll(() => query(page)).toBe("");
    await expect(status).toHaveText("Showing 1–6 of 14 projects, page 1 of 3");
    await page.goForward();
    await page.goForward();
    await expect.poll(() => query(page)).toBe("?category=branding");
    await expect(pills.getByRole("radio", { name: "Branding" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(cards).toHaveCount(4);
  });

  test("a shared link opens the filtered page, and nonsense in the query is ignored", async ({
    page,
  }) => {
    await open(page, "/portfolio/grid-v1?category=apps&page=1");
    await expect(page.locator(".kit-projects > li")).toHaveCount(3);
    await expect(page.getByRole("radio", { name: "Apps" })).toHaveAttribute("aria-checked", "true");
    await open(page, "/portfolio/grid-v1?category=nope&page=99");
    await expect(page.getByRole("status").filter({ hasText: /Showing/ })).toHaveText(
      "Showing 1–6 of 14 projects, page 1 of 3",
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
    await open(page, "/portfolio/grid-v2");
    const status = page.getByRole("status").filter({ hasText: /Showing|No projects/ });
    const cards = page.locator(".kit-projects > li");
    const more = page.getByRole("button", { name: "Load more projects" });
    await expect(status).toHaveText("Showing 6 of 14 projects");

    await more.click();
    await expect.poll(() => query(page)).toBe("?page=2");
    await expect(cards).toHaveCount(12);
    // Focus moves to the first card that was added.
    await expect(cards.nth(6).getByRole("link")).toBeFocused();
    await more.click();
    await expect(cards).toHaveCount(14);
    await expect(more).toHaveCount(0);

    await page.getByLabel("Kind of work").selectOption({ label: "Apps" });
    await expect.poll(() => query(page)).toBe("?category=apps");
    await page.getByLabel("Industry").selectOption({ label: "Travel" });
    await expect.poll(() => query(page)).toBe("?category=apps&industry=travel");
    await expect(status).toHaveText("Showing 2 of 2 projects");
    await page.getByLabel("Industry").selectOption({ label: "Retail" });
    await expect(status).toHaveText("No projects match these filters");

    await page.goBack();
    await expect(status).toHaveText("Showing 2 of 2 projects");
    await expect(page.getByLabel("Industry")).toHaveValue("travel");
    await page.goBack();
    await page.goBack();
    await expect.poll(() => query(page)).toBe("?page=3");
    await expect(cards).toHaveCount(14);
    await expect(page.getByLabel("Kind of work")).toHaveValue("");
    await page.goForward();
    await expect.poll(() => query(page)).toBe("?category=apps");
    await expect(cards).toHaveCount(3);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => query(page)).toBe("");
    await expect(status).toHaveText("Showing 6 of 14 projects");
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

test.describe("portfolio slider", () => {
  const count = (page: Page) => page.locator(".kit-slider-count");
  const live = (page: Page) => page.locator(".kit-slider [aria-live='polite']");

  test("moves by buttons, by arrow, Page, Home and End keys, and announces the slide", async ({
    page,
  }) => {
    await open(page, "/portfolio/slider");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Fieldnote Studio: selected work",
    );
    await expect(count(page)).toHaveText("01 / 06");
    const previous = page.getByRole("button", { name: "Previous project" });
    await expect(previous).toBeDisabled();
    await page.getByRole("button", { name: "Next project" }).click();
    await expect(count(page)).toHaveText("02 / 06");
    await expect(live(page)).toHaveText("Project 2 of 6: Tidewater Ferries app");
    await previous.click();
    await expect(count(page)).toHaveText("01 / 06");

    await page.getByRole("group", { name: /use the arrow or Page keys/ }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(count(page)).toHaveText("02 / 06");
    await page.keyboard.press("PageDown");
    await expect(count(page)).toHaveText("03 / 06");
    await expect(live(page)).toHaveText("Project 3 of 6: Orchard Lane Bakery");
    await page.keyboard.press("PageUp");
    await expect(count(page)).toHaveText("02 / 06");
    await page.keyboard.press("End");
    await expect(count(page)).toHaveText("06 / 06");
    await expect(page.getByRole("button", { name: "Next project" })).toBeDisabled();
    await page.keyboard.press("Home");
    await expect(count(page)).toHaveText("01 / 06");
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
    await expect(count(page)).toHaveText("02 / 06");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A new gesture (after a pause) moves again; one back moves back.
    await page.waitForTimeout(400);
    await page.mouse.wheel(0, 120);
    await expect(count(page)).toHaveText("03 / 06");
    await page.waitForTimeout(400);
    await page.mouse.wheel(0, -120);
    await expect(count(page)).toHaveText("02 / 06");

    await page.keyboard.press("End");
    await viewport.focus();
    await page.keyboard.press("End");
    await expect(count(page)).toHaveText("06 / 06");
    await page.waitForTimeout(400);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(count(page)).toHaveText("06 / 06");
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
    await expect(count(page)).toHaveText("02 / 06");
  });

  test("under reduced motion the slides change without animating", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/portfolio/slider");
    // A jump writes the second slide's offset and nothing between. No timing involved: the
    // record holds whatever frames ran.
    const offsets = await recordTrackOffsets(page.locator(".kit-slider-track"), "y");
    await page.getByRole("button", { name: "Next project" }).click();
    await expect(count(page)).toHaveText("02 / 06");
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
    await expect(count(page)).toHaveText("02 / 06");
  });
});

test.describe("pricing", () => {
  test("the comparison's info tips open on keyboard focus and close on Escape", async ({
    page,
  }) => {
    await open(page, "/pricing");
    const tip = page.getByRole("button", { name: "More about Recurring invoices" });
    const text =
      "Retainers and subscriptions: set the schedule once and each invoice goes out by itself.";
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    // Reach it from the previous tip with Tab, as a keyboard user would.
    await page.getByRole("button", { name: "More about Automatic reminders" }).focus();
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
    await open(page, "/pricing");
    await page.getByRole("button", { name: "More about Team members" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText(/People who can sign in/);
    await page.mouse.move(0, 0);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("the billing toggle switches the plans to annual prices", async ({ page }) => {
    await open(page, "/pricing");
    const plans = page.locator(".kit-plans");
    await expect(plans.getByText("$24", { exact: true })).toBeVisible();
    await page.getByRole("radio", { name: /Annual/ }).click();
    await expect(plans.getByText("$20", { exact: true })).toBeVisible();
    await expect(plans.getByText(/billed annually/).first()).toBeVisible();
    await page.getByRole("radio", { name: "Monthly" }).click();
    await expect(plans.getByText("$24", { exact: true })).toBeVisible();
  });
});

test.describe("pricing on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("a tap opens an info tip and a tap elsewhere closes it", async ({ page }) => {
    await open(page, "/pricing");
    const tip = page.getByRole("button", { name: "More about Expense tracking" });
    await tip.scrollIntoViewIfNeeded();
    await tip.tap();
    await expect(page.getByRole("tooltip")).toHaveText(/Photograph a receipt/);
    await page.getByRole("heading", { name: "Every feature, plan by plan" }).tap();
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });
});
