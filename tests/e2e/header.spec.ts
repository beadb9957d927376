import type { Locator, Page } from "@playwright/test";

import { headerActions, mainNav, type NavDropdownItem } from "../../app/content/navigation";
import {
  BREAKPOINTS_PX,
  DROPDOWN_CLOSE_DELAY_MS,
  HEADER_MAX_WIDTH_PX,
  HEADER_SHADOW_THRESHOLD_PX,
} from "../../app/lib/constants";
import { comingSoon, literal } from "./content-readers";
import { expect, exposedExpanded, open, scrollToY, test } from "./fixtures";

// Labels and links come from content/navigation.yaml and the catalogues it names; "Industries",
// "Products", "Portal Login", "Get Started" and "Menu" are the accessible-name contract.
const dropdown = (label: string) => {
  const item = mainNav.find((entry) => entry.label === label);
  if (!item || !("items" in item)) throw new Error(`the header has no ${label} dropdown`);
  return item.items;
};
const industryItems = dropdown("Industries");
const productItems = dropdown("Products");
/** A dropdown entry's label as shown, with the "Soon" badge of the header's code. */
const shown = (item: NavDropdownItem) => `${item.label}${item.soon ? "Soon" : ""}`;
const soonProduct = productItems.find((item) => item.soon && item.href.startsWith("/coming-soon"))!;
const soonIndustry = industryItems.find((item) => item.soon)!;
const comingSoonPage = await comingSoon();

const header = (page: Page) => page.getByRole("banner");
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** Opens /home with a fake clock that only moves when the test says so. */
async function installPausedClock(page: Page) {
  const start = new Date("2026-11-21T09:00:00Z");
  await page.clock.install({ time: start });
  await open(page, "/home");
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

test.describe("header at desktop width", () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test("lists the nav items in the file's order, with both calls to action", async ({ page }) => {
    await open(page, "/home");
    const items = nav(page).locator(":scope > ul > li > :is(a, button)");
    await expect(items).toHaveText(mainNav.map((item) => item.label));
    await expect(nav(page).locator(":scope > ul > li > button")).toHaveText(
      mainNav.filter((item) => "items" in item).map((item) => item.label),
    );
    await expect(header(page).getByRole("link", { name: "Portal Login" })).toHaveAttribute(
      "href",
      headerActions.portalLogin.href,
    );
    await expect(header(page).getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      headerActions.getStarted.href,
    );
  });

  test("dropdowns hold exactly the file's entries and catalogues, with Soon badges", async ({
    page,
  }) => {
    await open(page, "/home");
    const hrefs = (links: Locator) =>
      links.evaluateAll((all) => all.map((link) => link.getAttribute("href")));
    for (const [label, items] of [
      ["Industries", industryItems],
      ["Products", productItems],
    ] as const) {
      await nav(page).getByRole("button", { name: label }).click();
      const entries = nav(page).locator(".nav-dropdown.is-open .dropdown-item");
      await expect(entries).toHaveCount(items.length);
      await expect(entries.locator(".dropdown-item-label")).toHaveText(items.map(shown));
      expect(await hrefs(entries)).toEqual(items.map((item) => item.href));
      await expect(entries.locator(".badge-soon")).toHaveCount(
        items.filter((item) => item.soon).length,
      );
    }
  });

  test(`a hovered dropdown closes ${DROPDOWN_CLOSE_DELAY_MS} ms after the pointer leaves`, async ({
    page,
  }) => {
    await installPausedClock(page);
    const button = nav(page).getByRole("button", { name: "Products" });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");

    await page.mouse.move(20, 880);
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS - 1);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(1);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("re-entering before the delay keeps the dropdown open", async ({ page }) => {
    await page.clock.install();
    await open(page, "/home");
    const button = nav(page).getByRole("button", { name: "Industries" });
    await button.hover();
    await page.mouse.move(20, 880);
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS - 50);
    await button.hover();
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS * 3);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // Moving from the button into its menu is not leaving.
    await nav(page).getByRole("link", { name: industryItems[1]!.label }).hover();
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS * 3);
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });

  test("dropdowns work by keyboard", async ({ page }) => {
    await open(page, "/home");
    const button = nav(page).getByRole("button", { name: "Industries" });
    await button.focus();

    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("ArrowDown");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const entries = nav(page).locator(".nav-dropdown.is-open .dropdown-item");
    await expect(entries.first()).toHaveAttribute("href", industryItems[0]!.href);
    await expect(entries.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(entries.nth(1)).toHaveAttribute("href", industryItems[1]!.href);
    await expect(entries.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(entries.last()).toHaveAttribute("href", industryItems.at(-1)!.href);
    await expect(entries.last()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    // Tabbing out of an open dropdown closes it.
    await page.keyboard.press("Enter");
    for (let i = 0; i <= industryItems.length; i += 1) await page.keyboard.press("Tab");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing a dropdown entry navigates and closes the dropdown", async ({ page }) => {
    await open(page, "/home");
    const button = nav(page).getByRole("button", { name: "Products" });
    await button.click();
    await nav(page).getByRole("link", { name: soonProduct.label }).click();
    await expect(page).toHaveURL(new RegExp(`${literal(soonProduct.href).source}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      comingSoonPage.products[soonProduct.label]!.heading,
    );
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test(`the header never grows wider than ${HEADER_MAX_WIDTH_PX}px`, async ({ page }) => {
    await page.setViewportSize({ width: 1800, height: 900 });
    await open(page, "/home");
    const inner = header(page).locator(".site-header-inner");
    expect((await inner.boundingBox())?.width).toBe(HEADER_MAX_WIDTH_PX);
    const position = await header(page).evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe("fixed");
  });

  test(`the header gains a shadow after ${HEADER_SHADOW_THRESHOLD_PX}px of scroll`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/home");
    const shadow = () => header(page).evaluate((el) => getComputedStyle(el).boxShadow);
    await scrollToY(page, HEADER_SHADOW_THRESHOLD_PX);
    await expect(header(page)).not.toHaveClass(/is-scrolled/);
    expect(await shadow()).toBe("none");
    await scrollToY(page, HEADER_SHADOW_THRESHOLD_PX + 1);
    await expect(header(page)).toHaveClass(/is-scrolled/);
    await expect.poll(shadow).not.toBe("none");
    await scrollToY(page, HEADER_SHADOW_THRESHOLD_PX - 1);
    await expect(header(page)).not.toHaveClass(/is-scrolled/);
  });
});

test.describe("header around the lg breakpoint", () => {
  const lg = BREAKPOINTS_PX.lg;

  test(`buttons are hidden at ${lg - 1}px and shown at ${lg}px; Menu the other way round`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: lg - 1, height: 800 });
    await open(page, "/home");
    const portal = page.getByRole("link", { name: "Portal Login" });
    const started = page.getByRole("link", { name: "Get Started" });
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(portal).toBeHidden();
    await expect(started).toBeHidden();
    await expect(menu).toBeVisible();
    await expect(nav(page)).toBeHidden();

    await page.setViewportSize({ width: lg, height: 800 });
    await expect(portal).toBeVisible();
    await expect(started).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(nav(page)).toBeVisible();
    // Everything fits on one row at the narrowest desktop width.
    const box = await started.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(lg);
    expect((await header(page).boundingBox())!.height).toBeLessThan(80);
  });

  test("the Menu button opens the collapsed nav; a navigation closes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, "/home");
    const menu = page.getByRole("button", { name: "Menu" });
    expect(await exposedExpanded(menu)).toBe(false);
    await menu.click();
    await expect(nav(page)).toBeVisible();
    await expect.poll(() => exposedExpanded(menu)).toBe(true);
    await nav(page).getByRole("button", { name: "Industries" }).click();
    await nav(page).getByRole("link", { name: soonIndustry.label }).click();
    await expect(page).toHaveURL(new RegExp(`${literal(soonIndustry.href).source}$`));
    await expect(nav(page)).toBeHidden();
    await expect.poll(() => exposedExpanded(menu)).toBe(false);
  });
});

test.describe("header on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1024, height: 768 } });

  test("a tap opens a dropdown and a tap outside closes it", async ({ page }) => {
    await open(page, "/home");
    const button = nav(page).getByRole("button", { name: "Products" });
    await button.tap();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page).getByRole("link", { name: productItems[0]!.label })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).tap();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
