import type { Page, Request } from "@playwright/test";

import { filterPosts } from "../../app/lib/filter-posts";
import type { FindablePage } from "../../app/sections/kit/not-found-hero";
import { contentSection } from "./content";
import { escapeRegExp, fill, literal, templateSection } from "./content-files";
import { expect, open, test } from "./fixtures";

// Issue 14 (part b): coming-soon countdowns, the not-found designs, the sign-in samples and
// the contact forms. Clocks are Playwright's fake clock: no test waits for real time. The words
// come from the pages' content files (content/templates/coming, error, auth, contacts and
// content/pages/404.md); the sentences the components build (countdown figures, "1 page
// matches.", "World map with …") are theirs.

interface Field {
  name: string;
  label: string;
  type: string;
  /** The message when it is left empty. */
  required?: string | boolean;
  /** The message when it is filled in wrong. */
  invalid?: string;
  options?: readonly string[];
}
interface Form {
  label?: string;
  fields: readonly Field[];
  submitLabel: string;
  outcome: string;
}
interface AuthPanel {
  heading?: string;
  steps?: readonly string[];
  form: Form;
  alternatives?: readonly { label: string }[];
}
interface Auth {
  title: string;
  panels: readonly AuthPanel[];
}
interface LaunchPanel {
  countdown: { target: string | Date; label: string; doneText: string; launched: string };
  form: { label: string; fields: readonly Field[]; submitLabel: string; thanks: string };
}

const launchPanel = async (path: string) =>
  (await templateSection<{ below: LaunchPanel }>(path, "Hero")).below;
const auth = (path: string) => templateSection<Auth>(path, "AuthSplit");
/** A form's field by its name (its key in the content file, not its label). */
function field(form: { fields: readonly Field[] }, name: string): Field {
  const found = form.fields.find((entry) => entry.name === name);
  if (!found) throw new Error(`the form has no field ${name}`);
  return found;
}
function panel(page: Auth, index = 0): AuthPanel {
  const found = page.panels[index];
  if (!found) throw new Error(`the page has no panel ${index}`);
  return found;
}
const message = (text: string | boolean | undefined) => (typeof text === "string" ? text : "");
/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

test.describe("coming soon", () => {
  test("/coming/v1 counts down on a fake clock, never below zero, then shows it has launched", async ({
    page,
  }) => {
    const { countdown } = await launchPanel("coming/v1");
    const target = new Date(countdown.target).getTime();
    const before = (ms: number) => new Date(target - ms);
    const stop = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    // The clock runs while the page loads and hydrates, then stops 2 days, 3 hours, 4 minutes
    // and 5 seconds before launch. It starts 55 s earlier: on a busy machine a load took over
    // the 5 s it once had, and pausing at a past time throws.
    await page.clock.install({ time: before(stop + 55_000) });
    await open(page, "/coming/v1");
    await page.clock.pauseAt(before(stop));
    const timer = page.getByRole("timer", { name: literal(countdown.label) });
    const values = timer.locator(".kit-countdown-value");
    await expect(values).toHaveText(["2", "03", "04", "05"]);
    await page.clock.runFor(1_000);
    await expect(values).toHaveText(["2", "03", "04", "04"]);
    await expect(timer).toHaveAttribute("aria-label", /2 days, 3 hours and 4 minutes left/);

    // A second before launch, then past it: the figures give way to the launched state.
    await page.clock.fastForward("51:04:03");
    await expect(values).toHaveText(["0", "00", "00", "01"]);
    await page.clock.runFor(1_000);
    await expect(page.getByRole("timer")).toHaveCount(0);
    const launched = page.getByRole("status").filter({ hasText: countdown.launched });
    await expect(launched).toBeVisible();
    // It stays launched: the clock stopped, nothing counts below zero.
    await page.clock.runFor(10_000);
    await expect(launched).toBeVisible();
    await expect(page.locator(".kit-countdown-value")).toHaveCount(0);
  });

  test("/coming/v2 opened after its date shows the launched state at once", async ({ page }) => {
    const { countdown } = await launchPanel("coming/v2");
    await page.clock.install({ time: new Date(new Date(countdown.target).getTime() + 86_400_000) });
    await open(page, "/coming/v2");
    await expect(page.getByRole("status").filter({ hasText: countdown.launched })).toBeVisible();
    await expect(page.getByRole("timer")).toHaveCount(0);
  });

  test("the prerendered countdown shows dashes, not a time, and the bare layout has no nav", async ({
    request,
  }) => {
    const html = await (await request.get("/coming/v2")).text();
    expect(html).toContain('role="timer"');
    expect(html.match(/class="kit-countdown-value">--</g)).toHaveLength(4);
    expect(html).not.toContain("tpl-header-nav");
  });

  test("the notify-me form checks the address and sends nothing", async ({ page }) => {
    const { form: words } = await launchPanel("coming/v1");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") posts.push(request.url());
    });
    await open(page, "/coming/v1");
    const form = page.getByRole("form", { name: words.label });
    const email = form.getByRole("textbox", { name: field(words, "email").label });
    await email.fill("not an address");
    await form.getByRole("button", { name: words.submitLabel }).click();
    await expect(email).toBeFocused();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    await email.fill("reader@example.com");
    await form.getByRole("button", { name: words.submitLabel }).click();
    await expect(form.getByRole("status")).toHaveText(
      fill(words.thanks, { first: "reader@example.com" }),
    );
    expect(posts).toEqual([]);
  });
});

test.describe("not-found designs", () => {
  for (const path of ["/error/v1", "/error/v2", "/error/v3"]) {
    test(`${path} is a page and answers 200`, async ({ request }) => {
      const { code } = await templateSection<{ code: string }>(path.slice(1), "NotFoundHero");
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(escapeHtml(code));
    });
  }

  test.describe("an unknown path", () => {
    // The browser logs the 404 document itself as a failed resource.
    test.use({ allowConsoleErrors: /status of 404/ });

    test("an unknown path still gets the site's own 404 page with a 404 status", async ({
      page,
    }) => {
      const { notFound } = await contentSection<{ notFound: { title: string } }>(
        "404",
        "ErrorPage",
      );
      const response = await page.goto("/error/v4");
      expect(response?.status()).toBe(404);
      // The company's own not-found page (with its header), not one of the templates.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
      await expect(page.locator(".tpl")).toHaveCount(0);
      const other = await page.request.get("/no/such/page");
      expect(other.status()).toBe(404);
    });
  });

  test("the orbit moves, and stands still under prefers-reduced-motion", async ({ browser }) => {
    const running = async (motion: "reduce" | "no-preference") => {
      const context = await browser.newContext({ reducedMotion: motion });
      const page = await context.newPage();
      await open(page, "/error/v1");
      const names = await page
        .locator(".kit-lost-orbit, .kit-lost-float")
        .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).animationName));
      await context.close();
      return names;
    };
    expect(await running("no-preference")).toEqual(["kit-lost-float", "kit-lost-orbit"]);
    expect(await running("reduce")).toEqual(["none", "none"]);
  });

  test("/error/v3 searches the template pages as you type and offers four sections", async ({
    page,
  }) => {
    const { search: words } = await templateSection<{
      search: { label: string; pages: readonly FindablePage[] };
    }>("error/v3", "NotFoundHero");
    const sections = await templateSection<{
      heading: { title: string };
      items: readonly unknown[];
    }>("error/v3", "FeatureGrid");
    // A page its title finds alone (every word must be in a page's title, summary or group).
    const searchable = words.pages.map((entry) => ({
      ...entry,
      excerpt: entry.summary,
      topic: entry.group,
    }));
    const target = searchable.find(
      (entry) =>
        entry.href !== "/error/v3" && filterPosts(searchable, "All", entry.title).length === 1,
    );
    if (!target) throw new Error("no template page has a title of its own");
    await open(page, "/error/v3");
    const search = page.getByRole("search", { name: words.label });
    await search.getByRole("searchbox").fill(target.title);
    // not-found-hero.tsx's words.
    await expect(search.getByRole("status")).toHaveText("1 page matches.");
    await search.getByRole("link", { name: literal(target.title) }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target.href)}$`));
    await page.goBack();
    await page.getByRole("searchbox").fill("zzzz");
    await expect(page.getByRole("search").getByRole("status")).toContainText("No page matches");
    const offered = page.getByRole("region", { name: sections.heading.title });
    await expect(offered.getByRole("listitem")).toHaveCount(sections.items.length);
  });
});

/** Records every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

/** Fails if any request carries `secret` in its URL, headers or body. */
async function expectNoRequestCarries(requests: Request[], secret: string) {
  for (const request of requests) {
    expect(request.url()).not.toContain(secret);
    expect(request.url()).not.toContain(encodeURIComponent(secret));
    const body = request.postData() ?? "";
    expect(body).not.toContain(secret);
    expect(body).not.toContain(encodeURIComponent(secret));
    expect(JSON.stringify(await request.allHeaders())).not.toContain(secret);
  }
}

test.describe("sign-in samples", () => {
  test("sign-in: errors inline and in a focused summary, then a clear not-available message", async ({
    page,
  }) => {
    const content = await auth("auth/sign-in");
    const words = panel(content).form;
    const [emailField, passwordField] = [field(words, "email"), field(words, "password")];
    await open(page, "/auth/sign-in");
    const form = page.getByRole("form", { name: content.title });
    await form.getByRole("button", { name: words.submitLabel, exact: true }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      message(emailField.required),
      message(passwordField.required),
    ]);
    const email = form.getByRole("textbox", { name: emailField.label });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(literal(message(emailField.required)));
    await summary.getByRole("link", { name: message(passwordField.required) }).click();
    await expect(form.getByLabel(passwordField.label, { exact: true })).toBeFocused();

    await email.fill("ada@example.com");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await form.getByLabel(passwordField.label, { exact: true }).fill("a sample password");
    await form.getByRole("button", { name: words.submitLabel, exact: true }).click();
    const status = form.getByRole("status");
    await expect(status).toBeFocused();
    await expect(status).toHaveText(words.outcome);
  });

  test("password managers get the autocomplete tokens they understand", async ({ page }) => {
    const content = await auth("auth/sign-in-up");
    const [inWords, upWords] = [panel(content, 0), panel(content, 1)];
    await open(page, "/auth/sign-in-up");
    const signIn = page.getByRole("region", { name: inWords.heading });
    const signUp = page.getByRole("region", { name: upWords.heading });
    await expect(
      signIn.getByRole("textbox", { name: field(inWords.form, "email").label }),
    ).toHaveAttribute("autocomplete", "username");
    await expect(
      signIn.getByLabel(field(inWords.form, "password").label, { exact: true }),
    ).toHaveAttribute("autocomplete", "current-password");
    await expect(
      signUp.getByLabel(field(upWords.form, "password").label, { exact: true }),
    ).toHaveAttribute("autocomplete", "new-password");
    await expect(
      signUp.getByLabel(field(upWords.form, "confirm").label, { exact: true }),
    ).toHaveAttribute("autocomplete", "new-password");
    await expect(
      signUp.getByRole("textbox", { name: field(upWords.form, "name").label }),
    ).toHaveAttribute("autocomplete", "name");
  });

  test("show/hide is a pressed toggle that switches the field between text and dots", async ({
    page,
  }) => {
    const words = panel(await auth("auth/sign-in")).form;
    await open(page, "/auth/sign-in");
    const password = page.getByLabel(field(words, "password").label, { exact: true });
    await password.fill("correct horse battery");
    const toggle = page.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveAttribute("type", "text");
    await expect(password).toHaveValue("correct horse battery");
    await toggle.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(password).toHaveAttribute("type", "password");
  });

  test("sign-up checks the length, the confirmation and the terms", async ({ page }) => {
    const content = await auth("auth/sign-up");
    const words = panel(content).form;
    const label = (name: string) => field(words, name).label;
    await open(page, "/auth/sign-up");
    const form = page.getByRole("form", { name: content.title });
    await form.getByRole("textbox", { name: label("name") }).fill("Ada Lovelace");
    await form.getByRole("textbox", { name: label("email") }).fill("ada@example");
    await form.getByLabel(label("password"), { exact: true }).fill("short");
    await form.getByLabel(label("confirm"), { exact: true }).fill("shorter");
    await form.getByRole("button", { name: words.submitLabel }).click();
    await expect(page.getByRole("alert").getByRole("link")).toHaveText([
      // A malformed address: the forms' own words (app/lib/forms/schemas.ts).
      "Enter an e-mail address like name@example.com",
      field(words, "password").invalid ?? "",
      field(words, "confirm").invalid ?? "",
      message(field(words, "terms").required),
    ]);
    await expect(page.getByRole("alert")).toBeFocused();
  });

  for (const path of ["/auth/sign-in", "/auth/sign-up", "/auth/sign-in-up"]) {
    test(`${path}: no request carries the typed password, before or after submit`, async ({
      page,
    }) => {
      const panels = (await auth(path.slice(1))).panels;
      const secret = `Zebra-${Date.now()}-quartz`;
      const requests = recordRequests(page);
      await open(page, path);
      for (const field of await page.locator('input[autocomplete$="-password"]').all()) {
        await field.fill(secret);
      }
      for (const email of await page.locator('input[type="email"]').all()) {
        await email.fill("ada@example.com");
      }
      for (const name of await page.locator('input[autocomplete="name"]').all()) {
        await name.fill("Ada Lovelace");
      }
      for (const box of await page.locator('.kit-auth-panel input[type="checkbox"]').all()) {
        await box.check();
      }
      for (const { form } of panels) {
        await page.getByRole("button", { name: form.submitLabel, exact: true }).click();
        await expect(
          page.getByRole("status").filter({ hasText: form.outcome }).first(),
        ).toBeVisible();
      }
      // The other ways in answer the same way.
      const [other] = panels.flatMap((entry) => entry.alternatives ?? []);
      if (!other) throw new Error(`${path} offers no other way in`);
      await page.getByRole("button", { name: other.label }).first().click();
      // Let anything the clicks might have started reach the network.
      await page.waitForLoadState("networkidle");
      expect(requests.length).toBeGreaterThan(0);
      await expectNoRequestCarries(requests, secret);
      // Nothing was posted at all.
      expect(requests.filter((request) => request.method() !== "GET")).toEqual([]);
    });
  }

  test("pass-recovery lists the steps and checks the e-mail field", async ({ page }) => {
    const content = await auth("auth/pass-recovery");
    const { steps = [], form: words } = panel(content);
    await open(page, "/auth/pass-recovery");
    const list = page.getByRole("list").filter({ hasText: steps[0] ?? "" });
    await expect(list.getByRole("listitem")).toHaveText([...steps]);
    const form = page.getByRole("form", { name: content.title });
    await form.getByRole("button", { name: words.submitLabel }).click();
    await expect(page.getByRole("alert")).toBeFocused();
    await form.getByRole("textbox", { name: field(words, "email").label }).fill("ada@example.com");
    await form.getByRole("button", { name: words.submitLabel }).click();
    await expect(form.getByRole("status")).toHaveText(words.outcome);
  });
});

test.describe("contacts", () => {
  test("/contacts/v1 asks for at least one service and confirms without sending", async ({
    page,
  }) => {
    const { form: words } = await templateSection<{ form: Form }>("contacts/v1", "FormSection");
    const label = (name: string) => field(words, name).label;
    const services = field(words, "services");
    const requests = recordRequests(page);
    await open(page, "/contacts/v1");
    const form = page.getByRole("form", { name: words.label });
    await form.getByRole("textbox", { name: label("name") }).fill("Grace Hopper");
    await form.getByRole("textbox", { name: label("email") }).fill("grace@example.com");
    await form.getByRole("textbox", { name: label("message") }).fill("Growth.");
    await form.getByRole("button", { name: words.submitLabel }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([message(services.required)]);
    await form
      .getByRole("group", { name: services.label })
      .getByRole("checkbox", { name: services.options?.at(2) ?? "" })
      .check();
    await expect(summary).toBeHidden();
    await form.getByRole("button", { name: words.submitLabel }).click();
    await expect(form.getByRole("status")).toHaveText(words.outcome);
    expect(requests.filter((request) => request.method() !== "GET")).toEqual([]);
  });

  test("/contacts/v2 asks for a space and a topic from its selects", async ({ page }) => {
    const { aside: words } = await templateSection<{ aside: Form }>("contacts/v2", "Hero");
    const { places } = await templateSection<{ places: readonly unknown[] }>(
      "contacts/v2",
      "Locations",
    );
    const label = (name: string) => field(words, name).label;
    await open(page, "/contacts/v2");
    const form = page.getByRole("form", { name: words.label });
    await form.getByRole("button", { name: words.submitLabel }).click();
    // Every required field, in order, with its own message.
    await expect(page.getByRole("alert").getByRole("link")).toHaveText(
      words.fields.filter((entry) => entry.required).map((entry) => message(entry.required)),
    );
    await form.getByRole("textbox", { name: label("name") }).fill("Grace Hopper");
    await form.getByRole("textbox", { name: label("email") }).fill("grace@example.com");
    await form
      .getByRole("combobox", { name: label("space") })
      .selectOption(field(words, "space").options?.at(1) ?? "");
    await form
      .getByRole("combobox", { name: label("topic") })
      .selectOption(field(words, "topic").options?.at(2) ?? "");
    await form.getByRole("textbox", { name: label("message") }).fill("Is there room for four?");
    await form.getByRole("button", { name: words.submitLabel }).click();
    await expect(form.getByRole("status")).toHaveText(words.outcome);
    // locations.tsx names the map by how many places it marks.
    await expect(
      page.getByRole("img", { name: `World map with ${places.length} marked locations` }),
    ).toBeVisible();
  });

  test("/contacts/v3 draws its map itself: no third-party request", async ({ page }) => {
    const { mapLabel } = await templateSection<{ mapLabel: string }>("contacts/v3", "AddressMap");
    const requests = recordRequests(page);
    await open(page, "/contacts/v3");
    await expect(page.getByRole("img", { name: mapLabel })).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(requests.filter((request) => !request.url().startsWith(origin))).toEqual([]);
  });
});
