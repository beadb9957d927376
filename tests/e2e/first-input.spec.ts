import type { Browser } from "@playwright/test";

import { expect, test, waitForHydration } from "./fixtures";

/**
 * Text typed into a field the moment the page loads is never lost (issue 11); every other kind
 * of first input is in early-input.spec.ts (issue 30). Each round is a fresh context (cold
 * cache, nothing hydrated yet), and types the moment `load` fires, without waiting for
 * hydration, as an impatient visitor would; the event contract (decision 0018) tells React.
 */
const ROUNDS = 10;

async function freshPage(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  viewport = { width: 1400, height: 900 },
) {
  const context = await browser.newContext({ baseURL, viewport, hasTouch: viewport.width < 992 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(path, { waitUntil: "load" });
  return { page, errors, close: () => context.close() };
}

test.describe("the first input after load", () => {
  test.describe.configure({ timeout: 120_000 });

  test(`text typed into /contact the moment load fires survives hydration (${ROUNDS} fresh loads)`, async ({
    browser,
    baseURL,
  }) => {
    const message = "Forty servers on tape; we want tested off-site copies.";
    for (let round = 0; round < ROUNDS; round += 1) {
      const { page, errors, close } = await freshPage(browser, baseURL, "/contact");
      const field = page.getByRole("textbox", { name: /^Message/ });
      await field.pressSequentially(message);
      await waitForHydration(page);
      await expect(field, `round ${round + 1}`).toHaveValue(message);
      // React's state holds it too: typing on does not reset the field to what came before.
      await field.press("End");
      await field.pressSequentially("!");
      await expect(field).toHaveValue(`${message}!`);
      expect(errors).toEqual([]);
      await close();
    }
  });
});
