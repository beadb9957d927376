import type { Page } from "@playwright/test";

import {
  BREAKPOINTS_PX,
  DROPDOWN_CLOSE_DELAY_MS,
  HEADER_MAX_WIDTH_PX,
  HEADER_SHADOW_THRESHOLD_PX,
} from "../../app/lib/constants";
import { expect, exposedExpanded, open, scrollToY, test } from "./fixtures";

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

  test("lists the seed's nav items in order, with both calls to action", async ({ page }) => {
    await open(page, "/home");
    const items = nav(page).locator(":scope > ul > li > :is(a, button)");
    await expect(items).toHaveText([
      "Portfolio",
      "Services",
      "About",
      "Labs",
      "Industries",
      "Products",
      "Contact",
    ]);
    await expect(header(page).getByRole("link", { name: "Portal Login" })).toHaveAttribute(
      "href",
      "/coming-soon?product=Portal",
    );
    await expect(header(page).getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("dropdowns hold exactly the seed's entries, with Soon badges", async ({ page }) => {
    await open(page, "/home");
    await nav(page).getByRole("button", { name: "Industries" }).click();
    const industries = nav(page).locator(".nav-dropdown.is-open .dropdown-item");
    await expect(industries).toHaveCount(6);
    await expect(industries.locator(".dropdown-item-label")).toHaveText([
      "View All",
      "Managed Service Providers",
      "Enterprise",
      "Consumer",
      "HealthcareSoon",
      "Financial ServicesSoon",
    ]);
    await expect(industries.nth(4)).toHaveAttribute("href", "/coming-soon?industry=Healthcare");
    await expect(industries.nth(5)).toHaveAttribute("href", "/coming-soon?industry=Financial");

    await nav(page).getByRole("button", { name: "Products" }).click();
    const products = nav(page).locator(".nav-dropdown.is-open .dropdown-item");
    await expect(products.locator(".dropdown-item-label")).toHaveText([
      "View All Products",
      "ShadowCradle",
      "FirecradleSoon",
      "VcradleSoon",
      "ProfileGuardianSoon",
      "MonitoraSoon",
      "DeployYXSoon",
      "CheckDNSSoon",
      "AuthNoxSoon",
      "ConfiDoxSoon",
    ]);
    const hrefs = await products.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.slice(0, 4)).toEqual(["/products", "/shadowcradle", "/firecradle", "/vcradle"]);
    for (const [index, name] of [
      "ProfileGuardian",
      "Monitora",
      "DeployYX",
      "CheckDNS",
      "AuthNox",
      "ConfiDox",
    ].entries()) {
      expect(hrefs[index + 4]).toBe(`/coming-soon?product=${name}`);
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
    await nav(page).getByRole("link", { name: "Enterprise" }).hover();
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
    await expect(nav(page).getByRole("link", { name: "View All" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav(page).getByRole("link", { name: "Managed Service Providers" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(nav(page).getByRole("link", { name: /Financial Services/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    // Tabbing out of an open dropdown closes it.
    await page.keyboard.press("Enter");
    for (let i = 0; i < 7; i += 1) await page.keyboard.press("Tab");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing a dropdown entry navigates and closes the dropdown", async ({ page }) => {
    await open(page, "/home");
    const button = nav(page).getByRole("button", { name: "Products" });
    await button.click();
    await nav(page)
      .getByRole("link", { name: /Monitora/ })
      .click();
    await expect(page).toHaveURL(/\/coming-soon\?product=Monitora$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Monitora is coming soon");
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
    await nav(page)
      .getByRole("link", { name: /Healthcare/ })
      .click();
    await expect(page).toHaveURL(/industry=Healthcare$/);
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
    await expect(nav(page).getByRole("link", { name: "View All Products" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).tap();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
