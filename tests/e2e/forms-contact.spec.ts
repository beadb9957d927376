import type { Page, Response } from "@playwright/test";

import { site } from "../../app/content/generated/site";
import { contactSchema, segments } from "../../app/lib/forms/schemas";
import type { ContactFormProps } from "../../app/sections/contact-form";
import { STATUS_MESSAGES } from "../../server/forms/error-page";
import { contentSection } from "./content";
import { fieldErrors, literal, startingWith } from "./content-readers";
import { expect, open, test } from "./fixtures";

const contactForm = await contentSection<ContactFormProps>("contact", "ContactForm");
/** Each field's label (content/pages/contact.md), which "(optional)" may follow. */
const label = Object.fromEntries(
  (["name", "email", "company", "topic", "message"] as const).map((field) => [
    field,
    startingWith(contactForm.fields[field].label),
  ]),
) as Record<"name" | "email" | "company" | "topic" | "message", RegExp>;
/** What the form's schema says of an empty form, and of an address without a domain. */
const emptyErrors = fieldErrors(contactSchema, { name: "", email: "", message: "" });
const BAD_EMAIL = "dana.whitfield@example";
const badEmailError = fieldErrors(contactSchema, {
  name: "D",
  email: BAD_EMAIL,
  message: "",
}).email!;

const MESSAGE = "We back up 40 Windows servers to tape and want tested, off-site copies instead.";

/** Fills in every field; `email` replaces the valid address. */
async function fillIn(page: Page, email = "dana.whitfield@example.com") {
  await page.getByRole("textbox", { name: label.name }).fill("Dana Whitfield");
  await page.getByRole("textbox", { name: label.email }).fill(email);
  await page.getByRole("textbox", { name: label.company }).fill("Whitfield IT");
  const msp = segments.find((segment) => segment.value === "msp")!;
  await page.getByRole("radio", { name: msp.label }).check();
  await page.getByRole("combobox", { name: label.topic }).selectOption("shadowcradle");
  await page.getByRole("textbox", { name: label.message }).fill(MESSAGE);
}

const isContactPost = (response: Response) =>
  response.url().endsWith("/api/contact") && response.request().method() === "POST";

const submitButton = (page: Page) => page.getByRole("button", { name: contactForm.submitLabel });

test.describe("contact form with JavaScript", () => {
  test("a valid message is stored by the API and a focused success panel replaces the form", async ({
    page,
  }) => {
    await open(page, "/contact");
    await fillIn(page);
    const answer = page.waitForResponse(isContactPost);
    await submitButton(page).click();
    const response = await answer;

    expect(response.status()).toBe(201);
    expect(response.request().headers()["content-type"]).toContain("application/json");
    expect(response.request().postDataJSON()).toMatchObject({
      name: "Dana Whitfield",
      email: "dana.whitfield@example.com",
      segment: "msp",
      topic: "shadowcradle",
      message: MESSAGE,
    });

    const status = page.getByRole("status").filter({ hasText: contactForm.success.title });
    await expect(status).toBeVisible();
    await expect(status).toContainText(site.replyTime);
    await expect(status.getByRole("link", { name: site.phone.incident.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.incident.tel}`,
    );
    await expect(page.locator(".contact-result")).toBeFocused();
    await expect(page.getByRole("textbox", { name: label.message })).toHaveCount(0);
  });

  test("an empty submit shows inline errors and focuses the error summary", async ({ page }) => {
    await open(page, "/contact");
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posted = true;
    });
    await submitButton(page).click();

    const summary = page.getByRole("alert").filter({ hasText: contactForm.errorSummaryTitle });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      emptyErrors.name!,
      emptyErrors.email!,
      emptyErrors.message!,
    ]);
    for (const name of [label.name, label.email, label.message]) {
      await expect(page.getByRole("textbox", { name })).toHaveAttribute("aria-invalid", "true");
    }
    await expect(page.getByRole("textbox", { name: label.email })).toHaveAccessibleDescription(
      literal(emptyErrors.email!),
    );
    expect(posted).toBe(false);
  });

  test.describe("when the server refuses or cannot be reached", () => {
    test.use({ allowConsoleErrors: /Failed to load resource/ });

    test("the server's field errors are shown inline and in the summary", async ({ page }) => {
      await open(page, "/contact");
      await fillIn(page);
      // A control character passes the browser's checks; the server refuses it.
      await page.getByRole("textbox", { name: label.company }).fill("Whitfield\u0007IT");
      const answer = page.waitForResponse(isContactPost);
      await submitButton(page).click();
      expect((await answer).status()).toBe(400);

      const summary = page.getByRole("alert").filter({ hasText: contactForm.errorSummaryTitle });
      await expect(summary).toBeFocused();
      // One problem, the company field's: the summary's link and the field's description say it.
      const company = page.getByRole("textbox", { name: label.company });
      await expect(summary.getByRole("link")).toHaveCount(1);
      const problem = (await summary.getByRole("link").textContent())!.trim();
      expect(problem).not.toBe("");
      await expect(company).toHaveAccessibleDescription(literal(problem));
      await expect(company).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("textbox", { name: label.message })).toHaveValue(MESSAGE);
    });

    test("a network failure keeps the typed values and offers e-mail and phone", async ({
      page,
    }) => {
      await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
      await open(page, "/contact");
      await fillIn(page);
      await submitButton(page).click();

      const alert = page.getByRole("alert").filter({ hasText: contactForm.failure.title });
      await expect(alert).toBeFocused();
      await expect(alert).toContainText("couldn't reach our server");
      await expect(
        alert.getByRole("link", { name: contactForm.failure.openLabel }),
      ).toHaveAttribute("href", new RegExp(`^mailto:${site.email.sales}\\?subject=`));
      await expect(alert.getByRole("link", { name: site.phone.main.display })).toBeVisible();
      await expect(page.getByRole("textbox", { name: label.message })).toHaveValue(MESSAGE);
      await expect(submitButton(page)).toBeEnabled();
    });
  });
});

test.describe("contact form without JavaScript", () => {
  test("a valid post lands on the thank-you page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await fillIn(page);
    const posted = page.waitForResponse(isContactPost);
    const landed = page.waitForResponse((response) => response.url().includes("/thank-you"));
    await submitButton(page).click();

    expect((await posted).status()).toBe(303);
    expect((await landed).status()).toBe(200);
    await expect(page).toHaveURL(/\/thank-you\?form=contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await context.close();
  });

  test("an invalid post gets the server's error page naming the problem", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await fillIn(page, BAD_EMAIL);
    const posted = page.waitForResponse(isContactPost);
    await submitButton(page).click();

    expect((await posted).status()).toBe(400);
    await expect(page).toHaveURL(/\/api\/contact$/);
    // The server's own page: a heading, what a 400 means, the one field's problem, a way back.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByText(STATUS_MESSAGES[400]!)).toBeVisible();
    await expect(page.getByRole("listitem")).toHaveText([literal(badEmailError)]);
    await expect(page.getByRole("link")).toHaveAttribute("href", "/contact");
    await context.close();
  });
});
