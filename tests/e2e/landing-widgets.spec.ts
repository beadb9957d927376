import type { Page } from "@playwright/test";

import { formatPrice } from "../../app/lib/money";
import { literal, templateSection } from "./content-files";
import { expect, open, recordTrackOffsets, test } from "./fixtures";

// One browser test per kind of interaction the landing-page kit offers, each on a page that
// uses it. Clocks are Playwright's fake clock: no test waits for real time to pass. The words
// come from the pages' content files (content/templates/landing/); the names the kit builds
// around them ("Open photo: …", "Details: …", "Pause …") are the components'.

/** The `index`th entry of a content list, which the test needs to be there. */
function nth<T>(list: readonly T[] | undefined, index: number): T {
  const entry = list?.[index];
  if (entry === undefined) throw new Error(`the content list has no entry ${index}`);
  return entry;
}

interface Hotspots {
  spots: readonly { title: string; price: number }[];
}
/** The shop landing's second hotspot: its product and price. */
const sofa = async () =>
  nth((await templateSection<Hotspots>("landing/shop/v1", "HotspotPicture")).spots, 1);

test.describe("tabs", () => {
  test("arrow keys move between the conference days and show that day's sessions", async ({
    page,
  }) => {
    const schedule = await templateSection<{
      tabsLabel: string;
      days: readonly { label: string; title: string }[];
    }>("landing/conference", "Schedule");
    const [first, second] = [nth(schedule.days, 0), nth(schedule.days, 1)];
    await open(page, "/landing/conference");
    const days = page.getByRole("tablist", { name: schedule.tabsLabel });
    const day1 = days.getByRole("tab", { name: first.label });
    const day2 = days.getByRole("tab", { name: second.label });
    await expect(day1).toHaveAttribute("aria-selected", "true");
    await day1.focus();
    await page.keyboard.press("ArrowRight");
    await expect(day2).toBeFocused();
    await expect(day2).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: second.label });
    await expect(panel.getByRole("heading", { name: second.title })).toBeVisible();
    await page.keyboard.press("Home");
    await expect(day1).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("accordion", () => {
  test("FAQ answers open and close from the keyboard and by click", async ({ page }) => {
    const { items } = await templateSection<{
      items: readonly { question: string; answer: string }[];
    }>("landing/insurance", "Faq");
    const [first, second] = [nth(items, 0), nth(items, 1)];
    await open(page, "/landing/insurance");
    const question = page.getByRole("button", { name: first.question });
    const answer = page.getByText(first.answer);
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(answer).toBeVisible();
    await page.getByRole("button", { name: second.question }).click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });
});

const slides = (
  await templateSection<{ aside: { label: string; products: readonly string[] } }>(
    "landing/shop/v1",
    "Hero",
  )
).aside;

test.describe("carousel", () => {
  const popular = (page: Page) => page.getByRole("region", { name: slides.label });
  /** The carousel's counter at slide `n` (carousel.tsx: "2 / 3"). */
  const at = (n: number) => `${n} / ${slides.products.length}`;

  test("moves by its buttons, by arrow keys and by swipe", async ({ page }) => {
    // Still from the start while the test drives it: no auto-advance under reduced motion (a
    // pause pressed after load could come after the first advance on a busy machine).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/landing/shop/v1");
    const carousel = popular(page);
    await expect(carousel.getByRole("button", { name: "Play slides" })).toBeVisible();
    const count = carousel.locator(".kit-carousel-count");
    await expect(count).toHaveText(at(1));
    // Under reduced motion a move jumps: Embla writes the next slide's offset and none between.
    const offsets = await recordTrackOffsets(carousel.locator(".kit-carousel-track"), "x");
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(count).toHaveText(at(2));
    const [first, second] = await carousel
      .locator(".kit-carousel-slide")
      .evaluateAll((slides) => slides.slice(0, 2).map((s) => s.getBoundingClientRect().left));
    const step = (second ?? 0) - (first ?? 0);
    await expect.poll(async () => (await offsets()).length).toBeGreaterThan(0);
    expect((await offsets()).map((x) => Math.round(x + step))).toEqual([0]);
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(count).toHaveText(at(1));

    const viewport = carousel.getByRole("group", { name: /use the arrow keys/ });
    await viewport.focus();
    await page.keyboard.press("ArrowRight");
    await expect(count).toHaveText(at(2));
    await page.keyboard.press("ArrowLeft");
    await expect(count).toHaveText(at(1));

    const box = await viewport.boundingBox();
    if (!box) throw new Error("carousel has no box");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) {
      await page.mouse.move(box.x + box.width * (0.8 - step * 0.08), y);
    }
    await page.mouse.up();
    await expect(count).toHaveText(at(2));
  });

  test("advances on its own until paused", async ({ page }) => {
    await page.clock.install();
    await open(page, "/landing/shop/v1");
    const carousel = popular(page);
    const count = carousel.locator(".kit-carousel-count");
    await expect(count).toHaveText(at(1));
    await page.clock.runFor(7_100);
    await expect(count).toHaveText(at(2));
    const pause = carousel.getByRole("button", { name: "Pause slides" });
    await pause.click();
    await expect(carousel.getByRole("button", { name: "Play slides" })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(30_000);
    await expect(count).toHaveText(at(2));
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
    await expect(carousel.locator(".kit-carousel-count")).toHaveText(at(1));
  });
});

test.describe("marquee", () => {
  test("pauses on request and stands still under prefers-reduced-motion", async ({ page }) => {
    const { heading } = await templateSection<{ heading: { title: string } }>(
      "landing/conference",
      "TestimonialMarquee",
    );
    // The button names what it moves: the section's title (marquee.tsx).
    const what = heading.title.toLowerCase();
    await open(page, "/landing/conference");
    const pause = page.getByRole("button", { name: `Pause ${what}` });
    await pause.click();
    await expect(page.getByRole("button", { name: `Play ${what}` })).toBeVisible();
    const track = page.locator(".kit-quote-marquee .kit-marquee-track");
    expect(await track.evaluate((node) => getComputedStyle(node).animationPlayState)).toBe(
      "paused",
    );

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await track.evaluate((node) => getComputedStyle(node).animationName)).toBe("none");
  });
});

test.describe("pricing toggle", () => {
  // The second plan, and its price as a plan card shows it (whole units when it is whole).
  const plan = async () =>
    nth(
      (
        await templateSection<{
          plans: readonly { name: string; price: number; annualPrice: number }[];
        }>("landing/saas/v1", "Pricing")
      ).plans,
      1,
    );
  const amount = (cents: number, currency: "USD" | "UKP" = "USD") =>
    formatPrice(cents, currency, { whole: cents % 100 === 0 });

  test("switches every plan between monthly and annual prices", async ({ page }) => {
    const { name, price, annualPrice } = await plan();
    await open(page, "/landing/saas/v1");
    const pricing = page.locator("#pricing");
    const card = pricing.locator(".kit-plan", {
      has: page.getByRole("heading", { name, exact: true }),
    });
    await expect(card.locator(".kit-plan-amount")).toHaveText(amount(price));
    await pricing.getByRole("radio", { name: /Annual/ }).click();
    await expect(card.locator(".kit-plan-amount")).toHaveText(amount(annualPrice));
    await expect(card).toContainText("billed annually");
    await pricing.getByRole("radio", { name: "Monthly" }).click();
    await expect(card.locator(".kit-plan-amount")).toHaveText(amount(price));
  });

  test("follows the footer's currency", async ({ page }) => {
    const { name, price } = await plan();
    await open(page, "/landing/saas/v1");
    await page.getByRole("combobox", { name: "Currency" }).selectOption("UKP");
    const card = page.locator("#pricing .kit-plan", {
      has: page.getByRole("heading", { name, exact: true }),
    });
    // In pounds at the kit's rate (app/lib/money.ts).
    await expect(card.locator(".kit-plan-amount")).toHaveText(amount(price, "UKP"));
  });
});

test.describe("countdown", () => {
  test("counts down on a fake clock and never goes below zero", async ({ page }) => {
    // Wednesday 12:00 UTC: the sale ends Sunday midnight, 3 days 12 hours away. The clock
    // stops a minute in (a page load on a busy machine takes seconds, never a minute), so
    // every figure is exact.
    const { extra: sale } = await templateSection<{ extra: { doneText: string } }>(
      "landing/shop/v1",
      "CtaBanner",
    );
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
    await expect(timer).toHaveAttribute("aria-label", literal(sale.doneText));
  });
});

test.describe("dialogs", () => {
  test("the lightbox traps focus, steps through photos, and Escape returns focus", async ({
    page,
  }) => {
    const { items } = await templateSection<{ items: readonly { caption: string }[] }>(
      "landing/conference",
      "Gallery",
    );
    // A photo's name: its caption and its place among the photos (lightbox-gallery.tsx).
    const named = (index: number) =>
      literal(`${nth(items, index).caption} (${index + 1} of ${items.length})`);
    await open(page, "/landing/conference");
    const opener = page.getByRole("button", { name: `Open photo: ${nth(items, 1).caption}` });
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(named(1));
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog).toHaveAccessibleName(named(2));
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toHaveAccessibleName(named(1));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the video dialog plays the self-hosted film, traps focus, and Escape returns focus", async ({
    page,
  }) => {
    const { video } = await templateSection<{
      video: { title: string; src: string; buttonText: string };
    }>("landing/saas/v1", "VideoFeature");
    await open(page, "/landing/saas/v1");
    const opener = page.getByRole("button", { name: video.buttonText });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: video.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("video")).toHaveAttribute("src", video.src);
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a hotspot opens a popover with the product and its price", async ({ page }) => {
    const spot = await sofa();
    await open(page, "/landing/shop/v1");
    await page.getByRole("button", { name: `Details: ${spot.title}` }).click();
    const popover = page.getByRole("dialog", { name: spot.title });
    await expect(popover).toContainText(formatPrice(spot.price, "USD"));
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
  });
});

test.describe("in a German browser", () => {
  test.use({ locale: "de-DE" });

  test("React Aria's own words stay in the page's language", async ({ page }) => {
    const spot = await sofa();
    await open(page, "/landing/shop/v1");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    expect(await page.evaluate(() => navigator.language)).toBe("de-DE");
    await page.getByRole("button", { name: `Details: ${spot.title}` }).click();
    await expect(page.getByRole("dialog", { name: spot.title })).toBeVisible();
    // The popover's hidden close button for screen readers (React Aria's DismissButton).
    await expect(page.getByRole("button", { name: "Dismiss", exact: true }).first()).toBeAttached();
  });
});

test.describe("gallery filter", () => {
  test("shows only the projects of the picked discipline", async ({ page }) => {
    const gallery = await templateSection<{
      filters: readonly string[];
      items: readonly { category: string; caption: string }[];
    }>("landing/agency/creative", "Gallery");
    const discipline = nth(gallery.filters, 1);
    const picked = gallery.items.filter((item) => item.category === discipline);
    await open(page, "/landing/agency/creative");
    const work = page.locator("#work");
    const photos = work.getByRole("button", { name: /^Open photo:/ });
    await expect(photos).toHaveCount(gallery.items.length);
    await work.getByRole("radio", { name: discipline, exact: true }).click();
    await expect(photos).toHaveCount(picked.length);
    await expect(
      work.getByRole("button", { name: `Open photo: ${nth(picked, picked.length - 1).caption}` }),
    ).toBeVisible();
    await work.getByRole("radio", { name: "All" }).click();
    await expect(photos).toHaveCount(gallery.items.length);
  });
});

test.describe("colour swatches", () => {
  test("swap the product picture and name the finish", async ({ page }) => {
    const showcase = await templateSection<{
      product: { name: string };
      colours: readonly { name: string }[];
    }>("landing/product", "ColourShowcase");
    const [first, third, fourth] = [0, 2, 3].map((index) => nth(showcase.colours, index).name);
    // The picture's name: the product in a colour (colour-showcase.tsx).
    const picture = (colour: string) => `${showcase.product.name} in ${colour}`;
    await open(page, "/landing/product");
    const colours = page.locator("#colours");
    await expect(colours.getByRole("img", { name: picture(first ?? "") })).toBeVisible();
    await colours.getByRole("radio", { name: third, exact: true }).click();
    await expect(colours.getByRole("img", { name: picture(third ?? "") })).toBeVisible();
    await expect(colours.locator(".kit-colour-name")).toHaveText(third ?? "");
    // Arrow keys move between swatches (React Aria's toggle group); Space picks one.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expect(colours.getByRole("radio", { name: fourth, exact: true })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });
});

test.describe("before/after slider", () => {
  test("moves by keyboard and shows more of one theme", async ({ page }) => {
    const { label } = await templateSection<{ label: string }>("landing/saas/v3", "BeforeAfter");
    await open(page, "/landing/saas/v3");
    const slider = page.getByRole("slider", { name: label });
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
