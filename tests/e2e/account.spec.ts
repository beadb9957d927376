import type { Page } from "@playwright/test";

import { expect, open, test } from "./fixtures";

// The account pages (issue 15): the sidebar drawer below 1200px, and each page's own
// interaction. Sample data only: nothing here talks to the server.

const tall = { height: 800 };

async function focusIsInside(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const container = document.querySelector(sel);
    return Boolean(container && container.contains(document.activeElement));
  }, selector);
}

test.describe("the account drawer", () => {
  test("at 1199px: the menu button opens a drawer that holds focus until Escape", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1199, ...tall });
    await open(page, "/account/overview");
    // The inline sidebar is hidden: no Account navigation until the drawer opens.
    await expect(page.getByRole("navigation", { name: "Account" })).toHaveCount(0);
    const opener = page.getByRole("button", { name: "Account menu" });
    await opener.click();

    const drawer = page.getByRole("dialog", { name: "Account menu" });
    await expect(drawer).toBeVisible();
    const nav = drawer.getByRole("navigation", { name: "Account" });
    await expect(nav.getByRole("link", { name: /Chat/ })).toContainText("4");
    await expect(nav.getByRole("link", { name: "Sign out" })).toHaveAttribute(
      "href",
      "/auth/sign-in",
    );
    await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await focusIsInside(page, "[role=dialog]")).toBe(true);

    // Tab and Shift+Tab cycle inside (Close, seven pages, Sign out): never back to the page.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      expect(await focusIsInside(page, "[role=dialog]"), `after Tab ${step + 1}`).toBe(true);
    }
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusIsInside(page, "[role=dialog]"), `after Shift+Tab ${step + 1}`).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("at 1199px: the backdrop closes it and the page behind does not scroll meanwhile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1199, ...tall });
    await open(page, "/account/settings");
    const opener = page.getByRole("button", { name: "Account menu" });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Account menu" });
    await expect(drawer).toBeVisible();

    // Wheel over the backdrop (right of the panel): the document stays where it was.
    await page.mouse.move(1100, 400);
    await page.mouse.wheel(0, 800);
    // Give a scroll the time to happen if it were going to (not a timing assertion).
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.mouse.click(1100, 400);
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    // Closed, the same wheel scrolls the page: the check above could have failed.
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("at 1199px: following a link in the drawer goes there and closes it", async ({ page }) => {
    await page.setViewportSize({ width: 1199, ...tall });
    await open(page, "/account/overview");
    await page.getByRole("button", { name: "Account menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Account menu" });
    await drawer.getByRole("link", { name: "Orders" }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  });

  test("at 1200px: the sidebar is inline and there is no menu button", async ({ page }) => {
    await page.setViewportSize({ width: 1200, ...tall });
    await open(page, "/account/overview");
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Account" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: /Chat/ })).toContainText("4");
    await expect(nav.getByRole("link", { name: "Sign out" })).toHaveAttribute(
      "href",
      "/auth/sign-in",
    );
    await expect(page.getByText("Maya Okafor").first()).toBeVisible();
  });

  test("an open drawer closes when the window widens to 1200px", async ({ page }) => {
    await page.setViewportSize({ width: 1000, ...tall });
    await open(page, "/account/overview");
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("dialog", { name: "Account menu" })).toBeVisible();
    await page.setViewportSize({ width: 1200, ...tall });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
  });
});

test.describe("settings", () => {
  test("a master switch turns its group on and off and shows a mixed group", async ({ page }) => {
    await open(page, "/account/settings");
    const email = page.getByRole("group", { name: "E-mail" });
    const all = email.getByRole("checkbox", { name: "All e-mail notifications" });
    const switches = email.getByRole("switch");
    await expect(switches).toHaveCount(4);
    // Two of four are on at first: mixed (the native indeterminate state, exposed as such).
    await expect(all).toBeChecked({ indeterminate: true });

    await all.click();
    for (const item of await switches.all()) await expect(item).toBeChecked();
    await expect(all).toBeChecked();

    await all.press("Space");
    for (const item of await switches.all()) await expect(item).not.toBeChecked();
    await expect(all).not.toBeChecked();

    await email.getByRole("switch", { name: "Messages" }).click();
    await expect(all).toBeChecked({ indeterminate: true });

    // The other group is untouched.
    const phone = page.getByRole("group", { name: "Phone" });
    await expect(phone.getByRole("checkbox", { name: "All phone notifications" })).toBeChecked();
  });

  test("deleting the account asks first and then says nothing was deleted", async ({ page }) => {
    await open(page, "/account/settings");
    const opener = page.getByRole("button", { name: "Delete account" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByRole("button", { name: "Keep my account" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(page.getByText("Sample page: no account was deleted.")).toBeVisible();
  });
});

test.describe("orders", () => {
  test("filters by period and status in the query, and pages", async ({ page }) => {
    await open(page, "/account/orders");
    const list = page.getByRole("region", { name: "Order history" });
    const orders = list.getByRole("button", { name: /^Order LH-/ });
    await expect(orders).toHaveCount(5);
    await expect(list.getByRole("status")).toHaveText("Showing 1–5 of 12 orders");

    await list.getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(orders).toHaveCount(2);

    await list.getByLabel("Status").selectOption("delivered");
    await expect(page).toHaveURL(/\?status=delivered$/);
    await expect(list.getByRole("status")).toHaveText("Showing 1–5 of 8 orders");

    await list.getByLabel("Period").selectOption("90d");
    await expect(page).toHaveURL(/\?status=delivered&period=90d$|\?period=90d&status=delivered$/);
    await expect(orders).toHaveCount(3);

    await list.getByLabel("Status").selectOption("shipped");
    await expect(orders).toHaveCount(1);
    await orders.first().click();
    await expect(
      list
        .getByRole("cell", { name: "Walnut chopping board" })
        .or(list.getByRole("rowheader", { name: "Walnut chopping board" })),
    ).toBeVisible();
  });

  test("a shared link opens with its filters applied after hydration", async ({ page }) => {
    await open(page, "/account/orders?period=30d&status=shipped");
    const list = page.getByRole("region", { name: "Order history" });
    await expect(list.getByLabel("Period")).toHaveValue("30d");
    await expect(list.getByLabel("Status")).toHaveValue("shipped");
    await expect(list.getByRole("button", { name: /^Order LH-/ })).toHaveCount(1);

    await open(page, "/account/orders?status=cancelled&period=30d");
    await expect(list.getByText("No orders in this period with this status.")).toBeVisible();
    await list.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(list.getByLabel("Period")).toBeFocused();
  });
});
