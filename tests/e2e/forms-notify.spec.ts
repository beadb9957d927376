import type { Page, Response } from "@playwright/test";

import { forms } from "../../app/content/generated/forms";
import { products } from "../../app/content/products";
import { newsletterSchema, newsletterTopics } from "../../app/lib/forms/schemas";
import { documentTitle } from "../../app/lib/meta";
import type { ConfirmationFields } from "../../app/sections/confirmation";
import type { NewsletterSectionProps } from "../../app/sections/newsletter-form";
import type { PreviewHeroProps } from "../../app/sections/preview-hero";
import { STATUS_MESSAGES } from "../../server/forms/error-page";
import { contentPage, contentSection } from "./content";
import { comingSoon, fieldErrors, literal } from "./content-readers";
import { expect, open, test } from "./fixtures";

// Forms are found by their headings, fields and buttons by their labels, all from the content
// files; "Email", "Subscribe" and "Design" are the newsletter block's contract names.
const thankYouPage = await contentPage("thank-you");
/** The thank-you page as prerendered: the file's own version, true of every form. */
const genericThankYou = await contentSection<ConfirmationFields>("thank-you", "Confirmation");
/** A product whose notify-me form is on /coming-soon, and what that page says of it. */
const soonProduct = products.find((product) => product.href.startsWith("/coming-soon?"))!;
const soonVariant = (await comingSoon()).products[soonProduct.name]!;
/** The notify-me form on a product's own page, before its launch. */
const firecradle = await contentSection<PreviewHeroProps>("firecradle", "PreviewHero");
const labsNewsletter = await contentSection<NewsletterSectionProps>("labs", "NewsletterSection");
const topicLabel = (value: string) =>
  newsletterTopics.find((topic) => topic.value === value)!.label;

/** A fresh address per run, so the first request is new (201) and the second a repeat (200). */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const isPost = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === "POST";

/** Fills in and sends the notify-me form on the Soon product's /coming-soon page. */
async function requestNotice(page: Page, email: string) {
  await open(page, soonProduct.href);
  const form = page.getByRole("form", { name: soonVariant.signup.title });
  // The tailored variant replaces the prerendered generic one once the query is read.
  await expect(form.locator('input[name="product"]')).toHaveValue(soonProduct.name);
  await form.getByRole("textbox", { name: forms.notify.emailLabel }).fill(email);
  const answer = page.waitForResponse(isPost("/api/notify"));
  await form.getByRole("button", { name: forms.notify.submitLabel }).click();
  return answer;
}

const GENERIC_HEADING = genericThankYou.title;

test.describe("notify-me and newsletter forms with JavaScript", () => {
  test("a notify-me request on /coming-soon is stored; a repeat still shows success", async ({
    page,
  }) => {
    const email = uniqueEmail("notify");
    const first = await requestNotice(page, email);
    expect(first.status()).toBe(201);
    expect(first.request().headers()["content-type"]).toContain("application/json");
    expect(first.request().postDataJSON()).toEqual({ email, product: soonProduct.name });
    const { success } = soonVariant.signup.form;
    const status = page.getByRole("status").filter({ hasText: success.title });
    await expect(status).toBeVisible();
    // The product's own launch, in the shared success sentence.
    expect(success.text).toContain(soonProduct.name);
    await expect(status).toContainText(success.text);
    await expect(page.locator(".form-success")).toBeFocused();
    await expect(page.getByRole("textbox", { name: forms.notify.emailLabel })).toHaveCount(0);

    const repeat = await requestNotice(page, email);
    expect(repeat.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: success.title })).toBeVisible();
  });

  test("the newsletter on /labs shows an inline error, then asks to confirm by e-mail", async ({
    page,
  }) => {
    await open(page, "/labs");
    const form = page.getByRole("form", { name: labsNewsletter.heading.title });
    const email = form.getByRole("textbox", { name: "Email" });
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/newsletter")) posted = true;
    });

    await email.fill("lee@");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    const problem = fieldErrors(newsletterSchema, { email: "lee@" }).email!;
    await expect(form.getByText(problem)).toBeVisible();
    expect(posted).toBe(false);

    const address = uniqueEmail("news");
    await email.fill(address);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await form.getByRole("checkbox", { name: topicLabel("product-news") }).check();
    const answer = page.waitForResponse(isPost("/api/newsletter"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    const response = await answer;
    // Accepted, not subscribed: double opt-in (and the same answer for a known address).
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toEqual({
      email: address,
      topics: ["product-news", "security-advisories"],
    });
    const status = page.getByRole("status").filter({ hasText: forms.newsletter.success.title });
    await expect(status).toBeVisible();
    await expect(status).toContainText(forms.newsletter.success.text);
  });

  test("/thank-you?form=newsletter shows the tailored heading and title after hydration", async ({
    page,
  }) => {
    await open(page, "/thank-you?form=newsletter");
    const { title } = genericThankYou.variants!.newsletter!;
    expect(title).not.toBe(GENERIC_HEADING);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
    await expect(page).toHaveTitle(documentTitle(title!));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test.describe("notify-me and newsletter forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the notify-me form on /firecradle posts and lands on the thank-you page", async ({
    page,
  }) => {
    await page.goto("/firecradle");
    const form = page.getByRole("form", { name: firecradle.notify!.title });
    await expect(form.locator('input[name="product"]')).toHaveValue(
      firecradle.notify!.form.product!,
    );
    await form
      .getByRole("textbox", { name: forms.notify.emailLabel })
      .fill(uniqueEmail("nojs-notify"));
    await form.getByRole("button", { name: forms.notify.submitLabel }).click();
    await page.waitForURL("**/thank-you?form=notify");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(GENERIC_HEADING);
    await expect(page).toHaveTitle(documentTitle(thankYouPage.title));
    for (const paragraph of genericThankYou.paragraphs) {
      await expect(page.getByText(paragraph)).toBeVisible();
    }
    for (const link of genericThankYou.next!.links) {
      await expect(page.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    }
  });

  test("the newsletter form on /labs posts and lands on the thank-you page", async ({ page }) => {
    await page.goto("/labs");
    const form = page.getByRole("form", { name: labsNewsletter.heading.title });
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
    const form = page.getByRole("form", { name: firecradle.notify!.title });
    await form.getByRole("textbox", { name: forms.notify.emailLabel }).fill("not-an-address");
    const answer = page.waitForResponse(isPost("/api/notify"));
    await form.getByRole("button", { name: forms.notify.submitLabel }).click();
    expect((await answer).status()).toBe(400);
    // The server's own page: a heading, what a 400 means, the one field's problem, a way back.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByText(STATUS_MESSAGES[400]!)).toBeVisible();
    const problem = fieldErrors(newsletterSchema, { email: "not-an-address" }).email!;
    await expect(page.getByRole("listitem")).toHaveText([literal(problem)]);
    await expect(page.getByRole("link")).toHaveAttribute("href", "/firecradle");
  });
});
