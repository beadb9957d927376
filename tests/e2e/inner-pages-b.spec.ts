import type { Page, Request } from "@playwright/test";

import { expect, open, test } from "./fixtures";

// Issue 14 (part b): coming-soon countdowns, the not-found designs, the sign-in samples and
// the contact forms. Clocks are Playwright's fake clock: no test waits for real time.

test.describe("coming soon", () => {
  test("/coming/v1 counts down on a fake clock, never below zero, then shows it has launched", async ({
    page,
  }) => {
    // Lumen Bay opens 2027-03-15 08:00 UTC. The clock runs while the page loads and hydrates,
    // then stops 2 days, 3 hours, 4 minutes and 5 seconds before. It starts 55 s earlier: on a
    // busy machine a load took over the 5 s it once had, and pausing at a past time throws.
    await page.clock.install({ time: new Date("2027-03-13T04:55:00Z") });
    await open(page, "/coming/v1");
    await page.clock.pauseAt(new Date("2027-03-13T04:55:55Z"));
    const timer = page.getByRole("timer", { name: /Time until Lumen Bay opens/ });
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
    const launched = page.getByRole("status").filter({ hasText: "Lumen Bay is open" });
    await expect(launched).toBeVisible();
    // It stays launched: the clock stopped, nothing counts below zero.
    await page.clock.runFor(10_000);
    await expect(launched).toBeVisible();
    await expect(page.locator(".kit-countdown-value")).toHaveCount(0);
  });

  test("/coming/v2 opened after its date shows the launched state at once", async ({ page }) => {
    await page.clock.install({ time: new Date("2027-06-01T00:00:00Z") });
    await open(page, "/coming/v2");
    await expect(
      page.getByRole("status").filter({ hasText: "Northkite has launched" }),
    ).toBeVisible();
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
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") posts.push(request.url());
    });
    await open(page, "/coming/v1");
    const form = page.getByRole("form", { name: "Tell me when Lumen Bay launches" });
    const email = form.getByRole("textbox", { name: "E-mail address" });
    await email.fill("not an address");
    await form.getByRole("button", { name: "Notify me" }).click();
    await expect(email).toBeFocused();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    await email.fill("reader@example.com");
    await form.getByRole("button", { name: "Notify me" }).click();
    await expect(form.getByRole("status")).toContainText("reader@example.com");
    await expect(form.getByRole("status")).toContainText("this sample sent nothing");
    expect(posts).toEqual([]);
  });
});

test.describe("not-found designs", () => {
  for (const path of ["/error/v1", "/error/v2", "/error/v3"]) {
    test(`${path} is a page and answers 200`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Error 404");
    });
  }

  test.describe("an unknown path", () => {
    // The browser logs the 404 document itself as a failed resource.
    test.use({ allowConsoleErrors: /status of 404/ });

    test("an unknown path still gets the site's own 404 page with a 404 status", async ({
      page,
    }) => {
      const response = await page.goto("/error/v4");
      expect(response?.status()).toBe(404);
      // The company's own not-found page (with its header), not one of the templates.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "We couldn't find that page",
      );
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
    await open(page, "/error/v3");
    const search = page.getByRole("search", { name: "Search the template pages" });
    await search.getByRole("searchbox").fill("yoga");
    await expect(search.getByRole("status")).toHaveText("1 page matches.");
    await search.getByRole("link", { name: /Yoga studio/ }).click();
    await expect(page).toHaveURL(/\/landing\/yoga$/);
    await page.goBack();
    await page.getByRole("searchbox").fill("zzzz");
    await expect(page.getByRole("search").getByRole("status")).toContainText("No page matches");
    const sections = page.getByRole("region", { name: "Or start from a section" });
    await expect(sections.getByRole("listitem")).toHaveCount(4);
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
    await open(page, "/auth/sign-in");
    const form = page.getByRole("form", { name: "Welcome back" });
    await form.getByRole("button", { name: "Sign in", exact: true }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Enter your e-mail address",
      "Enter your password",
    ]);
    const email = form.getByRole("textbox", { name: "E-mail address" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Enter your e-mail address/);
    await summary.getByRole("link", { name: "Enter your password" }).click();
    await expect(form.getByLabel("Password", { exact: true })).toBeFocused();

    await email.fill("ada@example.com");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await form.getByLabel("Password", { exact: true }).fill("a sample password");
    await form.getByRole("button", { name: "Sign in", exact: true }).click();
    const status = form.getByRole("status");
    await expect(status).toBeFocused();
    await expect(status).toHaveText(/Sign-in is not available on this site/);
  });

  test("password managers get the autocomplete tokens they understand", async ({ page }) => {
    await open(page, "/auth/sign-in-up");
    const signIn = page.getByRole("region", { name: "Sign in" });
    const signUp = page.getByRole("region", { name: "Create an account" });
    await expect(signIn.getByRole("textbox", { name: "E-mail address" })).toHaveAttribute(
      "autocomplete",
      "username",
    );
    await expect(signIn.getByLabel("Password", { exact: true })).toHaveAttribute(
      "autocomplete",
      "current-password",
    );
    await expect(signUp.getByLabel("Password", { exact: true })).toHaveAttribute(
      "autocomplete",
      "new-password",
    );
    await expect(signUp.getByLabel("Confirm password")).toHaveAttribute(
      "autocomplete",
      "new-password",
    );
    await expect(signUp.getByRole("textbox", { name: "Full name" })).toHaveAttribute(
      "autocomplete",
      "name",
    );
  });

  test("show/hide is a pressed toggle that switches the field between text and dots", async ({
    page,
  }) => {
    await open(page, "/auth/sign-in");
    const password = page.getByLabel("Password", { exact: true });
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
    await open(page, "/auth/sign-up");
    const form = page.getByRole("form", { name: "Create your account" });
    await form.getByRole("textbox", { name: "Full name" }).fill("Ada Lovelace");
    await form.getByRole("textbox", { name: "E-mail address" }).fill("ada@example");
    await form.getByLabel("Password", { exact: true }).fill("short");
    await form.getByLabel("Confirm password").fill("shorter");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert").getByRole("link")).toHaveText([
      "Enter an e-mail address like name@example.com",
      "Use at least 10 characters for your password",
      "The two passwords do not match",
      "Accept the terms to create an account",
    ]);
    await expect(page.getByRole("alert")).toBeFocused();
  });

  for (const path of ["/auth/sign-in", "/auth/sign-up", "/auth/sign-in-up"]) {
    test(`${path}: no request carries the typed password, before or after submit`, async ({
      page,
    }) => {
      const secret = `Zebra-${Date.now()}-quartz`;
      const requests = recordRequests(page);
      await open(page, path);
      for (const field of await page.locator('input[autocomplete$="-password"]').all()) {
        await field.fill(secret);
      }
      for (const email of await page.locator('input[type="email"]').all()) {
        await email.fill("ada@example.com");
      }
      for (const name of await page.getByRole("textbox", { name: "Full name" }).all()) {
        await name.fill("Ada Lovelace");
      }
      for (const terms of await page.getByRole("checkbox", { name: /terms/ }).all()) {
        await terms.check();
      }
      for (const button of await page
        .getByRole("button", { name: /^(Sign in|Create account)$/ })
        .all()) {
        await button.click();
        await expect(
          page.getByRole("status").filter({ hasText: "Sign-in is not available" }).first(),
        ).toBeVisible();
      }
      // The other ways in answer the same way.
      await page.getByRole("button", { name: "Continue with a passkey" }).first().click();
      // Let anything the clicks might have started reach the network.
      await page.waitForLoadState("networkidle");
      expect(requests.length).toBeGreaterThan(0);
      await expectNoRequestCarries(requests, secret);
      // Nothing was posted at all.
      expect(requests.filter((request) => request.method() !== "GET")).toEqual([]);
    });
  }

  test("pass-recovery lists the steps and checks the e-mail field", async ({ page }) => {
    await open(page, "/auth/pass-recovery");
    await expect(page.getByRole("list").filter({ hasText: "Open the link" })).toBeVisible();
    const form = page.getByRole("form", { name: "Reset your password" });
    await form.getByRole("button", { name: "Send the reset link" }).click();
    await expect(page.getByRole("alert")).toBeFocused();
    await form.getByRole("textbox", { name: "E-mail address" }).fill("ada@example.com");
    await form.getByRole("button", { name: "Send the reset link" }).click();
    await expect(form.getByRole("status")).toHaveText(/not available on this site/);
  });
});

test.describe("contacts", () => {
  test("/contacts/v1 asks for at least one service and confirms without sending", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await open(page, "/contacts/v1");
    const form = page.getByRole("form", { name: "Book a consultation" });
    await form.getByRole("textbox", { name: "Your name" }).fill("Grace Hopper");
    await form.getByRole("textbox", { name: "E-mail address" }).fill("grace@example.com");
    await form.getByRole("textbox", { name: "What would you like to discuss?" }).fill("Growth.");
    await form.getByRole("button", { name: "Request a consultation" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText(["Tick at least one service"]);
    const services = form.getByRole("group", { name: "Which services are you interested in?" });
    await services.getByRole("checkbox", { name: "Operations review" }).check();
    await expect(summary).toBeHidden();
    await form.getByRole("button", { name: "Request a consultation" }).click();
    await expect(form.getByRole("status")).toHaveText(/this sample sent nothing/);
    expect(requests.filter((request) => request.method() !== "GET")).toEqual([]);
  });

  test("/contacts/v2 asks for a space and a topic from its selects", async ({ page }) => {
    await open(page, "/contacts/v2");
    const form = page.getByRole("form", { name: "Write to a Canopy Works space" });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").getByRole("link")).toHaveText([
      "Enter your name",
      "Enter your e-mail address",
      "Choose the space you are asking about",
      "Choose a topic",
      "Write your message",
    ]);
    await form.getByRole("textbox", { name: "Your name" }).fill("Grace Hopper");
    await form.getByRole("textbox", { name: "E-mail address" }).fill("grace@example.com");
    await form
      .getByRole("combobox", { name: "Which space?" })
      .selectOption("Mill Yard, Burlington");
    await form.getByRole("combobox", { name: "Topic" }).selectOption("A private office");
    await form.getByRole("textbox", { name: "Your message" }).fill("Is there room for four?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("status")).toHaveText(/this sample sent nothing/);
    await expect(
      page.getByRole("img", { name: /World map with 3 marked locations/ }),
    ).toBeVisible();
  });

  test("/contacts/v3 draws its map itself: no third-party request", async ({ page }) => {
    const requests = recordRequests(page);
    await open(page, "/contacts/v3");
    await expect(
      page.getByRole("img", {
        name: "Street map with Harbourline's office marked beside the water",
      }),
    ).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(requests.filter((request) => !request.url().startsWith(origin))).toEqual([]);
  });
});
