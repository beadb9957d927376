import { join } from "node:path";

import type { Page, Response } from "@playwright/test";
import Database from "better-sqlite3";

import { blogNewsletter } from "../../app/content/templates/blog/blog";
import { expect, open, test } from "./fixtures";

// The blog template pages: the newsletter block subscribes for real, the list's filters live in
// the URL, and the threaded comments on /blog/single-v3 take replies.

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const isPost = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === "POST";

/** The server's record of a sign-up (playwright.config.ts shares its data directory). */
function storedSubscription(email: string) {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const db = new Database(join(dir, "leads.sqlite"), { readonly: true });
  try {
    const row = db
      .prepare("SELECT id, status FROM newsletter_subscriptions WHERE email = ?")
      .get(email) as { id: number; status: string } | undefined;
    const topics = row
      ? (db
          .prepare("SELECT topic FROM newsletter_topics WHERE subscription_id = ? ORDER BY topic")
          .pluck()
          .all(row.id) as string[])
      : [];
    return row && { status: row.status, topics };
  } finally {
    db.close();
  }
}

const cards = (page: Page) => page.getByRole("main").locator(".kit-blog article h3");

test.describe("blog newsletter block", () => {
  test("starts with Advertising Updates and Design ticked, and subscribes through the API", async ({
    page,
  }) => {
    await open(page, "/blog/grid");
    const form = page.getByRole("form", { name: blogNewsletter.heading.title });
    await expect(form.getByRole("checkbox", { name: "Advertising Updates" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Design" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Product news" })).not.toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Security advisories" })).not.toBeChecked();

    const email = uniqueEmail("blog");
    await form.getByRole("textbox", { name: "Email" }).fill(email);
    const answer = page.waitForResponse(isPost("/api/newsletter"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    const response = await answer;
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toEqual({
      email,
      topics: ["advertising-updates", "design"],
    });
    await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
    expect(storedSubscription(email)).toEqual({
      status: "pending",
      topics: ["advertising-updates", "design"],
    });
  });
});

test.describe("blog list filters in the URL", () => {
  test("category, search, sort and pages update the query, and back/forward restore them", async ({
    page,
  }) => {
    await open(page, "/blog/grid");
    const status = page.getByRole("main").getByRole("status").first();
    await expect(status).toHaveText("Showing 1–6 of 12 articles.");
    await expect(cards(page)).toHaveCount(6);

    await page.getByRole("radio", { name: "Security" }).click();
    await expect(page).toHaveURL(/\/blog\/grid\?category=Security$/);
    await expect(status).toHaveText("Showing 1–3 of 3 Security articles.");
    await expect(cards(page)).toHaveCount(3);

    await page.getByLabel("Sort by").selectOption("title");
    await expect(page).toHaveURL(/category=Security&sort=title$/);
    await expect(cards(page).first()).toHaveText(
      "Rolling out passkeys without flooding the helpdesk",
    );

    await page.getByRole("radio", { name: "All" }).click();
    await page.getByRole("searchbox", { name: "Search articles" }).fill("backup");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/sort=title&q=backup$/);
    await expect(status).toContainText("matching “backup”");

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/grid\?sort=title$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
    await page.goBack();
    await expect(page).toHaveURL(/category=Security&sort=title$/);
    await expect(page.getByRole("radio", { name: "Security" })).toBeChecked();
    await expect(cards(page)).toHaveCount(3);
    await page.goForward();
    await expect(page).toHaveURL(/\/blog\/grid\?sort=title$/);
    await expect(cards(page)).toHaveCount(6);

    const pages = page.getByRole("navigation", { name: "Pagination" });
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/sort=title&page=2$/);
    await expect(status).toHaveText("Showing 7–12 of 12 articles.");
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goBack();
    await expect(status).toHaveText("Showing 1–6 of 12 articles.");
  });

  test("a shared link opens the filtered view; nothing matching says so and offers every article", async ({
    page,
  }) => {
    await open(page, "/blog/list?category=Privacy&page=1");
    await expect(cards(page)).toHaveCount(2);
    await open(page, "/blog/list?q=zzzz");
    await expect(page.getByText("No articles match this search.")).toBeVisible();
    await page.getByRole("link", { name: "Show every article" }).click();
    await expect(page).toHaveURL(/\/blog\/list$/);
    await expect(cards(page)).toHaveCount(4);
  });

  test("the sidebar filters by category link, and opens as a dialog on a phone", async ({
    page,
  }) => {
    await open(page, "/blog/grid-sidebar");
    const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
    await sidebar.getByRole("link", { name: "Design 3 articles" }).click();
    await expect(page).toHaveURL(/\/blog\/grid-sidebar\?category=Design$/);
    await expect(cards(page)).toHaveCount(3);
    await expect(sidebar.getByRole("link", { name: "Design 3 articles" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await page.setViewportSize({ width: 390, height: 800 });
    const opener = page.getByRole("button", { name: "Search and categories" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Search and categories" });
    await dialog.getByRole("link", { name: "Cloud 2 articles" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/category=Cloud$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(opener).toBeFocused();
  });
});

test.describe("blog articles", () => {
  test("a card opens its article in the layout the list links to", async ({ page }) => {
    await open(page, "/blog/list");
    await page.getByRole("link", { name: "The restore drill nobody wants to run" }).click();
    await expect(page).toHaveURL(/\/blog\/single-v2\?post=restore-drill$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The restore drill nobody wants to run",
    );
    await expect(
      page.getByRole("heading", { level: 2, name: "Pick something that matters" }),
    ).toBeVisible();
    // Related reading stays in the same layout.
    await expect(
      page.getByRole("region", { name: "Related articles" }).getByRole("link").first(),
    ).toHaveAttribute("href", /^\/blog\/single-v2\?post=/);
  });

  test("a link with ?post= opens that article, with its comments and related reading", async ({
    page,
  }) => {
    // The page's own article is passkeys-without-the-flood; restore-drill loads its own module.
    await open(page, "/blog/single-v3?post=restore-drill");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The restore drill nobody wants to run",
    );
    await expect(page.getByRole("heading", { level: 2, name: "2 comments" })).toBeVisible();
    const related = page.getByRole("region", { name: "Related articles" });
    const next = related.getByRole("heading", { level: 3 }).first();
    const title = await next.textContent();
    await related
      .getByRole("link", { name: title ?? "" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/single-v3\?post=[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  });

  test("a reply on /blog/single-v3 is appended under its comment, focused and announced", async ({
    page,
  }) => {
    await open(page, "/blog/single-v3");
    await expect(page.getByRole("heading", { level: 2, name: "4 comments" })).toBeVisible();
    const reply = page.getByRole("button", { name: "Reply to Olu Adebayo" });
    await reply.click();
    await expect(reply).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("textbox", { name: "Name" }).first()).toBeFocused();
    await page.getByRole("textbox", { name: "Name" }).first().fill("Rosa Jensen");
    await page
      .getByRole("textbox", { name: "Reply to Olu Adebayo" })
      .fill("Same for us: the handheld scanners took longest.");
    await page.getByRole("button", { name: "Post reply" }).click();

    const posted = page.getByRole("article", { name: "Comment by Rosa Jensen" });
    await expect(posted).toBeFocused();
    await expect(posted).toContainText("the handheld scanners took longest");
    // Nested under Olu's comment, in its reply list.
    const parentItem = page.locator("li", {
      has: page.getByRole("article", { name: "Comment by Olu Adebayo" }),
    });
    await expect(parentItem.locator("ol article")).toHaveText(/Rosa Jensen/);
    await expect(
      page.getByRole("status").filter({ hasText: "Your reply was posted." }),
    ).toBeAttached();
    await expect(page.getByRole("heading", { level: 2, name: "5 comments" })).toBeVisible();
  });
});
