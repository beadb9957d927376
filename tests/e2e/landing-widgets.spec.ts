import type { Page } from "@playwright/test";

import { expect, open, recordTrackOffsets, test } from "./fixtures";

// One browser test per kind of interaction the landing-page kit offers, each on a page that
// uses it. Clocks are Playwright's fake clock: no test waits for real time to pass.

test.describe("tabs", () => {
  test("arrow keys move between the conference days and show that day's sessions", async ({
    page,
  }) => {
    await open(page, "/landing/conference");
    const days = page.getByRole("tablist", { name: "Conference days" });
    const day1 = days.getByRole("tab", { name: "Day 1" });
    const day2 = days.getByRole("tab", { name: "Day 2" });
    await expect(day1).toHaveAttribute("aria-selected", "true");
    await day1.focus();
    await page.keyboard.press("ArrowRight");
    await expect(day2).toBeFocused();
    await expect(day2).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "Day 2" });
    await expect(panel.getByRole("heading", { name: "Thursday, 10 June" })).toBeVisible();
    await page.keyboard.press("Home");
    await expect(day1).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("accordion", () => {
  test("FAQ answers open and close from the keyboard and by click", async ({ page }) => {
    await open(page, "/landing/insurance");
    const question = page.getByRole("button", { name: "How fast are claims paid?" });
    const answer = page.getByText("Four days on average once we have what we need");
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(answer).toBeVisible();
    await page.getByRole("button", { name: "Can I cancel my policy?" }).click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });
});

test.describe("carousel", () => {
  const popular = (page: Page) => page.getByRole("region", { name: "Popular this week" });

  test("moves by its buttons, by arrow keys and by swipe", async ({ page }) => {
    // Still from the start while the test drives it: no auto-advance under reduced motion (a
    // pause pressed after load could come after the first advance on a busy machine).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/landing/shop/v1");
    const carousel = popular(page);
    await expect(carousel.getByRole("button", { name: "Play slides" })).toBeVisible();
    const count = carousel.locator(".kit-carousel-count");
    await expect(count).toHaveText("1 / 3");
    // Under reduced motion a move jumps: Embla writes the next slide's offset and none between.
    const offsets = await recordTrackOffsets(carousel.locator(".kit-carousel-track"), "x");
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(count).toHaveText("2 / 3");
    const [first, second] = await carousel
      .locator(".kit-carousel-slide")
      .evaluateAll((slides) => slides.slice(0, 2).map((s) => s.getBoundingClientRect().left));
    const step = (second ?? 0) - (first ?? 0);
    await expect.poll(async () => (await offsets()).length).toBeGreaterThan(0);
    expect((await offsets()).map((x) => Math.round(x + step))).toEqual([0]);
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(count).toHaveText("1 / 3");

    const viewport = carousel.getByRole("group", { name: /use the arrow keys/ });
    await viewport.focus();
    await page.keyboard.press("ArrowRight");
    await expect(count).toHaveText("2 / 3");
    await page.keyboard.press("ArrowLeft");
    await expect(count).toHaveText("1 / 3");

    const box = await viewport.boundingBox();
    if (!box) throw new Error("carousel has no box");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) {
      await page.mouse.move(box.x + box.width * (0.8 - step * 0.08), y);
    }
    await page.mouse.up();
    await expect(count).toHaveText("2 / 3");
  });

  test("advances on its own until paused", async ({ page }) => {
    await page.clock.install();
    await open(page, "/landing/shop/v1");
    const carousel = popular(page);
    const count = carousel.locator(".kit-carousel-count");
    await expect(count).toHaveText("1 / 3");
    await page.clock.runFor(7_100);
    await expect(count).toHaveText("2 / 3");
    const pause = carousel.getByRole("button", { name: "Pause slides" });
    await pause.click();
    await expect(carousel.getByRole("button", { name: "Play slides" })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(30_000);
    await expect(count).toHaveText("2 / 3");
  });

  test("does not advance under prefers-reduced-motion, and offers Play instead", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await open(page, "/landing/shop/v1");
    const carousel = popular(page);
    await expect(carousel.getByRole("button", { name: "Play slides" })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(carousel.locator(".kit-carousel-count")).toHaveText("1 / 3");
  });
});

test.describe("marquee", () => {
  test("pauses on request and stands still under prefers-reduced-motion", async ({ page }) => {
    await open(page, "/landing/conference");
    const pause = page.getByRole("button", { name: "Pause what attendees said" });
    await pause.click();
    await expect(page.getByRole("button", { name: "Play what attendees said" })).toBeVisible();
    const track = page.locator(".kit-quote-marquee .kit-marquee-track");
    expect(await track.evaluate((node) => getComputedStyle(node).animationPlayState)).toBe(
      "paused",
    );

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await track.evaluate((node) => getComputedStyle(node).animationName)).toBe("none");
  });
});

test.describe("pricing toggle", () => {
  test("switches every plan between monthly and annual prices", async ({ page }) => {
    await open(page, "/landing/saas/v1");
    const pricing = page.locator("#pricing");
    const team = pricing.locator(".kit-plan", { has: page.getByRole("heading", { name: "Team" }) });
    await expect(team.locator(".kit-plan-amount")).toHaveText("$49");
    await pricing.getByRole("radio", { name: /Annual/ }).click();
    await expect(team.locator(".kit-plan-amount")).toHaveText("$41");
    await expect(team).toContainText("billed annually");
    await pricing.getByRole("radio", { name: "Monthly" }).click();
    await expect(team.locator(".kit-plan-amount")).toHaveText("$49");
  });

  test("follows the footer's currency", async ({ page }) => {
    await open(page, "/landing/saas/v1");
    await page.getByRole("combobox", { name: "Currency" }).selectOption("UKP");
    const team = page.locator("#pricing .kit-plan", {
      has: page.getByRole("heading", { name: "Team" }),
    });
    await expect(team.locator(".kit-plan-amount")).toHaveText("£39");
  });
});

test.describe("countdown", () => {
  test("counts down on a fake clock and never goes below zero", async ({ page }) => {
    // Wednesday 12:00 UTC: the sale ends Sunday midnight, 3 days 12 hours away. The clock
    // stops a minute in (a page load on a busy machine takes seconds, never a minute), so
    // every figure is exact.
    await page.clock.install({ time: new Date("2026-11-25T12:00:00Z") });
    await open(page, "/landing/shop/v1");
    await page.clock.pauseAt(new Date("2026-11-25T12:01:00Z"));
    const timer = page.getByRole("timer");
    const values = timer.locator(".kit-countdown-value");
    await expect(values).toHaveText(["3", "11", "59", "00"]);
    await page.clock.runFor(1_000);
    await expect(values).toHaveText(["3", "11", "58", "59"]);
    await expect(timer).toHaveAttribute("aria-label", /3 days, 11 hours and 58 minutes left/);
    // Jump past the deadline (timers due meanwhile fire once).
    await page.clock.fastForward(4 * 24 * 3600 * 1000);
    await expect(values).toHaveText(["0", "00", "00", "00"]);
    await expect(timer).toHaveAttribute("aria-label", /The sale has ended/);
  });
});

test.describe("dialogs", () => {
  test("the lightbox traps focus, steps through photos, and Escape returns focus", async ({
    page,
  }) => {
    await open(page, "/landing/conference");
    const opener = page.getByRole("button", {
      name: "Open photo: A full workshop room on day one",
    });
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(/A full workshop room on day one \(2 of 5\)/);
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog).toHaveAccessibleName(/The sponsor hall at lunch \(3 of 5\)/);
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toHaveAccessibleName(/\(2 of 5\)/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the video dialog plays the self-hosted film, traps focus, and Escape returns focus", async ({
    page,
  }) => {
    await open(page, "/landing/saas/v1");
    const opener = page.getByRole("button", { name: "Play the tour" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Tallyline product tour" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("video")).toHaveAttribute("src", "/media/showreel.webm");
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a hotspot opens a popover with the product and its price", async ({ page }) => {
    await open(page, "/landing/shop/v1");
    await page.getByRole("button", { name: "Details: Tove two-seat sofa" }).click();
    const popover = page.getByRole("dialog", { name: "Tove two-seat sofa" });
    await expect(popover).toContainText("$1,199.00");
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
  });
});

test.describe("in a German browser", () => {
  test.use({ locale: "de-DE" });

  test("React Aria's own words stay in the page's language", async ({ page }) => {
    await open(page, "/landing/shop/v1");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    expect(await page.evaluate(() => navigator.language)).toBe("de-DE");
    await page.getByRole("button", { name: "Details: Tove two-seat sofa" }).click();
    await expect(page.getByRole("dialog", { name: "Tove two-seat sofa" })).toBeVisible();
    // The popover's hidden close button for screen readers (React Aria's DismissButton).
    await expect(page.getByRole("button", { name: "Dismiss", exact: true }).first()).toBeAttached();
  });
});

test.describe("gallery filter", () => {
  test("shows only the projects of the picked discipline", async ({ page }) => {
    await open(page, "/landing/agency/creative");
    const work = page.locator("#work");
    const photos = work.getByRole("button", { name: /^Open photo:/ });
    await expect(photos).toHaveCount(6);
    await work.getByRole("radio", { name: "Packaging" }).click();
    await expect(photos).toHaveCount(2);
    await expect(
      work.getByRole("button", { name: "Open photo: Quill stationery: gift boxes" }),
    ).toBeVisible();
    await work.getByRole("radio", { name: "All" }).click();
    await expect(photos).toHaveCount(6);
  });
});

test.describe("colour swatches", () => {
  test("swap the product picture and name the finish", async ({ page }) => {
    await open(page, "/landing/product");
    const colours = page.locator("#colours");
    await expect(colours.getByRole("img", { name: "Sonar One in Graphite" })).toBeVisible();
    await colours.getByRole("radio", { name: "Harbour" }).click();
    await expect(colours.getByRole("img", { name: "Sonar One in Harbour" })).toBeVisible();
    await expect(colours.locator(".kit-colour-name")).toHaveText("Harbour");
    // Arrow keys move between swatches (React Aria's toggle group); Space picks one.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expect(colours.getByRole("radio", { name: "Ember" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });
});

test.describe("before/after slider", () => {
  test("moves by keyboard and shows more of one theme", async ({ page }) => {
    await open(page, "/landing/saas/v3");
    const slider = page.getByRole("slider", { name: "Share of the light theme shown" });
    await expect(slider).toHaveAttribute("aria-valuetext", "50%");
    await slider.focus();
    for (let press = 0; press < 10; press += 1) await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveValue("40");
    const cut = page.locator(".kit-compare");
    await expect
      .poll(() => cut.evaluate((node) => node.style.getPropertyValue("--kit-compare")))
      .toBe("40%");
    await page.keyboard.press("End");
    await expect(slider).toHaveValue("100");
  });
});
