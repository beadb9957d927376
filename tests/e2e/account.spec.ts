import AxeBuilder from "@axe-core/playwright";
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

test.describe("billing", () => {
  test("the add-card dialog formats the number, checks it and keeps it on the page", async ({
    page,
  }) => {
    // Every request the page makes from here on, with its URL and body.
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.url()} ${request.postData() ?? ""}`));

    await open(page, "/account/billing");
    const opener = page.getByRole("button", { name: "Add a card" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Add a card" });
    const number = dialog.getByLabel("Card number");
    await number.pressSequentially("4242424242424241");
    await expect(number).toHaveValue("4242 4242 4242 4241");

    // Typing mid-number keeps the caret where it was: the digit lands after "4242 4".
    await number.evaluate((input: HTMLInputElement) => input.setSelectionRange(6, 6));
    await page.keyboard.type("9");
    await expect(number).toHaveValue("4242 4924 2424 2424 1");
    await page.keyboard.type("8");
    await expect(number).toHaveValue("4242 4982 4242 4242 41");
    await number.fill("");

    // Wrong checksum, a past expiry and a short code: each field says why, focus goes first.
    await number.pressSequentially("4242424242424241");
    await dialog.getByLabel("Name on card").fill("Maya Okafor");
    await dialog.getByLabel("Expiry date (MM/YY)").pressSequentially("0124");
    await expect(dialog.getByLabel("Expiry date (MM/YY)")).toHaveValue("01/24");
    await dialog.getByLabel("Security code").fill("12");
    await dialog.getByRole("button", { name: "Save card" }).click();
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toHaveAccessibleDescription(/not valid/);
    await expect(dialog.getByLabel("Expiry date (MM/YY)")).toHaveAccessibleDescription(/expired/);
    await expect(dialog.getByLabel("Security code")).toHaveAccessibleDescription(/3-digit/);

    // Put it right: the card is added with its last four digits only, and the dialog closes.
    await number.fill("");
    await number.pressSequentially("5555555555554444");
    await expect(number).toHaveValue("5555 5555 5555 4444");
    const year = String((new Date().getFullYear() + 3) % 100).padStart(2, "0");
    await dialog.getByLabel("Expiry date (MM/YY)").fill("");
    await dialog.getByLabel("Expiry date (MM/YY)").pressSequentially(`09${year}`);
    await dialog.getByLabel("Security code").fill("123");
    await dialog.getByRole("button", { name: "Save card" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(
      page.getByRole("status").filter({ hasText: "Mastercard ending in 4444 added" }),
    ).toBeVisible();
    await expect(page.getByText(`09/${year}`)).toBeVisible();
    await expect(page.locator("body")).not.toContainText("5555 5555");

    // No request carried the number, in any form.
    for (const request of requests) {
      expect(request).not.toMatch(/4242\D?4242|5555\D?5555|555555555555/);
    }
  });

  test("the dialog closes on Escape and returns focus", async ({ page }) => {
    await open(page, "/account/billing");
    const opener = page.getByRole("button", { name: "Add a card" });
    await opener.click();
    await expect(page.getByRole("dialog", { name: "Add a card" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test.describe("earnings", () => {
  test("each chart has a table with the figures it draws", async ({ page }) => {
    await open(page, "/account/earnings");
    const sales = page.getByRole("table", { name: /^Sales per month/ });
    await expect(sales).toHaveCount(1);
    const dots = page.locator(".kit-chart-svg circle");
    await expect(dots).toHaveCount(12);
    const drawn = await dots.evaluateAll((nodes) =>
      nodes.map((node) => [
        node.getAttribute("data-label"),
        Number(node.getAttribute("data-value")),
      ]),
    );
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const rows = sales.locator("tbody tr");
    await expect(rows).toHaveCount(drawn.length);
    for (const [index, [label, cents]] of drawn.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole("rowheader")).toHaveText(String(label));
      await expect(row.getByRole("cell")).toHaveText(usd.format(Number(cents) / 100));
    }
    // The line goes through every dot: higher sales, higher up.
    const heights = await dots.evaluateAll((nodes) =>
      nodes.map((node) => Number(node.getAttribute("cy"))),
    );
    const values = drawn.map(([, cents]) => Number(cents));
    const order = (list: number[]) => list.map((_, i) => i).sort((a, b) => list[a]! - list[b]!);
    expect(order(heights).reverse()).toEqual(order(values));

    const devices = page.getByRole("table", { name: /^Orders by the buyer's device/ });
    const slices = await page
      .locator(".kit-donut-svg path")
      .evaluateAll((nodes) =>
        nodes.map((node) => [node.getAttribute("data-label"), node.getAttribute("data-value")]),
      );
    expect(slices.length).toBe(3);
    for (const [label, percent] of slices) {
      await expect(devices.getByRole("row", { name: `${label} ${percent}%` })).toHaveCount(1);
    }
  });

  test("the charts are in the prerendered HTML at their final size", async ({ page }) => {
    const response = await page.request.get("/account/earnings");
    const html = await response.text();
    const svg = /<svg[^>]*class="kit-chart-svg"[^>]*>/.exec(html)?.[0] ?? "";
    expect(svg).toContain('viewBox="0 0 560 260"');
    expect(svg).toContain('width="560"');
    expect(svg).toContain('height="260"');
    expect(html).not.toMatch(/\sstyle="/);
    await open(page, "/account/earnings");
    const box = await page.locator(".kit-chart-svg").boundingBox();
    expect(box?.height).toBeGreaterThan(100);
  });
});

test.describe("chat", () => {
  test("a sent message joins the thread, the field empties, and the log announces it", async ({
    page,
  }) => {
    await open(page, "/account/chat");
    const log = page.getByRole("log", { name: "Conversation with Tomasz Wierzbicki" });
    await expect(log).toHaveAttribute("aria-live", "polite");
    const before = await log.getByRole("listitem").count();
    const field = page.getByRole("textbox", { name: "Message" });
    await field.fill("The runner ships tomorrow morning.");
    await field.press("Enter");
    await expect(log.getByRole("listitem")).toHaveCount(before + 1);
    await expect(log.getByRole("listitem").last()).toContainText(
      "You: The runner ships tomorrow morning.",
    );
    await expect(field).toHaveValue("");
    await expect(field).toBeFocused();

    // An empty message is not sent.
    await page.getByRole("button", { name: "Send" }).click();
    await expect(log.getByRole("listitem")).toHaveCount(before + 1);
  });

  test("opening a contact clears its unread count; search filters the contacts", async ({
    page,
  }) => {
    await open(page, "/account/chat");
    const aiko = page.getByRole("button", { name: /Aiko Brandt/ });
    await expect(aiko).toContainText("2");
    await aiko.click();
    await expect(aiko).toHaveAttribute("aria-current", "true");
    await expect(aiko.locator(".acct-badge")).toHaveCount(0);
    await expect(page.getByRole("log", { name: "Conversation with Aiko Brandt" })).toContainText(
      "first pick",
    );

    await page.getByRole("searchbox", { name: "Search contacts" }).fill("buyer");
    await expect(page.getByRole("button", { name: /Tomasz|Rafael/ })).toHaveCount(2);
    await expect(page.getByRole("button", { name: /Aiko Brandt/ })).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Search contacts" }).fill("nobody");
    await expect(page.getByText("No contacts match")).toBeVisible();
  });
});

test.describe("favorites", () => {
  test("Remove takes a piece off the list, says so, and keeps focus on the list", async ({
    page,
  }) => {
    await open(page, "/account/favorites");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(6);
    await page.getByRole("button", { name: "Remove Oak milking stool from favorites" }).click();
    await expect(cards).toHaveCount(5);
    await expect(
      page.getByRole("status").filter({ hasText: "Oak milking stool removed" }),
    ).toHaveCount(1);
    await expect(
      page.getByRole("button", { name: "Remove Stoneware pour-over set from favorites" }),
    ).toBeFocused();
    for (let left = 5; left > 0; left -= 1) {
      await page
        .getByRole("button", { name: /^Remove / })
        .first()
        .click();
    }
    await expect(page.getByText("Nothing saved yet.")).toBeFocused();
    await expect(page.getByRole("link", { name: "Browse the shop" })).toHaveAttribute(
      "href",
      "/landing/shop/v1",
    );
  });
});

test.describe("overlays pass axe", () => {
  test("the open drawer at 390px and the add-card dialog", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, "/account/billing");
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("dialog", { name: "Account menu" })).toBeVisible();
    const drawer = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(drawer.violations).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Add a card" }).click();
    await page
      .getByRole("dialog", { name: "Add a card" })
      .getByRole("button", { name: "Save card" })
      .click();
    const dialog = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(dialog.violations).toEqual([]);
  });
});
