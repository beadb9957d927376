import type { Page, Response } from "@playwright/test";

import type { ConfirmationProps } from "../../app/sections/confirmation";
import { contentSection } from "./content";
import { expect, open, test } from "./fixtures";

/** The thank-you page as prerendered: the file's own version, true of every form. */
const genericThankYou = await contentSection<ConfirmationProps>("thank-you", "Confirmation");

/** A fresh address per run, so the first request is new (201) and the second a repeat (200). */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const isPost = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === "POST";

/** Fills in and sends the notify-me form on `path`; returns the API's answer. */
async function requestNotice(page: Page, path: string, email: string) {
  await open(page, path);
  const form = page.getByRole("form", { name: "Hear about it first" });
  // The tailored variant replaces the prerendered generic one once the query is read.
  await expect(form.locator('input[name="product"]')).toHaveValue("Monitora");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  const answer = page.waitForResponse(isPost("/api/notify"));
  await form.getByRole("button", { name: "Notify me" }).click();
  return answer;
}

const GENERIC_HEADING = genericThankYou.title;

test.describe("notify-me and newsletter forms with JavaScript", () => {
  test("a notify-me request on /coming-soon is stored; a repeat still shows success", async ({
    page,
  }) => {
    const email = uniqueEmail("notify");
    const first = await requestNotice(page, "/coming-soon?product=Monitora", email);
    expect(first.status()).toBe(201);
    expect(first.request().headers()["content-type"]).toContain("application/json");
    expect(first.request().postDataJSON()).toEqual({ email, product: "Monitora" });
    const status = page.getByRole("status").filter({ hasText: "You're on the list" });
    await expect(status).toBeVisible();
    await expect(status).toContainText("when Monitora opens");
    await expect(page.locator(".form-success")).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveCount(0);

    const repeat = await requestNotice(page, "/coming-soon?product=Monitora", email);
    expect(repeat.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "You're on the list" })).toBeVisible();
  });

  test("the newsletter on /labs shows an inline error, then asks to confirm by e-mail", async ({
    page,
  }) => {
    await open(page, "/labs");
    const form = page.getByRole("form", { name: "Get advisories by e-mail" });
    const email = form.getByRole("textbox", { name: "Email" });
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/newsletter")) posted = true;
    });

    await email.fill("lee@");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(form.getByText("Enter an e-mail address like name@example.com.")).toBeVisible();
    expect(posted).toBe(false);

    const address = uniqueEmail("news");
    await email.fill(address);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await form.getByRole("checkbox", { name: "Product news" }).check();
    const answer = page.waitForResponse(isPost("/api/newsletter"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    const response = await answer;
    // Accepted, not subscribed: double opt-in (and the same answer for a known address).
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toEqual({
      email: address,
      topics: ["product-news", "security-advisories"],
    });
    const status = page.getByRole("status").filter({ hasText: "Check your inbox" });
    await expect(status).toBeVisible();
    await expect(status).toContainText("confirmation link");
  });

  test("/thank-you?form=newsletter shows the tailored heading and title after hydration", async ({
    page,
  }) => {
    await open(page, "/thank-you?form=newsletter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox to confirm");
    await expect(page).toHaveTitle("Check your inbox to confirm | CradleSec");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test.describe("notify-me and newsletter forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the notify-me form on /firecradle posts and lands on the thank-you page", async ({
    page,
  }) => {
    await page.goto("/firecradle");
    const form = page.getByRole("form", { name: "Hear when early access opens" });
    await expect(form.locator('input[name="product"]')).toHaveValue("Firecradle");
    await form.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("nojs-notify"));
    await form.getByRole("button", { name: "Notify me" }).click();
    await page.waitForURL("**/thank-you?form=notify");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(GENERIC_HEADING);
    await expect(page).toHaveTitle("Thank you | CradleSec");
    for (const paragraph of genericThankYou.paragraphs) {
      await expect(page.getByText(paragraph)).toBeVisible();
    }
    await expect(page.getByText(/a newsletter or a launch notice/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
  });

  test("the newsletter form on /labs posts and lands on the thank-you page", async ({ page }) => {
    await page.goto("/labs");
    const form = page.getByRole("form", { name: "Get advisories by e-mail" });
    await form.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("nojs-news"));
    await form.getByRole("checkbox", { name: "Design" }).check();
    const answer = page.waitForResponse(isPost("/api/newsletter"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    const request = (await answer).request();
    expect(new URLSearchParams(request.postData() ?? "").getAll("topics")).toEqual([
      "design",
      "security-advisories",
    ]);
    await page.waitForURL("**/thank-you?form=newsletter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(GENERIC_HEADING);
  });
});

test.describe("a refused post without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: /status of 400/ });

  test("a bad e-mail gets the server's error page listing the problem", async ({ page }) => {
    await page.goto("/firecradle");
    const form = page.getByRole("form", { name: "Hear when early access opens" });
    await form.getByRole("textbox", { name: "Email" }).fill("not-an-address");
    const answer = page.waitForResponse(isPost("/api/notify"));
    await form.getByRole("button", { name: "Notify me" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your form was not sent");
    await expect(page.getByRole("listitem")).toContainText([
      "E-mail: Enter an e-mail address like name@example.com.",
    ]);
    await expect(page.getByRole("link", { name: /back/i })).toHaveAttribute("href", "/firecradle");
  });
});
