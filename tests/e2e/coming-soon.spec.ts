import { comingSoonQueryValues } from "../../app/content/coming-soon";
import { site } from "../../app/content/site";
import { expect, open, test } from "./fixtures";

const expectedHeading: Record<string, string> = {
  Portal: "The CradleSec customer portal",
  Healthcare: "CradleSec for Healthcare",
  Financial: "CradleSec for Financial Services",
};

test.describe("coming-soon variants", () => {
  for (const [param, values] of Object.entries(comingSoonQueryValues)) {
    for (const value of values) {
      test(`?${param}=${value} is tailored`, async ({ page }) => {
        await open(page, `/coming-soon?${param}=${value}`);
        const heading = expectedHeading[value] ?? `${value} is coming soon`;
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(`${heading} | CradleSec`);
        const notify = page.getByRole("form", { name: "Hear about it first" });
        await expect(notify).toHaveAttribute("action", "/api/notify");
        await expect(notify.getByRole("textbox", { name: "Email" })).toBeVisible();
        await expect(notify.getByRole("button", { name: "Notify me" })).toBeVisible();
        // The request names what the page is about: product=<Name> or industry=<Name>.
        await expect(notify.locator(`input[type="hidden"][name="${param}"]`)).toHaveValue(value);
        await expect(notify.locator('input[type="hidden"]')).toHaveCount(1);
        const card = page.getByRole("complementary", { name: "Hear about it first" });
        await expect(card.getByRole("link", { name: site.email.sales })).toHaveAttribute(
          "href",
          /^mailto:.*subject=Notify%20me/,
        );
      });
    }
  }

  test("an unknown value shows the generic page", async ({ page }) => {
    await open(page, "/coming-soon?product=Nope");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something new is on its way");
    const notify = page.getByRole("form", { name: "Hear about it first" });
    await expect(notify.getByRole("button", { name: "Notify me" })).toBeVisible();
    await expect(notify.locator('input[type="hidden"]')).toHaveCount(0);
  });

  test("query input is never rendered as HTML", async ({ page }) => {
    const payload = encodeURIComponent('<img src=x id=injected onerror="window.pwned=1">');
    await open(page, `/coming-soon?product=${payload}&industry=${payload}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something new is on its way");
    await expect(page.locator("#injected")).toHaveCount(0);
    expect(await page.evaluate(() => "pwned" in window)).toBe(false);
    expect(await page.content()).not.toContain("onerror");
  });

  test("without JavaScript the generic page is complete", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/coming-soon?product=Monitora");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something new is on its way");
    const notify = page.getByRole("form", { name: "Hear about it first" });
    await expect(notify.getByRole("textbox", { name: "Email" })).toBeVisible();
    await expect(notify.getByRole("button", { name: "Notify me" })).toBeVisible();
    await expect(notify.locator('input[type="hidden"]')).toHaveCount(0);
    await context.close();
  });
});
