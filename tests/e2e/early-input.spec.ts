import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import type { Page } from "@playwright/test";

import {
  actInPlaywright,
  EARLY_KINDS,
  effectInPlaywright,
  type InteractiveKind,
  TARGET,
} from "../interactive-kinds.mjs";
import { autofill, FILLABLE, loadFresh, rowContext, settled } from "./early-input";
import { expect, holdClientEntry, pagePaths, test } from "./fixtures";

/**
 * Every interactive kind of the site and the kit (tests/interactive-kinds.mjs, the table perf
 * and the cross-engine suite use too) takes an input made the moment `load` fires, at 4x CPU
 * throttling, before the page has hydrated, and acts on it once (issue 30, decision 0018). Each
 * row makes ROUNDS fresh loads (a new context each, so a cold cache): two catch a broken
 * mechanism; `npm run perf` counts the lost and doubled of ten per kind.
 */
const ROUNDS = Number(process.env.EARLY_INPUT_ROUNDS ?? 2);
/** Fresh loads of a row that run side by side. */
const AT_ONCE = Number(process.env.EARLY_INPUT_AT_ONCE ?? 5);

/** Reads a row's effect once the page has settled: after any effect has shown, or 5 s. */
async function settledEffects(page: Page, row: InteractiveKind, before: unknown): Promise<number> {
  const effect = () => effectInPlaywright(page, row, before).catch(() => 0);
  await settled(page);
  await expect
    .poll(effect, { timeout: 5_000 })
    .not.toBe(0)
    .catch(() => undefined);
  // A doubled input would have acted in the same replay; a beat later shows it all the same.
  await page.waitForTimeout(100);
  return effect();
}

test.describe("an input made the moment load fires acts once", () => {
  test.describe.configure({ timeout: 60_000 + ROUNDS * 20_000 });

  for (const row of EARLY_KINDS) {
    test(`${row.kind} on ${row.path} (${ROUNDS} fresh loads at 4x CPU)`, async ({
      browser,
      baseURL,
    }) => {
      const outcomes: number[] = [];
      let early = 0;
      // Each round a new context: a cold cache, as on a visitor's first visit.
      const round = async (index: number) => {
        const context = await rowContext(browser, baseURL ?? "", row);
        try {
          const { page, errors, hydratedAtLoad } = await loadFresh(context, row.path);
          if (!hydratedAtLoad) early += 1;
          const before = await actInPlaywright(page, row, `${Date.now()}-${index}`);
          outcomes[index] = await settledEffects(page, row, before);
          if (row.gesture.type === "type" && outcomes[index] === 1) {
            // React's state holds the text too: typing on adds to it, not to what came before.
            const field = page.locator(TARGET);
            await field.press("End");
            await field.pressSequentially("!");
            await expect(field, `round ${index + 1}: typed on`).toHaveValue(`${row.gesture.text}!`);
          }
          expect(errors, `round ${index + 1}: console errors`).toEqual([]);
        } finally {
          await context.close();
        }
      };
      // Rounds run a few at a time: the throttle slows each page's main thread, not the machine.
      for (let start = 0; start < ROUNDS; start += AT_ONCE) {
        const batch = Array.from(
          { length: Math.min(AT_ONCE, ROUNDS - start) },
          (_, i) => start + i,
        );
        await Promise.all(batch.map(round));
      }
      const lost = outcomes.filter((n) => n < 1).length;
      const doubled = outcomes.filter((n) => n > 1).length;
      const summary = `${row.kind}: lost ${lost}, doubled ${doubled} of ${ROUNDS}; ${early} acted before hydration`;
      test.info().annotations.push({ type: "early-input", description: summary });
      console.log(summary);
      expect({ lost, doubled }, `effects per round: ${outcomes.join(", ")}`).toEqual({
        lost: 0,
        doubled: 0,
      });
    });
  }
});

/**
 * The shape of each form in prerendered HTML that has a field a visitor fills: its classes and
 * each field's tag, type, name and autocomplete token. Two forms of one shape come from one
 * component. (A form that is only a button, as /newsletter/confirm's, has nothing to fill.)
 */
function formShapes(html: string): string[] {
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? "";
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].flatMap(
    ([, attributes, body]) => {
      const fields = [...(body ?? "").matchAll(/<(input|select|textarea)\b[^>]*>/g)]
        .map(([tag, name]) => [
          name,
          attribute(tag, "type"),
          attribute(tag, "name"),
          attribute(tag, "autocomplete"),
        ])
        .filter(([, type]) => !/^(hidden|submit|button|reset|image)$/.test(type ?? ""))
        .map((parts) => parts.join(":"));
      return fields.length > 0
        ? [`${attribute(attributes ?? "", "class")}|${fields.join(",")}`]
        : [];
    },
  );
}

/**
 * The pages whose prerendered HTML holds a form of a shape no page before it has (a form
 * repeated across pages, as the footer's newsletter is, is the same component: once is enough).
 */
function pagesWithForms(): string[] {
  const seen = new Set<string>();
  return pagePaths.filter((path) => {
    const file = join("build/client", path, path.endsWith("/") ? "" : "index.html");
    if (!existsSync(file)) return false;
    const fresh = formShapes(readFileSync(file, "utf8")).filter((shape) => !seen.has(shape));
    for (const shape of fresh) seen.add(shape);
    return fresh.length > 0;
  });
}

/**
 * Every form (each shape once): each field autofilled before hydration keeps its value in
 * React's state. The client entry is held back until the fields are filled, so every value is
 * written before hydration for certain, without the throttle the rows above need to get there.
 */
test.describe("every form field autofilled before hydration", () => {
  for (const path of pagesWithForms()) {
    test(`keeps its value and takes the next key press on top of it on ${path}`, async ({
      page,
    }) => {
      const problems: string[] = [];
      const release = await holdClientEntry(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const forms = page.locator("form");
      const count = await forms.count();
      const filled: (string | null)[][] = [];
      for (let index = 0; index < count; index += 1) {
        filled.push(await autofill(forms.nth(index), `sweep-${index}`));
      }
      release();
      await settled(page);
      for (let index = 0; index < count; index += 1) {
        const fields = forms.nth(index).locator(FILLABLE);
        for (let field = 0; field < (filled[index]?.length ?? 0); field += 1) {
          const control = fields.nth(field);
          if (!(await control.isVisible()) || !(await control.isEditable())) continue;
          const where = `form ${index + 1}, field ${field + 1}`;
          const value = await control.inputValue();
          if (value !== filled[index]?.[field]) {
            problems.push(`${where}: reads "${value}" after hydration`);
            continue;
          }
          const type = (await control.getAttribute("type")) ?? "text";
          const tag = await control.evaluate((node) => node.tagName);
          if (tag === "SELECT" || !/^(text|email|tel|search|url)$/.test(type)) continue;
          // React's state holds the autofilled value: a key pressed now adds to it.
          await control.press("End");
          await control.press("x");
          const next = await control.inputValue();
          if (next.replace(/\s/g, "") === value.replace(/\s/g, "")) continue; // a formatted field
          if (next !== `${value}x`) problems.push(`${where}: typed on, reads "${next}"`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
