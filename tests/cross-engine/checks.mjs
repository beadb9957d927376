// What the cross-engine suite checks in each engine (scripts/cross-engine.mjs runs it): every
// route, the interactions a visitor relies on, and landing on a linked section. Page-side code
// is passed to `engine.run`, so it must not close over anything: arguments only.

/** @typedef {import("./engines.mjs").Engine} Engine */

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

/** Polls `fn` in the page until its result differs from `from`; returns the new result. */
async function waitForChange(engine, what, fn, from, ms = 15_000) {
  const end = Date.now() + ms;
  for (;;) {
    const now = await engine.run(fn);
    if (JSON.stringify(now) !== JSON.stringify(from)) return now;
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what} to change from ${JSON.stringify(from)}`);
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
 * Marks the first element that matches `selector` and whose text or accessible name matches
 * `pattern` with data-cross-engine, for the engine's native click; false when there is none.
 */
function mark(selector, pattern) {
  for (const old of document.querySelectorAll("[data-cross-engine]")) {
    old.removeAttribute("data-cross-engine");
  }
  const match = new RegExp(pattern);
  const found = [...document.querySelectorAll(selector)].find((element) =>
    match.test(`${element.getAttribute("aria-label") ?? ""} ${element.textContent ?? ""}`),
  );
  found?.setAttribute("data-cross-engine", "");
  return Boolean(found);
}

/** Clicks the element `mark` finds, as a visitor would. */
async function clickOn(engine, selector, pattern = "") {
  await waitFor(engine, `${selector} /${pattern}/`, mark, [selector, pattern]);
  // Into the middle of the viewport first: a block below the fold may not have rendered yet
  // (content-visibility), and WebKit's driver refuses a click on what it has not laid out.
  await engine.run(
    () =>
      new Promise((resolve) => {
        document
          .querySelector("[data-cross-engine]")
          ?.scrollIntoView({ block: "center", behavior: "instant" });
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  await engine.click("[data-cross-engine]");
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
 * The interactions, each on a fresh page at its own viewport. Each returns nothing and throws
 * on failure; the page's problems are checked after each.
 * @type {Record<string, { path: string, viewport: [number, number], run: (engine: Engine) => Promise<void> }>}
 */
export const INTERACTIONS = {
  "a header menu opens on click": {
    path: "/home",
    viewport: [1400, 900],
    async run(engine) {
      await clickOn(engine, 'nav[aria-label="Main"] button', "Industries");
      await waitFor(engine, "the menu to open", () => {
        const button = document.querySelector("[data-cross-engine]");
        const menu = button?.parentElement?.querySelector(".dropdown-menu");
        return (
          button?.getAttribute("aria-expanded") === "true" &&
          menu !== null &&
          menu !== undefined &&
          menu.getBoundingClientRect().height > 0 &&
          menu.querySelectorAll("a").length > 0
        );
      });
    },
  },
  "the Menu button opens the navigation at phone width": {
    path: "/home",
    // A phone's width below Bootstrap's sm; WebKitGTK's MiniBrowser window is at least 447 px.
    viewport: [480, 844],
    async run(engine) {
      const hidden = await engine.run(() => {
        const nav = document.querySelector('nav[aria-label="Main"]');
        return nav !== null && nav.getBoundingClientRect().height === 0;
      });
      if (!hidden) throw new Error("the navigation shows before the Menu button is pressed");
      await clickOn(engine, ".navbar-toggler");
      await waitFor(engine, "the navigation to open", () => {
        const nav = document.querySelector('nav[aria-label="Main"]');
        return (
          nav !== null && nav.matches(":popover-open") && nav.getBoundingClientRect().height > 0
        );
      });
    },
  },
  "back to top returns to the top": {
    path: "/home",
    viewport: [1400, 800],
    async run(engine) {
      await engine.run(() => window.scrollTo({ top: 1200, behavior: "instant" }));
      await waitFor(engine, "the button to show", () =>
        document.querySelector(".back-to-top")?.classList.contains("is-visible"),
      );
      await clickOn(engine, ".back-to-top");
      await waitFor(engine, "the page to reach the top", () => window.scrollY === 0);
    },
  },
  "the contact form sends a message": {
    path: "/contact",
    viewport: [1400, 900],
    async run(engine) {
      await engine.type("#contact-name", "Dana Whitfield");
      await engine.type("#contact-email", "cross-engine@example.com");
      await engine.type(
        "#contact-message",
        "We back up forty servers to tape and want off-site copies.",
      );
      await clickOn(engine, "#contact-submit");
      await waitFor(engine, "the success panel, focused", () => {
        const result = document.querySelector(".contact-result");
        return (
          result !== null &&
          document.activeElement === result &&
          !document.querySelector("#contact-message")
        );
      });
    },
  },
  "a product goes into the cart": {
    path: "/shop/single",
    viewport: [1400, 900],
    async run(engine) {
      const count = () =>
        document.getElementById(
          document.querySelector(".kit-cart-button")?.getAttribute("aria-describedby") ?? "",
        )?.textContent;
      const before = await engine.run(count);
      await clickOn(engine, "main button", "Add to cart");
      const after = await waitForChange(engine, "the cart's count", count, before);
      if (!/^1\b/.test(after ?? ""))
        throw new Error(`the cart went from "${before}" to "${after}"`);
    },
  },
  "the pricing toggle switches to annual prices": {
    path: "/landing/saas/v1",
    viewport: [1400, 900],
    async run(engine) {
      const prices = () =>
        [...document.querySelectorAll("#pricing .kit-plan-amount")].map((p) => p.textContent);
      const monthly = await engine.run(prices);
      await clickOn(engine, '#pricing [role="radio"]', "Annual");
      const annual = await waitForChange(engine, "the prices", prices, monthly);
      const checked = await engine.run(() =>
        document.querySelector("[data-cross-engine]")?.getAttribute("aria-checked"),
      );
      if (
        checked !== "true" ||
        annual.length !== monthly.length ||
        annual.every((p, i) => p === monthly[i])
      ) {
        throw new Error(`Annual ${checked}: ${monthly} → ${annual}`);
      }
    },
  },
  "the account drawer opens below 1200px": {
    path: "/account/overview",
    viewport: [1199, 800],
    async run(engine) {
      await clickOn(engine, "button.acct-menu-btn");
      await waitFor(engine, "the drawer with the account navigation", () => {
        const dialog = document.querySelector('[role="dialog"]');
        return (
          dialog !== null &&
          dialog.getBoundingClientRect().width > 0 &&
          dialog.querySelector('nav[aria-label="Account"]') !== null
        );
      });
    },
  },
  "a carousel moves to the next slide": {
    path: "/landing/shop/v1",
    viewport: [1400, 900],
    async run(engine) {
      const region = '[aria-label="Popular this week"]';
      await clickOn(engine, `${region} button`, "^Pause slides");
      const current = (selector) =>
        document.querySelector(`${selector} .kit-carousel-count`)?.textContent;
      const before = await engine.run(current, region);
      await clickOn(engine, `${region} button`, "^Next slide");
      await waitFor(
        engine,
        "the next slide",
        (selector, was) => {
          const now = document.querySelector(`${selector} .kit-carousel-count`)?.textContent ?? "";
          const [at, of] = now.split("/").map((part) => Number(part.trim()));
          const [wasAt] = (was ?? "").split("/").map((part) => Number(part.trim()));
          return at === (wasAt % of) + 1;
        },
        [region, before],
      );
    },
  },
};

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
