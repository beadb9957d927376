import { join } from "node:path";

import type { APIRequestContext } from "@playwright/test";

import { confirmLink, unsubscribeLink } from "../../app/content/newsletter-links";
import type { NewsletterLinkProps } from "../../app/sections/newsletter-link";
import Database from "../../server/db/sqlite";
import { signLink } from "../../server/links";
import { contentSection } from "./content";
import { expect, open, test } from "./fixtures";

/** Each page's words (its file) with what its button's outcomes say (shared with the server). */
const confirmPage = {
  ...(await contentSection<NewsletterLinkProps>("newsletter/confirm", "NewsletterLink")),
  ...confirmLink,
};
const unsubscribePage = {
  ...(await contentSection<NewsletterLinkProps>("newsletter/unsubscribe", "NewsletterLink")),
  ...unsubscribeLink,
};

// The pages the newsletter's e-mails link to, in a browser, with and without JavaScript. The
// server under test has no SMTP_URL, so these specs make the links themselves, from the
// server's database (playwright.config.ts shares its directory), as the outbox would.

const database = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return new Database(join(dir, "leads.sqlite"));
};

interface Subscription {
  id: number;
  status: string;
  confirm_nonce: string | null;
  unsubscribe_nonce: string;
}

function subscription(email: string): Subscription | undefined {
  const db = database();
  try {
    return db
      .prepare(
        "SELECT id, status, confirm_nonce, unsubscribe_nonce FROM newsletter_subscriptions WHERE email = ?",
      )
      .get(email) as Subscription | undefined;
  } finally {
    db.close();
  }
}

/** Subscribes `email` through the API; returns the links its e-mails would carry. */
async function subscribe(request: APIRequestContext, label: string) {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post("/api/newsletter", { data: { email, topics: ["design"] } });
  expect(response.status()).toBe(202);
  const row = subscription(email)!;
  expect(row.status).toBe("pending");
  const db = database();
  const key = Buffer.from(
    db.prepare("SELECT value FROM settings WHERE name = 'link_key'").pluck().get() as string,
    "hex",
  );
  db.close();
  const week = Math.floor(Date.now() / 1000) + 7 * 86_400;
  const confirm = signLink(key, "confirm", {
    id: row.id,
    nonce: row.confirm_nonce!,
    expires: week,
  });
  const unsubscribe = signLink(key, "unsubscribe", {
    id: row.id,
    nonce: row.unsubscribe_nonce,
    expires: 0,
  });
  return {
    email,
    confirm: `${confirmPage.path}?token=${confirm}`,
    unsubscribe: `${unsubscribePage.path}?token=${unsubscribe}`,
  };
}

test.describe("newsletter links with JavaScript", () => {
  test("the confirmation page confirms with one press and says so", async ({ page, request }) => {
    const links = await subscribe(request, "confirm-js");
    await open(page, links.confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmPage.title);
    expect(subscription(links.email)?.status).toBe("pending"); // opening changed nothing

    await page.getByRole("button", { name: confirmPage.button }).click();
    const status = page
      .getByRole("status")
      .filter({ hasText: confirmPage.outcomes.confirmed.title });
    await expect(status).toBeVisible();
    await expect(page.locator(".newsletter-link-status .form-success")).toBeFocused();
    await expect(page.getByRole("button", { name: confirmPage.button })).toHaveCount(0);
    expect(subscription(links.email)?.status).toBe("confirmed");
  });

  test("the unsubscribe page removes the address with one press", async ({ page, request }) => {
    const links = await subscribe(request, "unsubscribe-js");
    await open(page, links.unsubscribe);
    await page.getByRole("button", { name: unsubscribePage.button }).click();
    await expect(
      page.getByRole("status").filter({ hasText: unsubscribePage.outcomes.unsubscribed.title }),
    ).toBeVisible();
    expect(subscription(links.email)).toBeUndefined();
  });

  test("a page opened without its token says where the link comes from", async ({ page }) => {
    await open(page, confirmPage.path);
    await expect(
      page.getByRole("status").filter({ hasText: confirmPage.missingToken.title }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: confirmPage.button })).toHaveCount(0);
  });
});

test.describe("newsletter links without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the confirmation button posts the token and the server answers with a page", async ({
    page,
    request,
  }) => {
    const links = await subscribe(request, "confirm-nojs");
    await page.goto(links.confirm);
    await page.getByRole("button", { name: confirmPage.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      confirmPage.outcomes.confirmed.title,
    );
    // Onward: the outcome's own link, and the home page.
    const onward = confirmPage.outcomes.confirmed.link;
    await expect(page.getByRole("link", { name: onward.label })).toHaveAttribute(
      "href",
      onward.href,
    );
    await expect(page.locator('a[href="/home"]')).toBeVisible();
    expect(subscription(links.email)?.status).toBe("confirmed");
  });

  test("so does the unsubscribe button", async ({ page, request }) => {
    const links = await subscribe(request, "unsubscribe-nojs");
    await page.goto(links.unsubscribe);
    await page.getByRole("button", { name: unsubscribePage.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      unsubscribePage.outcomes.unsubscribed.title,
    );
    expect(subscription(links.email)).toBeUndefined();
  });
});
