// What the cross-engine suite checks in each engine (scripts/cross-engine.mjs runs it): every
// route, the interactions a visitor relies on (the rows of tests/interactive-kinds.mjs marked
// `engines`), and landing on a linked section. Page-side code is passed to `engine.run`, so it
// must not close over anything: arguments only.
import { FILLABLE, fillForm, markTarget } from "../interactive-kinds.mjs";

/** @typedef {import("./engines.mjs").Engine} Engine */
/** @typedef {import("../interactive-kinds.d.mts").InteractiveKind} InteractiveKind */
/** @typedef {import("../interactive-kinds.d.mts").Target} Target */

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `fn` in the page until it returns something truthy; fails with `what` after `ms`. */
export async function waitFor(engine, what, fn, args = [], ms = 15_000) {
  const end = Date.now() + ms;
  let last;
  for (;;) {
    last = await engine.run(fn, ...args);
    if (last) return last;
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
    await sleep(100);
  }
}

const hydrated = () => document.documentElement.dataset.hydrated === "true";

/** Opens `path` afresh (a new document even when only the hash differs) and waits for hydration. */
export async function openFresh(engine, origin, path) {
  await engine.goto("about:blank");
  await engine.goto(`${origin}${path}`);
  await waitFor(engine, `${path} to hydrate`, hydrated, [], 30_000);
}

/** What went wrong in the page since it loaded: the probe's record and the browser's log. */
export async function pageProblems(engine) {
  const recorded = await engine.run(
    () => window.__crossEngineProblems ?? ["the probe did not run"],
  );
  return [...recorded, ...engine.takeLogged()];
}

/**
 * Marks the element `target` names with `attribute` once it is shown (markTarget) and brings it
 * to the middle of the viewport.
 */
async function showTarget(engine, target, attribute) {
  const end = Date.now() + 15_000;
  while ((await engine.run(markTarget, { ...target, attribute })) !== "shown") {
    if (Date.now() > end) throw new Error(`no ${JSON.stringify(target)} shown`);
    await sleep(100);
  }
  // Into the middle of the viewport first: a block below the fold may not have rendered yet
  // (content-visibility), and WebKit's driver refuses a click on what it has not laid out.
  await engine.run(
    (selector) =>
      new Promise((resolve) => {
        document.querySelector(selector)?.scrollIntoView({ block: "center", behavior: "instant" });
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
    `[${attribute}]`,
  );
}

/** Shows the element `target` names (showTarget) and clicks it, as a visitor would. */
async function clickOn(engine, target, attribute) {
  await showTarget(engine, target, attribute);
  await engine.click(`[${attribute}]`);
}

/**
 * One route: served 200 (as the proxy saw it), hydrated, exactly one visible h1, and nothing
 * logged, thrown or blocked by the CSP on the way. With `anchor`, the page is opened at
 * `path#anchor` and must land there (anchorLanding); the landing is returned.
 */
export async function checkRoute(engine, origin, statuses, path, anchor) {
  statuses.delete(path);
  await openFresh(engine, origin, anchor ? `${path}#${anchor}` : path);
  const status = statuses.get(path);
  if (status !== 200) throw new Error(`status ${status}`);
  const headings = await engine.run(() =>
    [...document.querySelectorAll("h1")].map((h1) => {
      const box = h1.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(h1).visibility !== "hidden";
    }),
  );
  if (headings.length !== 1 || !headings[0]) {
    throw new Error(`expected one visible h1, found ${JSON.stringify(headings)}`);
  }
  const landing = anchor ? await settledLanding(engine, anchor) : undefined;
  const problems = await pageProblems(engine);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return landing;
}

/**
 * One interactive kind (a row of tests/interactive-kinds.mjs) on a page that has hydrated: its
 * motion paused (`pause`: these engines cannot be asked for reduced motion), scrolled, the
 * gesture made with the engine's own input (a tap is a click; a form's text fields are typed
 * into, key by key), then the effect polled: it must show, once. Throws on failure.
 * @param {Engine} engine
 * @param {InteractiveKind} row
 */
export async function runKind(engine, row) {
  if (row.pause) await clickOn(engine, row.pause, "data-kind-pause");
  if (row.scrollY) {
    await engine.run((y) => window.scrollTo({ top: y, behavior: "instant" }), row.scrollY);
  }
  const marked = "data-kind-target";
  const gesture = row.gesture;
  let before = null;
  if (gesture.type === "click" || gesture.type === "tap") {
    // Shown first, so `before` is read just before the click.
    await showTarget(engine, row.target, marked);
    before = row.before ? await engine.run(row.before) : null;
    await engine.click(`[${marked}]`);
  } else if (gesture.type === "form") {
    await showTarget(engine, row.target, marked);
    before = row.before ? await engine.run(row.before) : null;
    // The selects chosen as autofill would; every text field typed into.
    const values = await engine.run(fillForm, null, {
      fillable: FILLABLE,
      seed: `engines-${Date.now()}`,
      write: "selects",
    });
    const tags = await engine.run(() =>
      [...document.querySelectorAll("[data-kind-target] [data-kind-field]")].map((f) => f.tagName),
    );
    for (const [index, value] of values.entries()) {
      if (value === null || tags[index] === "SELECT") continue;
      await engine.type(`[data-kind-target] [data-kind-field="${index}"]`, value);
    }
    for (const choice of gesture.choices) {
      await clickOn(engine, { selector: `[${marked}] ${choice}` }, "data-kind-choice");
    }
    await clickOn(engine, { selector: `[${marked}] [type=submit]`, nth: -1 }, "data-kind-submit");
  } else {
    throw new Error(`the cross-engine suite makes no ${gesture.type} gesture`);
  }
  const state = { before, gesture };
  await waitFor(engine, `${row.kind} to take effect`, row.effect, [state]);
  await sleep(100);
  const times = await engine.run(row.effect, state);
  if (times !== 1) throw new Error(`${row.kind} took effect ${times} times`);
}

/**
 * Where a fresh load of `path#id` leaves the target, once hydrated and idle (the page's height
 * steady for half a second): its top, the top it should have (the root's scroll-padding plus its
 * own scroll-margin), and whether the page is scrolled as far as it goes.
 */
export async function anchorLanding(engine, origin, path, id) {
  await openFresh(engine, origin, `${path}#${id}`);
  return settledLanding(engine, id);
}

/** The landing on `id` once the page has settled. */
async function settledLanding(engine, id) {
  await settle(engine);
  return engine.run(measureLanding, id);
}

/**
 * Waits until the page's height, scroll and rendered blocks have held for 300 ms: the blocks
 * below the fold render in idle time after hydration, and WebKit, without scroll anchoring,
 * moves what is on screen as each one does.
 */
export async function settle(engine) {
  let last = "";
  for (let steady = 0, tries = 0; steady < 3 && tries < 80; tries += 1) {
    await sleep(100);
    const now = await engine.run(
      () =>
        `${document.documentElement.scrollHeight} ${window.scrollY} ${document.querySelectorAll("[data-rendered]").length}`,
    );
    steady = now === last ? steady + 1 : 0;
    last = now;
  }
}

/**
 * Runs in the page: where the element `id` is (its top), where it should be (the root's
 * scroll-padding plus its own scroll-margin), and whether the page is scrolled to an end.
 */
export function measureLanding(id) {
  const element = document.getElementById(id);
  if (!element) return null;
  const root = document.documentElement;
  const expected =
    (parseFloat(getComputedStyle(root).scrollPaddingTop) || 0) +
    (parseFloat(getComputedStyle(element).scrollMarginTop) || 0);
  return {
    top: Math.round(element.getBoundingClientRect().top),
    expected: Math.round(expected),
    atEnd: window.scrollY >= root.scrollHeight - window.innerHeight - 1,
    atStart: window.scrollY === 0,
    // A sticky box (a legal page's contents) sits at its own offset once stuck.
    sticky: /sticky|fixed/.test(getComputedStyle(element).position),
    inView:
      element.getBoundingClientRect().top >= 0 &&
      element.getBoundingClientRect().top < window.innerHeight,
  };
}

/**
 * Whether a landing is right: at the offset within 3 px, or as near as the page can scroll (past
 * it at the page's end, short of it at the top), or for a sticky box, in view.
 */
export function landedRight(landing) {
  if (!landing) return false;
  const { top, expected, atEnd, atStart, sticky, inView } = landing;
  return (
    (sticky && inView) ||
    Math.abs(top - expected) <= 3 ||
    (atEnd && top >= expected - 3) ||
    (atStart && top <= expected + 3)
  );
}

/**
 * The links shared to a section that issue 41 names: each is its page's fresh-load anchor.
 * @type {Record<string, string>}
 */
export const SHARED_ANCHORS = {
  "/landing/saas/v1": "pricing",
  "/compliance": "responsible-disclosure",
};

/**
 * The anchor a page is opened at, of its in-page anchors `ids`: a shared one, else its last
 * (below the most blocks), not #top (a template's back-to-top target, the page's start) where it
 * has another. Undefined for a page without anchors.
 */
export function freshAnchor(path, ids) {
  return SHARED_ANCHORS[path] ?? ids.filter((id) => id !== "top").at(-1) ?? ids.at(-1);
}

/**
 * The in-page anchors of a prerendered page: the ids that its links point to within the page
 * (`#id` or `path#id`) and the ids of its sections, in document order.
 */
export function inPageAnchors(html, path) {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  const linked = new Set();
  for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]*#[^"]+)"/g)) {
    const [where, id] = href.split("#");
    if (where === "" || where === path) linked.add(decodeURIComponent(id));
  }
  const sections = [...html.matchAll(/<section\s[^>]*\bid="([^"]+)"/g)].map((match) => match[1]);
  const wanted = new Set([...linked, ...sections]);
  // #main is the skip link's, at the top of every page.
  return [...ids].filter((id) => id !== "main" && wanted.has(id) && /^[A-Za-z][\w-]*$/.test(id));
}
