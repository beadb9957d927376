import type { Page } from "@playwright/test";

import { accountSidebar } from "../../app/content/generated/account-sidebar";
import { periodStart } from "../../app/lib/filter-orders";
import type { AccountBillingProps } from "../../app/sections/kit/account-billing";
import type { AccountEarningsProps } from "../../app/sections/kit/account-earnings";
import type { AccountHeadProps } from "../../app/sections/kit/account-head";
import type { AccountSettingsProps } from "../../app/sections/kit/account-settings";
import type { ChatProps } from "../../app/sections/kit/chat";
import type { OrdersBrowserProps } from "../../app/sections/kit/orders-browser";
import type { WishlistProps } from "../../app/sections/kit/wishlist";
import { fill, literal, templateSection } from "./content-files";
import { axeViolations, expect, open, test } from "./fixtures";

// The account pages (issue 15): the sidebar drawer below 1200px, and each page's own
// interaction. Sample data only: nothing here talks to the server. The words come from
// content/templates/account/ (the pages, sidebar.yaml and sample.yaml).

const tall = { height: 800 };

/** The sidebar's label of the page at `href`. */
function sidebarLabel(href: string) {
  const item = accountSidebar.items.find((entry) => entry.href === href);
  if (!item) throw new Error(`the account sidebar has no ${href}`);
  return item.label;
}
const chatLabel = literal(sidebarLabel("/account/chat"));

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
    await expect(nav.getByRole("link", { name: chatLabel })).toContainText("4");
    await expect(nav.getByRole("link", { name: "Sign out" })).toHaveAttribute(
      "href",
      "/auth/sign-in",
    );
    await expect(
      nav.getByRole("link", { name: sidebarLabel("/account/overview") }),
    ).toHaveAttribute("aria-current", "page");
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
    await drawer.getByRole("link", { name: sidebarLabel("/account/orders") }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(drawer).toBeHidden();
    const head = await templateSection<AccountHeadProps>("account/orders", "AccountHead");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(head.title);
  });

  test("at 1200px: the sidebar is inline and there is no menu button", async ({ page }) => {
    await page.setViewportSize({ width: 1200, ...tall });
    await open(page, "/account/overview");
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Account" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: chatLabel })).toContainText("4");
    await expect(nav.getByRole("link", { name: "Sign out" })).toHaveAttribute(
      "href",
      "/auth/sign-in",
    );
    await expect(page.getByText(accountSidebar.user.name, { exact: true }).first()).toBeVisible();
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
  const settings = () =>
    templateSection<AccountSettingsProps>("account/settings", "AccountSettings");

  test("a master switch turns its group on and off and shows a mixed group", async ({ page }) => {
    const [first, second] = (await settings()).notifications.groups;
    if (!first || !second) throw new Error("the settings page has fewer than two switch groups");
    // The first group starts mixed, the second all on (the sample's defaults).
    expect(first.items.filter((item) => item.on).length).toBeGreaterThan(0);
    expect(first.items.filter((item) => !item.on).length).toBeGreaterThan(0);
    expect(second.items.every((item) => item.on)).toBe(true);

    await open(page, "/account/settings");
    const email = page.getByRole("group", { name: first.title, exact: true });
    const all = email.getByRole("checkbox", { name: first.allLabel });
    const switches = email.getByRole("switch");
    await expect(switches).toHaveCount(first.items.length);
    // Some on, some off at first: mixed (the native indeterminate state, exposed as such).
    await expect(all).toBeChecked({ indeterminate: true });

    await all.click();
    for (const item of await switches.all()) await expect(item).toBeChecked();
    await expect(all).toBeChecked();

    await all.press("Space");
    for (const item of await switches.all()) await expect(item).not.toBeChecked();
    await expect(all).not.toBeChecked();

    await switches.first().click();
    await expect(all).toBeChecked({ indeterminate: true });

    // The other group is untouched.
    const phone = page.getByRole("group", { name: second.title, exact: true });
    await expect(phone.getByRole("checkbox", { name: second.allLabel })).toBeChecked();
  });

  test("deleting the account asks first and then says nothing was deleted", async ({ page }) => {
    const words = (await settings()).delete;
    await open(page, "/account/settings");
    const opener = page.getByRole("button", { name: words.button, exact: true });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: words.dialogTitle });
    await dialog.getByRole("button", { name: words.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole("button", { name: words.confirm, exact: true }).click();
    await expect(page.getByText(words.done)).toBeVisible();
  });
});

test.describe("orders", () => {
  const browser = () => templateSection<OrdersBrowserProps>("account/orders", "OrdersBrowser");

  /** The sample's orders a filter keeps: its periods count back from the sample's own date. */
  function kept(
    { orders, asOf }: OrdersBrowserProps,
    period: OrdersBrowserProps["periods"][number]["value"],
    status: OrdersBrowserProps["statuses"][number]["value"],
  ) {
    const start = periodStart(period, asOf);
    return orders.filter(
      (order) =>
        (status === "all" || order.status === status) &&
        order.placed <= asOf &&
        (start === null || order.placed >= start),
    );
  }
  /** The count line (orders-browser.tsx words it) for a page of a filtered list. */
  const showing = (shown: number, total: number) => `Showing 1–${shown} of ${total} orders`;

  test("filters by period and status in the query, and pages", async ({ page }) => {
    const data = await browser();
    const { perPage } = data;
    const total = data.orders.length;
    const pages = Math.ceil(total / perPage);
    expect(pages, "the sample fills more than one page").toBeGreaterThan(1);
    const delivered = kept(data, "all", "delivered").length;
    const recentDelivered = kept(data, "90d", "delivered").length;
    const recentShipped = kept(data, "90d", "shipped");

    await open(page, "/account/orders");
    const list = page.getByRole("region", { name: data.title });
    const orders = list.getByRole("button", { name: /^Order / });
    await expect(orders).toHaveCount(perPage);
    await expect(list.getByRole("status")).toHaveText(showing(perPage, total));

    await list.getByRole("link", { name: `Page ${pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${pages}$`));
    await expect(orders).toHaveCount(total - (pages - 1) * perPage);

    await list.getByLabel("Status").selectOption("delivered");
    await expect(page).toHaveURL(/\?status=delivered$/);
    await expect(list.getByRole("status")).toHaveText(
      showing(Math.min(perPage, delivered), delivered),
    );

    await list.getByLabel("Period").selectOption("90d");
    await expect(page).toHaveURL(/\?status=delivered&period=90d$|\?period=90d&status=delivered$/);
    await expect(orders).toHaveCount(Math.min(perPage, recentDelivered));

    await list.getByLabel("Status").selectOption("shipped");
    await expect(orders).toHaveCount(recentShipped.length);
    const [shipped] = recentShipped;
    if (!shipped) throw new Error("the sample has no order shipped in the last 90 days");
    await orders.first().click();
    for (const item of shipped.items) {
      await expect(
        list
          .getByRole("cell", { name: item.name })
          .or(list.getByRole("rowheader", { name: item.name })),
      ).toBeVisible();
    }
  });

  test("a shared link opens with its filters applied after hydration", async ({ page }) => {
    const data = await browser();
    expect(kept(data, "30d", "cancelled"), "nothing cancelled in the last 30 days").toEqual([]);
    await open(page, "/account/orders?period=30d&status=shipped");
    const list = page.getByRole("region", { name: data.title });
    await expect(list.getByLabel("Period")).toHaveValue("30d");
    await expect(list.getByLabel("Status")).toHaveValue("shipped");
    await expect(list.getByRole("button", { name: /^Order / })).toHaveCount(
      kept(data, "30d", "shipped").length,
    );

    await open(page, "/account/orders?status=cancelled&period=30d");
    await expect(list.getByRole("button", { name: /^Order / })).toHaveCount(0);
    await expect(list.getByRole("status")).toHaveText("No orders match");
    // The interface's own words (orders-browser.tsx), not the content's.
    await expect(list.getByText("No orders in this period with this status.")).toBeVisible();
    await list.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(list.getByLabel("Period")).toBeFocused();
  });
});

test.describe("billing", () => {
  const cards = async () =>
    (await templateSection<AccountBillingProps>("account/billing", "AccountBilling")).cards;

  test("the add-card dialog formats the number, checks it and keeps it on the page", async ({
    page,
  }) => {
    // Every request the page makes from here on, with its URL and body.
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.url()} ${request.postData() ?? ""}`));

    const { addLabel, added } = await cards();
    await open(page, "/account/billing");
    const opener = page.getByRole("button", { name: addLabel, exact: true });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: addLabel });
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
    // The brand is the one the number's first digits name (app/lib/payment-card.ts).
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: fill(added, { brand: "Mastercard", last4: "4444" }) }),
    ).toBeVisible();
    await expect(page.getByText(`09/${year}`)).toBeVisible();
    await expect(page.locator("body")).not.toContainText("5555 5555");

    // No request carried the number, in any form.
    for (const request of requests) {
      expect(request).not.toMatch(/4242\D?4242|5555\D?5555|555555555555/);
    }
  });

  test("the dialog closes on Escape and returns focus", async ({ page }) => {
    const { addLabel } = await cards();
    await open(page, "/account/billing");
    const opener = page.getByRole("button", { name: addLabel, exact: true });
    await opener.click();
    await expect(page.getByRole("dialog", { name: addLabel })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test.describe("earnings", () => {
  test("each chart has a table with the figures it draws", async ({ page }) => {
    const earnings = await templateSection<AccountEarningsProps>(
      "account/earnings",
      "AccountEarnings",
    );
    await open(page, "/account/earnings");
    const sales = page.getByRole("table", { name: earnings.sales.caption });
    await expect(sales).toHaveCount(1);
    const dots = page.locator(".kit-chart-svg circle");
    await expect(dots).toHaveCount(earnings.sales.points.length);
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

    const devices = page.getByRole("table", { name: earnings.devices.caption });
    const slices = await page
      .locator(".kit-donut-svg path")
      .evaluateAll((nodes) =>
        nodes.map((node) => [node.getAttribute("data-label"), node.getAttribute("data-value")]),
      );
    expect(slices.length).toBe(earnings.devices.slices.length);
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
  const chat = async () => (await templateSection<ChatProps>("account/chat", "Chat")).contacts;
  /** A contact's button in the list: its name, last message and unread count. */
  const contactButton = (page: Page, name: string) =>
    page.getByRole("button", { name: literal(name) });

  test("a sent message joins the thread, the field empties, and the log announces it", async ({
    page,
  }) => {
    const [first] = await chat();
    if (!first) throw new Error("the chat page has no contacts");
    await open(page, "/account/chat");
    // The first contact's conversation is open ("Conversation with": chat.tsx's words).
    const log = page.getByRole("log", { name: `Conversation with ${first.name}` });
    await expect(log).toHaveAttribute("aria-live", "polite");
    const before = await log.getByRole("listitem").count();
    expect(before).toBe(first.messages.length);
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
    const contacts = await chat();
    const unread = contacts.find((contact) => contact.unread > 0);
    if (!unread) throw new Error("the chat page has no contact with unread messages");
    await open(page, "/account/chat");
    const button = contactButton(page, unread.name);
    await expect(button).toContainText(String(unread.unread));
    await button.click();
    await expect(button).toHaveAttribute("aria-current", "true");
    await expect(button.locator(".acct-badge")).toHaveCount(0);
    const last = unread.messages.at(-1);
    await expect(page.getByRole("log", { name: `Conversation with ${unread.name}` })).toContainText(
      last?.text ?? "",
    );

    // The word of the contacts' names and notes that the most of them have, short of all: the
    // list keeps those (chat.tsx matches every word of the query, in any case).
    const says = (contact: (typeof contacts)[number], word: string) =>
      `${contact.name} ${contact.about}`.toLowerCase().includes(word);
    const [word] = contacts
      .flatMap((contact) => `${contact.name} ${contact.about}`.toLowerCase().split(/\s+/))
      .map((candidate) => ({
        candidate,
        count: contacts.filter((contact) => says(contact, candidate)).length,
      }))
      .filter(({ candidate, count }) => candidate && count < contacts.length)
      .sort((a, b) => b.count - a.count)
      .map(({ candidate }) => candidate);
    if (!word) throw new Error("no word of the contacts picks some of them");
    const search = page.getByRole("searchbox", { name: "Search contacts" });
    await search.fill(word);
    const list = page.getByRole("region", { name: "Contacts" }).getByRole("button");
    await expect(list).toHaveCount(contacts.filter((contact) => says(contact, word)).length);
    for (const contact of contacts.filter((entry) => !says(entry, word))) {
      await expect(contactButton(page, contact.name)).toHaveCount(0);
    }
    await search.fill("zzqx");
    await expect(list).toHaveCount(0);
    await expect(page.getByText("No contacts match")).toBeVisible();
  });
});

test.describe("favorites", () => {
  test("Remove takes a piece off the list, says so, and keeps focus on the list", async ({
    page,
  }) => {
    const { items, removed, empty } = await templateSection<WishlistProps>(
      "account/favorites",
      "AccountFavorites",
    );
    const [, second, third] = items;
    if (!second || !third) throw new Error("the favorites page has fewer than three pieces");
    await open(page, "/account/favorites");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(items.length);
    // "Remove … from favorites" is the button's label (wishlist.tsx).
    await page.getByRole("button", { name: `Remove ${second.name} from favorites` }).click();
    await expect(cards).toHaveCount(items.length - 1);
    await expect(
      page.getByRole("status").filter({ hasText: fill(removed, { name: second.name }) }),
    ).toHaveCount(1);
    await expect(
      page.getByRole("button", { name: `Remove ${third.name} from favorites` }),
    ).toBeFocused();
    for (let left = items.length - 1; left > 0; left -= 1) {
      await page
        .getByRole("button", { name: /^Remove / })
        .first()
        .click();
    }
    await expect(page.getByText(empty.text)).toBeFocused();
    await expect(page.getByRole("link", { name: empty.link.label })).toHaveAttribute(
      "href",
      empty.link.href,
    );
  });
});

test.describe("overlays pass axe", () => {
  test("the open drawer at 390px and the add-card dialog", async ({ page }) => {
    const { cards } = await templateSection<AccountBillingProps>(
      "account/billing",
      "AccountBilling",
    );
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, "/account/billing");
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("dialog", { name: "Account menu" })).toBeVisible();
    expect(await axeViolations(page), "drawer").toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: cards.addLabel, exact: true }).click();
    await page
      .getByRole("dialog", { name: cards.addLabel })
      .getByRole("button", { name: "Save card" })
      .click();
    expect(await axeViolations(page), "dialog").toEqual([]);
  });
});
