import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

/**
 * Fresh loads at a fixed CPU throttle that act the moment `load` fires (issue 30), for the
 * early-input table (early-input.spec.ts). `npm run perf`'s first-input timings
 * (scripts/first-input.mjs) still keep their own copy of the load, the autofill and the kinds.
 */

/** The CPU throttle every early-input load runs at (Emulation.setCPUThrottlingRate). */
export const CPU_THROTTLE = 4;

export interface LoadOptions {
  viewport?: { width: number; height: number };
  /** A phone: touch input, and taps instead of clicks. */
  touch?: boolean;
  reducedMotion?: boolean;
}

/** A context for one row's rounds: each round is a new page, so a fresh load of the page. */
export async function rowContext(browser: Browser, baseURL: string, options: LoadOptions = {}) {
  const viewport = options.viewport ?? { width: 1400, height: 900 };
  return browser.newContext({
    baseURL,
    viewport,
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

/** A value for a field the way a browser's autofill picks one: by its autocomplete token. */
export function autofillValue(token: string, type: string, tag: string, seed: string): string {
  const values: Record<string, string> = {
    name: "Dana Whitfield",
    "given-name": "Dana",
    "family-name": "Whitfield",
    email: `dana.${seed}@example.com`,
    username: `dana.${seed}@example.com`,
    organization: "Whitfield IT",
    tel: "+44 20 7946 0958",
    "address-line1": "12 Harbour Street",
    "street-address": "12 Harbour Street",
    "address-level2": "Bristol",
    "postal-code": "BS1 4DJ",
    "cc-name": "Dana Whitfield",
    "cc-number": "4242 4242 4242 4242",
    "cc-exp": "12/30",
    "cc-csc": "123",
    "current-password": "correct horse battery 42",
    "new-password": "correct horse battery 42",
  };
  if (values[token]) return values[token];
  if (type === "email") return `dana.${seed}@example.com`;
  if (type === "tel") return "+44 20 7946 0958";
  if (type === "url") return "https://example.com";
  if (type === "number") return "3";
  if (type === "date") return "2027-03-15";
  if (type === "time") return "10:30";
  if (type === "datetime-local") return "2027-03-15T10:30";
  if (type === "month") return "2027-03";
  if (type === "password") return values["new-password"] ?? "";
  if (tag === "TEXTAREA") return "Forty servers on tape; we want tested, off-site copies instead.";
  return "Whitfield";
}

/** The fields of a form that autofill fills: visible text-like inputs, text areas, selects. */
export const FILLABLE =
  "input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit])" +
  ":not([type=button]):not([type=reset]):not([type=range]):not([type=file])" +
  ":not([disabled]):not([readonly]):not([tabindex='-1']):not([autocomplete=off])," +
  "textarea:not([disabled]):not([autocomplete=off]), select:not([autocomplete=off])";

/**
 * Fills every visible fillable field of `form` the way autofill does: the value goes in
 * through the element's prototype (as the browser's own autofill writes it, past any setter a
 * framework put on the element), then `input` and `change` are dispatched. A select takes its
 * second option. Returns what each field was given, by index among FILLABLE.
 */
export async function autofill(form: Locator, seed: string): Promise<string[]> {
  const script = autofillValue.toString();
  return form.evaluate(
    (root, { FILLABLE, script, seed }) => {
      const valueFor = new Function(`return (${script})`)() as typeof autofillValue;
      const filled: string[] = [];
      for (const el of root.querySelectorAll<HTMLInputElement>(FILLABLE)) {
        if (el.offsetParent === null && el.getClientRects().length === 0) {
          filled.push(el.value);
          continue;
        }
        let value: string;
        if (el instanceof HTMLSelectElement) {
          const option = [...el.options].find((o, i) => i > 0 && !o.disabled && o.value !== "");
          value = option?.value ?? el.value;
          Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set?.call(
            el,
            value,
          );
        } else {
          const token = (el.getAttribute("autocomplete") ?? "").split(/\s+/).pop() ?? "";
          value = valueFor(token, el.type, el.tagName, seed);
          const proto = Object.getPrototypeOf(el) as object;
          Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
        }
        el.dispatchEvent(new Event("input", { bubbles: true }));
        el.dispatchEvent(new Event("change", { bubbles: true }));
        filled.push(value);
      }
      return filled;
    },
    { FILLABLE, script, seed },
  );
}
