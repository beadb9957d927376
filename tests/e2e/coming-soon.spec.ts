import { site } from "../../app/content/generated/site";
import type { ComingSoonProps } from "../../app/sections/coming-soon";
import { contentSection } from "./content";
import { expect, open, test } from "./fixtures";

const content = await contentSection<ComingSoonProps>("coming-soon", "ComingSoon");
const { generic } = content;
const card = generic.signup;

/** Each variant, by the query a link of the site carries: what it is about, by its name. */
const variants = [...Object.values(content.products), ...Object.values(content.industries)].map(
  (variant) => {
    const [param, value] = Object.entries(variant.notify ?? {})[0] ?? ["", ""];
    return { param, value, variant };
  },
);

test.describe("coming-soon variants", () => {
  for (const { param, value, variant } of variants) {
    test(`?${param}=${value} is tailored`, async ({ page }) => {
      await open(page, `/coming-soon?${param}=${value}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(variant.heading);
      await expect(page).toHaveTitle(`${variant.heading} | ${site.brand}`);
      const notify = page.getByRole("form", { name: card.title });
      await expect(notify).toHaveAttribute("action", "/api/notify");
      await expect(notify.getByRole("textbox", { name: card.form.emailLabel })).toBeVisible();
      await expect(notify.getByRole("button", { name: card.form.submitLabel })).toBeVisible();
      // The request names what the page is about: product=<Name> or industry=<Name>.
      await expect(notify.locator(`input[type="hidden"][name="${param}"]`)).toHaveValue(value);
      await expect(notify.locator('input[type="hidden"]')).toHaveCount(1);
      const aside = page.getByRole("complementary", { name: card.title });
      await expect(aside.getByRole("link", { name: site.email.sales })).toHaveAttribute(
        "href",
        `mailto:${site.email.sales}?subject=${encodeURIComponent(variant.notifySubject)}`,
      );
    });
  }

  test("an unknown value shows the generic page", async ({ page }) => {
    await open(page, "/coming-soon?product=Nope");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(generic.heading);
    const notify = page.getByRole("form", { name: card.title });
    await expect(notify.getByRole("button", { name: card.form.submitLabel })).toBeVisible();
    await expect(notify.locator('input[type="hidden"]')).toHaveCount(0);
  });

  test("query input is never rendered as HTML", async ({ page }) => {
    const payload = encodeURIComponent('<img src=x id=injected onerror="window.pwned=1">');
    await open(page, `/coming-soon?product=${payload}&industry=${payload}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(generic.heading);
    await expect(page.locator("#injected")).toHaveCount(0);
    expect(await page.evaluate(() => "pwned" in window)).toBe(false);
    expect(await page.content()).not.toContain("onerror");
  });

  test("without JavaScript the generic page is complete", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // A tailored link: without JavaScript, the prerendered generic page.
    const [tailored] = variants;
    if (!tailored) throw new Error("coming-soon.md has no variants");
    await page.goto(`/coming-soon?${tailored.param}=${encodeURIComponent(tailored.value)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(generic.heading);
    const notify = page.getByRole("form", { name: card.title });
    await expect(notify.getByRole("textbox", { name: card.form.emailLabel })).toBeVisible();
    await expect(notify.getByRole("button", { name: card.form.submitLabel })).toBeVisible();
    await expect(notify.locator('input[type="hidden"]')).toHaveCount(0);
    await context.close();
  });
});
