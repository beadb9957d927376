// The site's interactive kinds, one table for every driver: the early-input spec
// (tests/e2e/early-input.spec.ts: an input made the moment `load` fires, at 4x CPU, acts once),
// `npm run perf` (scripts/first-input.mjs: first paint → effect, and lost/doubled of 10 per kind)
// and the cross-engine suite (tests/cross-engine/checks.mjs: the rows marked `engines`, in
// Firefox and WebKitGTK). Rows are data: each driver finds the target, makes the gesture its own
// way and reads the effect. The functions here run in the page (Playwright's evaluate, WebDriver's
// execute), so they must not close over anything: arguments only.

const PHONE = [480, 844];

/**
 * Runs in the page: marks the element `target` names with `attribute` (removing the mark from
 * any other), so a driver can act on `[attribute]`. The name is the accessible name as far as
 * the contract uses it: aria-label, aria-labelledby, a label, or the text. Returns "none",
 * "hidden" or "shown".
 */
export function markTarget({ selector, name, nth = 0, attribute = "data-kind-target" }) {
  for (const old of document.querySelectorAll(`[${attribute}]`)) old.removeAttribute(attribute);
  const text = (node) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (element) =>
    element.getAttribute("aria-label")?.trim() ||
    (element.getAttribute("aria-labelledby") ?? "")
      .split(/\s+/)
      .map((id) => text(document.getElementById(id)))
      .join(" ")
      .trim() ||
    [...(element.labels ?? [])].map(text).join(" ") ||
    text(element);
  const found = [...document.querySelectorAll(selector)]
    .filter((element) => name === undefined || nameOf(element) === name)
    .at(nth);
  if (!found) return "none";
  found.setAttribute(attribute, "");
  const shown =
    found.getClientRects().length > 0 && getComputedStyle(found).visibility !== "hidden";
  return shown ? "shown" : "hidden";
}

/** The fields of a form that autofill fills: visible text-like inputs, text areas, selects. */
export const FILLABLE =
  "input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit])" +
  ":not([type=button]):not([type=reset]):not([type=range]):not([type=file])" +
  ":not([disabled]):not([readonly]):not([tabindex='-1']):not([autocomplete=off])," +
  "textarea:not([disabled]):not([autocomplete=off]), select:not([autocomplete=off])";

/**
 * Runs in the page: the value autofill would give each FILLABLE field of the form `root` (null:
 * the element markTarget marked), by its autocomplete token, else its type (a select: its first
 * real option after the placeholder); null for a field not shown. Marks each field with data-kind-field="index". `write` "all" writes every
 * value the way the browser's autofill does (through the element's prototype, past any setter a
 * framework put on it, then `input` and `change`); "selects" writes only the selects (for a driver
 * that types the rest); "none" writes nothing.
 */
export function fillForm(root, { fillable, seed, write }) {
  const values = {
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
  const byType = {
    email: values.email,
    tel: values.tel,
    url: "https://example.com",
    number: "3",
    date: "2027-03-15",
    time: "10:30",
    "datetime-local": "2027-03-15T10:30",
    month: "2027-03",
    password: values["new-password"],
  };
  const filled = [];
  const form = root ?? document.querySelector("[data-kind-target]");
  for (const element of form?.querySelectorAll(fillable) ?? []) {
    element.setAttribute("data-kind-field", String(filled.length));
    if (element.offsetParent === null && element.getClientRects().length === 0) {
      filled.push(null);
      continue;
    }
    const select = element instanceof HTMLSelectElement;
    const token = (element.getAttribute("autocomplete") ?? "").split(/\s+/).pop() ?? "";
    const value = select
      ? ([...element.options].find((o, i) => i > 0 && !o.disabled && o.value !== "")?.value ??
        element.value)
      : (values[token] ??
        byType[element.type] ??
        (element.tagName === "TEXTAREA"
          ? "Forty servers on tape; we want tested, off-site copies instead."
          : "Whitfield"));
    if (write === "all" || (write === "selects" && select)) {
      const proto = Object.getPrototypeOf(element);
      Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(element, value);
      element.dispatchEvent(new Event("input", { bubbles: true }));
      element.dispatchEvent(new Event("change", { bubbles: true }));
    }
    filled.push(value);
  }
  return filled;
}

/** Runs in the page: 1 when a form's submit was accepted (`gesture.done` shows, nothing invalid). */
function formAccepted({ gesture }) {
  if (document.querySelector("[aria-invalid=true]")) return 0;
  const done = document.querySelector(gesture.done);
  return done && done.getClientRects().length > 0 && getComputedStyle(done).visibility !== "hidden"
    ? 1
    : 0;
}

/** A form row: autofilled (typed, in the cross-engine suite), its choices made, submitted. */
const form = (kind, path, target, done, choices = [], more = {}) => ({
  kind,
  path,
  target,
  gesture: { type: "form", choices, done },
  effect: formAccepted,
  ...more,
});

/** @type {import("./interactive-kinds.d.mts").InteractiveKind[]} */
export const INTERACTIVE_KINDS = [
  {
    kind: "header menu, Enter",
    path: "/home",
    target: { selector: 'nav[aria-label="Main"] button', name: "Products" },
    gesture: { type: "key", key: "Enter" },
    effect: () =>
      document
        .querySelector('nav[aria-label="Main"] [data-kind-target]')
        ?.getAttribute("aria-expanded") === "true"
        ? 1
        : 0,
  },
  {
    kind: "header menu, hover",
    path: "/home",
    target: { selector: 'nav[aria-label="Main"] button', name: "Industries" },
    gesture: { type: "hover" },
    effect: () =>
      document
        .querySelector('nav[aria-label="Main"] [data-kind-target]')
        ?.getAttribute("aria-expanded") === "true"
        ? 1
        : 0,
  },
  {
    kind: "header menu, click",
    path: "/home",
    target: { selector: 'nav[aria-label="Main"] button', name: "Industries" },
    gesture: { type: "click" },
    // Open, shown, and holding its links.
    effect: () => {
      const button = document.querySelector('nav[aria-label="Main"] [data-kind-target]');
      const menu = button?.parentElement?.querySelector(".dropdown-menu");
      return button?.getAttribute("aria-expanded") === "true" &&
        menu &&
        menu.getBoundingClientRect().height > 0 &&
        menu.querySelectorAll("a").length > 0
        ? 1
        : 0;
    },
    engines: true,
  },
  {
    kind: "Menu button, tap",
    path: "/home",
    // A phone's width below Bootstrap's sm; WebKitGTK's MiniBrowser window is at least 447 px.
    viewport: PHONE,
    touch: true,
    target: { selector: "button", name: "Menu" },
    gesture: { type: "tap" },
    // Hidden before the tap, open and shown after it.
    before: () =>
      document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect().height === 0,
    effect: ({ before }) => {
      const nav = document.querySelector('nav[aria-label="Main"]');
      return before && nav?.matches(":popover-open") && nav.getBoundingClientRect().height > 0
        ? 1
        : 0;
    },
    engines: true,
  },
  {
    kind: "back to top",
    path: "/home",
    viewport: [1400, 800],
    scrollY: 1200,
    // The button shows once the page is scrolled: not an input a visitor makes at `load`.
    early: false,
    target: { selector: "button.is-visible", name: "Back to top" },
    gesture: { type: "click" },
    before: () => window.scrollY,
    effect: ({ before }) => (before > 0 && window.scrollY === 0 ? 1 : 0),
    engines: true,
  },
  {
    kind: "cart: add",
    path: "/shop/catalog",
    target: { selector: "main button", name: "Add to cart" },
    gesture: { type: "click" },
    // The number of items the cart button's description gives ("2 items").
    effect: () => {
      const button = document.querySelector(".kit-cart-button");
      const ids = (button?.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
      const text = ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
      return Number(/(\d+)/.exec(text)?.[1] ?? 0);
    },
    engines: true,
  },
  {
    kind: "cart: quantity",
    path: "/shop/single",
    target: { selector: "main button", name: "Increase quantity" },
    gesture: { type: "click" },
    effect: () => Number(document.querySelector("main .kit-qty-input")?.value ?? 1) - 1,
  },
  {
    kind: "account drawer",
    path: "/account/overview",
    viewport: [1199, 800],
    touch: true,
    target: { selector: "button", name: "Account menu" },
    gesture: { type: "tap" },
    // A shown dialog holding the account navigation.
    effect: () => {
      const dialog = document.querySelector('[role="dialog"]');
      return dialog &&
        dialog.getBoundingClientRect().width > 0 &&
        dialog.querySelector('nav[aria-label="Account"]')
        ? 1
        : 0;
    },
    engines: true,
  },
  {
    kind: "tabs",
    path: "/landing/conference",
    target: { selector: "[role=tab]", nth: 1 },
    gesture: { type: "click" },
    effect: () =>
      document.querySelectorAll("[role=tab]")[1]?.getAttribute("aria-selected") === "true" ? 1 : 0,
  },
  {
    kind: "accordion",
    path: "/landing/insurance",
    target: { selector: ".kit-accordion-trigger" },
    gesture: { type: "click" },
    effect: () =>
      document.querySelector(".kit-accordion-trigger")?.getAttribute("aria-expanded") === "true"
        ? 1
        : 0,
  },
  {
    kind: "carousel buttons",
    path: "/landing/shop/v1",
    // Standing still: the first carousel advances on its own otherwise. A driver that cannot
    // ask for reduced motion presses the carousel's pause button (`pause`) first.
    reducedMotion: true,
    pause: { selector: ".kit-carousel .kit-pause" },
    target: { selector: ".kit-carousel .kit-carousel-controls button:last-child" },
    gesture: { type: "click" },
    // Slides moved on from where they were, wrapping at the end ("2 / 3" after "1 / 3": 1).
    before: () => document.querySelector(".kit-carousel-count")?.textContent ?? "",
    effect: ({ before }) => {
      const parse = (text) => (text ?? "").split("/").map((part) => Number(part.trim()));
      const [at, of] = parse(document.querySelector(".kit-carousel-count")?.textContent);
      const [was] = parse(before);
      return of > 0 ? (at - was + of) % of : 0;
    },
    engines: true,
  },
  {
    kind: "pricing toggle",
    path: "/landing/saas/v1",
    target: { selector: "#pricing [role=radio]", nth: 1 },
    gesture: { type: "click" },
    // The second period chosen, and every plan's price shown in it.
    before: () =>
      [...document.querySelectorAll("#pricing .kit-plan-amount")].map((p) => p.textContent),
    effect: ({ before }) => {
      const now = [...document.querySelectorAll("#pricing .kit-plan-amount")].map(
        (p) => p.textContent,
      );
      const checked =
        document.querySelectorAll("#pricing [role=radio]")[1]?.getAttribute("aria-checked") ===
        "true";
      return checked && now.length === before.length && now.some((p, i) => p !== before[i]) ? 1 : 0;
    },
    engines: true,
  },
  {
    kind: "dialog: lightbox",
    path: "/landing/conference",
    target: { selector: ".kit-gallery-open" },
    gesture: { type: "click" },
    effect: () => (document.querySelector("[role=dialog]")?.getClientRects().length ? 1 : 0),
  },
  {
    kind: "dialog: video",
    path: "/landing/saas/v1",
    target: { selector: ".kit-video-open" },
    gesture: { type: "click" },
    effect: () => (document.querySelector("[role=dialog]")?.getClientRects().length ? 1 : 0),
  },
  {
    kind: "gallery filter",
    path: "/landing/agency/creative",
    target: { selector: "#work [role=radio]", nth: 1 },
    gesture: { type: "click" },
    effect: () =>
      document.querySelectorAll("#work [role=radio]")[1]?.getAttribute("aria-checked") === "true"
        ? 1
        : 0,
  },
  {
    kind: "catalogue filter",
    path: "/shop/catalog",
    target: { selector: ".kit-filters input[type=checkbox]" },
    gesture: { type: "click" },
    // Checked, and the filter is in the URL.
    effect: () =>
      document.querySelector(".kit-filters input[type=checkbox]")?.checked &&
      location.search.length > 1
        ? 1
        : 0,
  },
  {
    kind: "colour swatches",
    path: "/landing/product",
    target: { selector: "#colours [role=radio]", nth: 1 },
    gesture: { type: "click" },
    effect: () =>
      document.querySelectorAll("#colours [role=radio]")[1]?.getAttribute("aria-checked") === "true"
        ? 1
        : 0,
  },
  {
    kind: "before/after slider, keyboard",
    path: "/landing/saas/v3",
    target: { selector: "input[type=range]" },
    gesture: { type: "key", key: "ArrowLeft" },
    before: () => Number(document.querySelector("input[type=range]")?.value),
    // Steps moved left, and React's state moved the cut too, not only the native input.
    effect: ({ before }) => {
      const input = document.querySelector("input[type=range]");
      const cut = input?.closest(".kit-compare");
      const shown = parseFloat(cut?.style.getPropertyValue("--kit-compare") ?? "");
      if (!input || shown !== Number(input.value)) return 0;
      return (before - Number(input.value)) / Number(input.step || 1);
    },
  },
  {
    kind: "pagination",
    path: "/blog/grid",
    // On page 1 the first page link that is not the current page is page 2.
    target: { selector: ".kit-pagination a.kit-page-link:not([aria-current])" },
    gesture: { type: "click" },
    effect: () =>
      document.querySelector(".kit-pagination [aria-current=page]")?.textContent?.trim() === "2"
        ? 1
        : 0,
  },
  {
    kind: "currency select",
    path: "/shop/catalog",
    target: { selector: "select", name: "Currency" },
    gesture: { type: "select" },
    // Every price in the catalogue changes, and nothing else there does.
    before: () => document.querySelector(".kit-catalog-grid")?.textContent ?? "",
    effect: ({ before }) =>
      (document.querySelector(".kit-catalog-grid")?.textContent ?? "") !== before ? 1 : 0,
  },
  {
    kind: "text typed into a field",
    path: "/contact",
    target: { selector: "main form textarea" },
    gesture: { type: "type", text: "Forty servers on tape; we want tested off-site copies." },
    // All of it kept, once (a driver then types on: React's state holds it too).
    effect: ({ gesture }) => {
      const value = document.querySelector("main form textarea")?.value ?? "";
      return value === gesture.text ? 1 : value === gesture.text.repeat(2) ? 2 : 0;
    },
  },
  // The success panel takes focus, in place of the form.
  form(
    "form: contact",
    "/contact",
    { selector: "main form:has(textarea)" },
    ".contact-result:focus",
    ["[type=radio]"],
    { engines: true },
  ),
  form(
    "form: notify",
    "/coming-soon",
    { selector: "form[aria-labelledby]:has(input[type=email])" },
    ".form-success",
  ),
  form(
    "form: newsletter",
    "/labs",
    { selector: "form:has(input[type=email])", nth: -1 },
    ".form-success",
  ),
  form(
    "form: sign-in",
    "/auth/sign-in",
    { selector: "main form" },
    "main form [role=status]:not(:empty)",
  ),
  form(
    "form: sign-up",
    "/auth/sign-up",
    { selector: "main form" },
    "main form [role=status]:not(:empty)",
    ["[type=checkbox]"],
  ),
  // A fresh visit's cart is empty, so the checkout refuses the order, and for that alone.
  form("form: checkout", "/shop/checkout", { selector: "main form" }, "main [role=alert]"),
  form(
    "form: booking",
    "/landing/coworking",
    { selector: "main form" },
    "main form [role=status]:not(:empty)",
  ),
];

/** The rows an input made at `load` applies to (the early-input spec's and perf's). */
export const EARLY_KINDS = INTERACTIVE_KINDS.filter((row) => row.early !== false);
/** The rows the cross-engine suite runs. */
export const ENGINE_KINDS = INTERACTIVE_KINDS.filter((row) => row.engines);

export const DEFAULT_VIEWPORT = [1400, 900];

/** The selector of the element `markTarget` marked. */
export const TARGET = "[data-kind-target]";

/**
 * Playwright's driver (the early-input spec and perf): reads the row's `before`, then makes its
 * gesture (gestureInPlaywright). Returns what `before` read, for `effect`.
 */
export async function actInPlaywright(page, row, seed) {
  const before = row.before ? await page.evaluate(row.before) : null;
  await gestureInPlaywright(page, row, seed);
  return before;
}

/**
 * Marks the row's target and makes its gesture on `page` (a Playwright Page) right away, without
 * waiting for hydration. `seed` makes a form's e-mail address unique.
 */
export async function gestureInPlaywright(page, row, seed) {
  if ((await page.evaluate(markTarget, row.target)) === "none") {
    throw new Error(`${row.kind}: no ${JSON.stringify(row.target)} on ${row.path}`);
  }
  const target = page.locator(TARGET);
  const gesture = row.gesture;
  if (gesture.type === "click") await target.click();
  else if (gesture.type === "tap") await target.tap();
  else if (gesture.type === "hover") await target.hover();
  else if (gesture.type === "key") await target.press(gesture.key);
  else if (gesture.type === "type") await target.pressSequentially(gesture.text);
  else if (gesture.type === "select") {
    const other = await target.evaluate(
      (select) => [...select.options].find((option) => !option.selected && !option.disabled)?.value,
    );
    await target.selectOption(other ?? null);
  } else if (gesture.type === "form") {
    await target.evaluate(fillForm, { fillable: FILLABLE, seed, write: "all" });
    for (const choice of gesture.choices) await target.locator(choice).first().click();
    await target.locator("[type=submit]").last().click();
  } else throw new Error(`${row.kind}: no gesture ${JSON.stringify(gesture)}`);
}

/** Reads a row's effect in `page` (Playwright): 1 right, 0 lost, 2 doubled. */
export function effectInPlaywright(page, row, before) {
  return page.evaluate(row.effect, { before, gesture: row.gesture });
}
