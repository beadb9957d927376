// First paint → effect (issue 30): for each interactive kind, fresh loads at 4x CPU that act the
// moment `load` fires, timing from the first contentful paint to the frame where the input has
// taken effect. Several builds are measured interleaved, round by round, so machine drift hits
// them alike. `npm run perf` reports it; `node scripts/first-input.mjs ORIGIN [ORIGIN…]` runs it
// alone.
import { chromium } from "@playwright/test";

/** Fresh loads per kind and build. */
export const FIRST_INPUT_LOADS = 5;
/** How long an input may take before it counts as lost. */
const LOST_AFTER_MS = 10_000;

const nav = (page) => page.getByRole("navigation", { name: "Main" });

/** Fills every visible text-like field of the first form holding `selector`, as autofill does. */
const autofill = (page, selector) =>
  page.locator(selector).evaluate((form) => {
    const values = { name: "Dana Whitfield", email: "dana@example.com", organization: "W IT" };
    const fields = form.querySelectorAll(
      "input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([tabindex='-1']), textarea",
    );
    for (const el of fields) {
      const token = el.getAttribute("autocomplete") ?? "";
      const value =
        values[token] ??
        (el.tagName === "TEXTAREA" ? "Forty servers on tape; we want off-site copies." : "x");
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value").set.call(el, value);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }
  });

/**
 * The kinds: where, the input, and (run in the page, every frame) whether it has taken effect.
 * @type {{ kind: string; path: string; viewport?: { width: number; height: number }; touch?: boolean; reducedMotion?: boolean; act: (page: import("@playwright/test").Page) => Promise<void>; done: string }[]}
 */
export const FIRST_INPUT_KINDS = [
  {
    kind: "header menu (Enter)",
    path: "/home",
    act: (page) => nav(page).getByRole("button", { name: "Products" }).press("Enter"),
    done: `[...document.querySelectorAll("nav button[aria-expanded=true]")].length > 0`,
  },
  {
    kind: "Menu button (tap)",
    path: "/home",
    viewport: { width: 390, height: 800 },
    touch: true,
    act: (page) => page.getByRole("button", { name: "Menu" }).tap(),
    done: `document.querySelector("[popover]")?.matches(":popover-open") === true`,
  },
  {
    kind: "cart: add",
    path: "/shop/catalog",
    act: (page) => page.getByRole("button", { name: "Add to cart" }).first().click(),
    done: `document.querySelector(".kit-cart-count")?.textContent === "1"`,
  },
  {
    kind: "account drawer",
    path: "/account/overview",
    viewport: { width: 600, height: 900 },
    touch: true,
    act: (page) => page.getByRole("button", { name: "Account menu" }).tap(),
    done: `document.querySelector("[role=dialog]") !== null`,
  },
  {
    kind: "tabs",
    path: "/landing/conference",
    act: (page) => page.getByRole("tab").nth(1).click(),
    done: `document.querySelectorAll("[role=tab]")[1]?.getAttribute("aria-selected") === "true"`,
  },
  {
    kind: "accordion",
    path: "/landing/insurance",
    act: (page) => page.locator(".kit-accordion-trigger").first().click(),
    done: `document.querySelector(".kit-accordion-trigger")?.getAttribute("aria-expanded") === "true"`,
  },
  {
    kind: "carousel button",
    path: "/landing/shop/v1",
    // Standing still: the carousel advances on its own otherwise, which would read as an effect.
    reducedMotion: true,
    act: (page) => page.getByRole("button", { name: "Next slide" }).first().click(),
    done: `/^2\\b/.test(document.querySelector(".kit-carousel-count")?.textContent ?? "")`,
  },
  {
    kind: "pricing toggle",
    path: "/landing/saas/v1",
    act: (page) => page.locator("#pricing").getByRole("radio").nth(1).click(),
    done: `document.querySelectorAll("#pricing [role=radio]")[1]?.getAttribute("aria-checked") === "true"`,
  },
  {
    kind: "lightbox",
    path: "/landing/conference",
    act: (page) =>
      page
        .getByRole("button", { name: /^Open photo:/ })
        .first()
        .click(),
    done: `document.querySelector("[role=dialog]") !== null`,
  },
  {
    kind: "colour swatch",
    path: "/landing/product",
    act: (page) => page.locator("#colours").getByRole("radio").nth(1).click(),
    done: `document.querySelectorAll("#colours [role=radio]")[1]?.getAttribute("aria-checked") === "true"`,
  },
  {
    kind: "contact form (autofill, submit)",
    path: "/contact",
    act: async (page) => {
      await autofill(page, "form:has(textarea)");
      await page.locator("form:has(textarea) [type=radio]").first().click();
      await page.locator("form:has(textarea) [type=submit]").click();
    },
    done: `document.querySelector(".contact-result") !== null`,
  },
];

/** Records FCP and, every frame from `load` on, whether `done` holds (window.__firstInput). */
const WATCH = (done) => `
  (() => {
    const marks = { fcp: NaN, effect: NaN };
    Object.defineProperty(window, "__firstInput", { value: marks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === "first-contentful-paint") marks.fcp = entry.startTime;
      }
    }).observe({ type: "paint", buffered: true });
    const check = () => {
      let ok = false;
      try { ok = Boolean(${done}); } catch {}
      if (ok) marks.effect = performance.now();
      else requestAnimationFrame(check);
    };
    addEventListener("load", () => requestAnimationFrame(check));
  })();`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? NaN
    : sorted.length % 2
      ? sorted[mid]
      : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * First paint → effect per kind and origin: the median over the loads whose input took effect,
 * and how many were lost (no effect within 10 s of the input).
 * @param {string[]} origins
 * @returns {Promise<{ kind: string; path: string; results: { medianMs: number; lost: number; loads: number }[] }[]>}
 */
export async function firstInputTimings(origins, loads = FIRST_INPUT_LOADS) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const rows = [];
  try {
    const only = process.env.FIRST_INPUT_KINDS?.split(",");
    for (const kind of FIRST_INPUT_KINDS.filter((k) => !only || only.includes(k.kind))) {
      const samples = origins.map(() => ({ times: [], lost: 0 }));
      for (let round = 0; round < loads; round += 1) {
        for (const [index, origin] of origins.entries()) {
          const context = await browser.newContext({
            viewport: kind.viewport ?? { width: 1400, height: 900 },
            hasTouch: Boolean(kind.touch),
            reducedMotion: kind.reducedMotion ? "reduce" : "no-preference",
          });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
          await page.addInitScript({ content: WATCH(kind.done) });
          await page.goto(`${origin}${kind.path}`, { waitUntil: "load" });
          await kind.act(page);
          const effect = await page
            .waitForFunction(() => !Number.isNaN(window.__firstInput.effect), null, {
              timeout: LOST_AFTER_MS,
            })
            .then(() => page.evaluate(() => window.__firstInput.effect - window.__firstInput.fcp))
            .catch(() => null);
          if (effect === null) samples[index].lost += 1;
          else samples[index].times.push(effect);
          await context.close();
        }
      }
      rows.push({
        kind: kind.kind,
        path: kind.path,
        results: samples.map(({ times, lost }) => ({ medianMs: median(times), lost, loads })),
      });
      console.log(`first-input: ${kind.kind} ${JSON.stringify(rows.at(-1).results)}`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The report's table: one column per origin's label. */
export function firstInputTable(rows, labels) {
  const head = `| kind | page | ${labels.map((l) => `${l}: first paint → effect (lost)`).join(" | ")} |`;
  const rule = `| --- | --- | ${labels.map(() => "---").join(" | ")} |`;
  const body = rows.map(
    (row) =>
      `| ${row.kind} | ${row.path} | ${row.results
        .map((r) =>
          Number.isNaN(r.medianMs)
            ? `lost ${r.lost}/${r.loads}`
            : `${Math.round(r.medianMs)} ms (${r.lost}/${r.loads})`,
        )
        .join(" | ")} |`,
  );
  return [head, rule, ...body].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origins = process.argv.slice(2);
  const loads = Number(process.env.FIRST_INPUT_LOADS ?? FIRST_INPUT_LOADS);
  const rows = await firstInputTimings(origins, loads);
  console.log(firstInputTable(rows, origins));
}
