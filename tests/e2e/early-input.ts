import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

import {
  DEFAULT_VIEWPORT,
  FILLABLE,
  fillForm,
  type InteractiveKind,
} from "../interactive-kinds.mjs";

/**
 * Fresh loads at a fixed CPU throttle that act the moment `load` fires (issue 30), for the
 * early-input spec (early-input.spec.ts). The kinds, and the autofill, are in
 * tests/interactive-kinds.mjs, which `npm run perf` (scripts/first-input.mjs) uses too.
 */

export { FILLABLE };

/** The CPU throttle every early-input load runs at (Emulation.setCPUThrottlingRate). */
export const CPU_THROTTLE = 4;

export type LoadOptions = Pick<InteractiveKind, "viewport" | "touch" | "reducedMotion">;

/** A context for one row's rounds: each round is a new page, so a fresh load of the page. */
export async function rowContext(browser: Browser, baseURL: string, options: LoadOptions = {}) {
  const [width, height] = options.viewport ?? DEFAULT_VIEWPORT;
  return browser.newContext({
    baseURL,
    viewport: { width, height },
    hasTouch: Boolean(options.touch),
    isMobile: false,
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
  });
}

export interface FreshLoad {
  page: Page;
  /** Console errors and uncaught exceptions so far. */
  errors: string[];
  /** Whether the page had hydrated when the input was made (read at `load`). */
  hydratedAtLoad: boolean;
}

/**
 * Opens `path` in a new page of `context` at 4x CPU throttling and returns once `load` has
 * fired, without waiting for hydration.
 */
export async function loadFresh(context: BrowserContext, path: string): Promise<FreshLoad> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE });
  await page.goto(path, { waitUntil: "load" });
  const hydratedAtLoad = await page.evaluate(
    () => document.documentElement.dataset.hydrated === "true",
  );
  return { page, errors, hydratedAtLoad };
}

/**
 * Waits for hydration and for the contract's queue to have been replayed. Ten pages at 4x CPU
 * on two shared cores can take a while: a long wait, and a failure that says which step never
 * came.
 */
export async function settled(page: Page) {
  const state = () =>
    page.evaluate(() => ({
      hydrated: document.documentElement.dataset.hydrated === "true",
      replayed: (window as { __earlyEvents?: { ready: boolean } }).__earlyEvents?.ready !== false,
      readyState: document.readyState,
    }));
  try {
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === "true" &&
        (window as { __earlyEvents?: { ready: boolean } }).__earlyEvents?.ready !== false,
      undefined,
      { timeout: 45_000 },
    );
  } catch (error) {
    throw new Error(`not settled after 45 s: ${JSON.stringify(await state().catch(() => null))}`, {
      cause: error,
    });
  }
}

/**
 * Fills every visible fillable field of `form` the way autofill does (fillForm in
 * interactive-kinds.mjs). Returns what each field was given, by index among FILLABLE (null for a
 * field not shown).
 */
export function autofill(form: Locator, seed: string): Promise<(string | null)[]> {
  return form.evaluate(fillForm, { fillable: FILLABLE, seed, write: "all" as const });
}
