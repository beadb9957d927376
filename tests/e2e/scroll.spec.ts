import { headerActions } from "../../app/content/navigation";
import { products } from "../../app/content/products";
import { BACK_TO_TOP_THRESHOLD_PX, SCROLL_TO_TOP_RETRY_MS } from "../../app/lib/constants";
import { comingSoon, literal } from "./content-readers";
import { expect, open, scrollToY, test } from "./fixtures";

/** Where the header's Portal Login link leads (content/navigation.yaml), and that page's h1. */
const portal = headerActions.portalLogin.href;
const portalHeading = (await comingSoon()).products[
  new URL(portal, "http://site").searchParams.get("product")!
]!.heading;
/** The footer's last product without a page of its own yet (content/products.yaml). */
const soonProduct = products.filter((product) => product.href.startsWith("/coming-soon?")).at(-1)!;

test.use({ viewport: { width: 1400, height: 800 } });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test.describe("back to top", () => {
  test(`is hidden at ${BACK_TO_TOP_THRESHOLD_PX - 1}px and shown at ${BACK_TO_TOP_THRESHOLD_PX + 1}px`, async ({
    page,
  }) => {
    await open(page, "/home");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();
    await scrollToY(page, BACK_TO_TOP_THRESHOLD_PX - 1);
    await expect(button).toBeHidden();
    await scrollToY(page, BACK_TO_TOP_THRESHOLD_PX);
    await expect(button).toBeHidden();
    await scrollToY(page, BACK_TO_TOP_THRESHOLD_PX + 1);
    await expect(button).toBeVisible();
    await scrollToY(page, BACK_TO_TOP_THRESHOLD_PX - 1);
    await expect(button).toBeHidden();
  });

  test("its SVG ring tracks scroll progress", async ({ page }) => {
    await open(page, "/home");
    // Located by class: while hidden at the top, the button is out of the accessibility tree.
    const ring = page.locator(".back-to-top svg circle.back-to-top-progress");
    await expect(ring).toHaveCount(1);
    // The scroll range changes as sections below the fold first render (decision 0013), and
    // scroll anchoring may then move the page: each step reads the range afresh and compares
    // the ring with the page as it is at that moment.
    const ringLag = async () => {
      const offset = Number(await ring.getAttribute("stroke-dashoffset"));
      const expected = await page.evaluate(() => {
        const range = document.documentElement.scrollHeight - window.innerHeight;
        return 2 * Math.PI * 22 * (1 - window.scrollY / range);
      });
      return Math.abs(offset - expected);
    };
    const scrollToFraction = (fraction: number) =>
      page.evaluate((part) => {
        const range = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo({ top: Math.round(range * part), behavior: "instant" });
        return range;
      }, fraction);

    expect(await scrollToFraction(0.5)).toBeGreaterThan(400);
    await expect.poll(ringLag).toBeLessThan(0.5);
    await scrollToFraction(0.25);
    await expect.poll(ringLag).toBeLessThan(0.5);
    // At the end the ring is full, once the last sections have their real height.
    await expect
      .poll(async () => {
        await scrollToFraction(1);
        return Number(await ring.getAttribute("stroke-dashoffset"));
      })
      .toBeCloseTo(0, 0);
  });

  test("returns to the top and keeps keyboard focus at the start of the page", async ({ page }) => {
    await open(page, "/home");
    await scrollToY(page, 600);
    const button = page.getByRole("button", { name: "Back to top" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    await page.keyboard.press("Tab");
    // The skip link, to the main landmark.
    const main = await page.getByRole("main").getAttribute("id");
    await expect(page.locator(`a[href="#${main}"]`)).toBeFocused();
  });
});

test.describe("scroll position across navigations", () => {
  test("a forward navigation starts at the top; back restores the position", async ({ page }) => {
    await open(page, "/home");
    await scrollToY(page, 700);
    // A link in the fixed header: clicking it does not scroll the page first.
    await page.getByRole("link", { name: "Portal Login" }).click();
    await expect(page).toHaveURL(literal(portal));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portalHeading);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  });

  test("back pressed within the ~100 ms retry window still restores the position", async ({
    page,
  }) => {
    await open(page, "/home");
    await scrollToY(page, 700);
    await page.getByRole("link", { name: "Portal Login" }).click();
    await expect(page).toHaveURL(literal(portal));
    // No wait for the new page to settle: the forward page's retry is still pending.
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    // Past the retry delay, so a stale retry would have fired.
    await page.waitForTimeout(SCROLL_TO_TOP_RETRY_MS * 3);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  });

  test("the ~100 ms retry puts the page back at the top if content moved it", async ({ page }) => {
    await open(page, "/home");
    await scrollToY(page, 500);
    // Simulate a late layout change that scrolls the page right after the navigation.
    await page.evaluate(() => {
      const original = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History["pushState"]>) => {
        original(...args);
        setTimeout(() => window.scrollTo({ top: 300, behavior: "instant" }), 20);
      };
    });
    await page.getByRole("contentinfo").locator(`a[href="${soonProduct.href}"]`).click();
    await expect(page).toHaveURL(literal(soonProduct.href));
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2000 }).toBe(0);
  });
});
