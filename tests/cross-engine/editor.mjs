// Local editing (`npm run edit`) in the engines Playwright cannot drive (decision 0020): the edit
// server on a throwaway copy of the repository; "Work with Local Repository" through the
// server's `showDirectoryPicker` shim (scripts/edit-shim.js); a fresh load that signs in again
// from the handle Sveltia kept in IndexedDB; a page's headline typed with the engine's own keys,
// the preview following; the save; and git's diff of the file: that line and `updated:`, and no
// other file. Page-side code is passed to `engine.run`, so it closes over nothing.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";

import { startEditServer, tempRepoCopy } from "../e2e/edit-server.ts";
import { pageProblems, waitFor } from "./checks.mjs";
import { probe } from "./probe-proxy.mjs";

/** @typedef {import("./engines.mjs").Engine} Engine */

/** The page edited: a company page whose first section's title is its one h1. */
const EDITED = { file: "content/pages/about.md", route: "#/collections/company/entries/about" };
/** What is typed at the headline's end, key by key. */
const TYPED = " every night";
const MARK = "data-editor-target";
/** Sveltia reads the whole content folder through the file API before it shows anything. */
const LOADING_MS = 90_000;

/**
 * Runs in the page: marks the first `selector` whose accessible name (its aria-labelledby
 * element's text, its aria-label or its text, less the bidi marks and punctuation Sveltia adds)
 * is `name`, inside the field named `within` when given (scrolled to first: Sveltia draws a
 * field only once it nears the view), and brings it to the middle. Returns its value (or text)
 * and its box, or null while it is not shown or something else is on top of it.
 */
function markElement(selector, name, within, attribute) {
  const plain = (text) => (text ?? "").replace(/[^\w ]/g, "").trim();
  const nameOf = (element) => {
    const labelledBy = element.getAttribute("aria-labelledby")?.split(" ")[0];
    const label = labelledBy ? document.getElementById(labelledBy) : null;
    return plain(label?.textContent ?? element.getAttribute("aria-label") ?? element.textContent);
  };
  for (const marked of document.querySelectorAll(`[${attribute}]`)) {
    marked.removeAttribute(attribute);
  }
  let scope = document;
  if (within) {
    const field = [...document.querySelectorAll('[role="group"][aria-label$="Field"]')].find(
      (group) => plain(group.getAttribute("aria-label")) === `${within} Field`,
    );
    if (!field) return null;
    field.scrollIntoView({ block: "start", behavior: "instant" });
    scope = field;
  }
  const found = [...scope.querySelectorAll(selector)].find(
    (element) => nameOf(element) === name && !element.disabled,
  );
  if (!found) return null;
  found.scrollIntoView({ block: "center", behavior: "instant" });
  const box = found.getBoundingClientRect();
  const onTop = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  if (box.width === 0 || box.height === 0 || !onTop || !found.contains(onTop)) return null;
  found.setAttribute(attribute, "");
  return {
    value: found instanceof HTMLInputElement ? found.value : found.textContent,
    box: [box.x, box.y, box.width, box.height].map(Math.round).join(),
  };
}

/**
 * Marks what markElement finds once it has stayed in place for two reads (the form moves as
 * Sveltia draws the fields that near the view); resolves to its value.
 */
async function mark(engine, what, selector, name, within) {
  const end = Date.now() + LOADING_MS;
  let last = null;
  for (;;) {
    const now = await engine.run(markElement, selector, name, within, MARK);
    if (now && now.box === last?.box) return now.value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${await alerts(engine)}`);
    last = now;
    await sleep(100);
  }
}

/**
 * Clicks "Work with Local Repository" with the engine's own click until signing in has begun
 * (the button gives way to "Signing in…"), up to three clicks 10 s apart. In the seconds after
 * Sveltia draws its sign-in page, while it is still starting, WebKit's driver now and then
 * refuses the click ("element not interactable") or clicks beside the button (on <html>),
 * though the button stands still (1 of 4 times on a loaded machine, never after 3 s); a person
 * would click again, and so does this.
 */
async function signIn(engine) {
  const name = "Work with Local Repository";
  for (let click = 1; ; click += 1) {
    await mark(engine, "the local repository's button", "button", name);
    const refused = await engine.click(`[${MARK}]`).then(
      () => undefined,
      (error) => error,
    );
    for (const end = Date.now() + 10_000; !refused && Date.now() < end;) {
      const begun = await engine.run(
        (label) => !document.querySelector(`button[data-label="${label}"]`),
        name,
      );
      if (begun) return;
      await sleep(200);
    }
    if (click === 3) throw refused ?? new Error(`three clicks on ${name} did nothing`);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the editor shows in its alerts: the reason when it does not go on. */
const alerts = (engine) =>
  engine.run(() =>
    [...document.querySelectorAll('[role="alert"]')]
      .map((alert) => alert.textContent.trim())
      .filter(Boolean)
      .join(" / "),
  );

/**
 * Waits for Sveltia to show `selector`: signed in and the repository read. On a timeout the
 * error says what the editor shows instead.
 */
async function shown(engine, what, selector) {
  try {
    await waitFor(
      engine,
      what,
      (wanted) => Boolean(document.querySelector(wanted)),
      [selector],
      LOADING_MS,
    );
  } catch (error) {
    throw new Error(`${error.message}; the editor shows: ${await alerts(engine)}`);
  }
}

/**
 * The whole edit in `engine`, on a fresh copy of the repository served by `npm run edit`'s
 * server, with the page probe (probe-proxy.mjs) run in each page once it has loaded: nothing
 * may be logged, thrown or refused by the CSP from then on. Resolves to the seconds each step
 * took; throws on any failure. The copy and the server are removed at the end.
 * @param {Engine} engine
 */
export async function editLocally(engine) {
  const repo = tempRepoCopy(process.cwd());
  const git = (...args) => execFileSync("git", args, { cwd: repo, encoding: "utf8" });
  /** @type {Awaited<ReturnType<typeof startEditServer>> | undefined} */
  let server;
  const problems = [];
  const steps = [];
  let lap = Date.now();
  const took = (step) => {
    steps.push(`${step} ${((Date.now() - lap) / 1000).toFixed(0)} s`);
    lap = Date.now();
  };
  try {
    server = await startEditServer({ root: repo });
    await engine.goto(server.url);
    await engine.run(probe);
    await signIn(engine);
    await shown(engine, "the collections", '[role="tree"][aria-label="Collection List"]');
    took("signed in");
    problems.push(...(await pageProblems(engine)));

    // A new page: signed in again from the directory handle kept in IndexedDB.
    await engine.goto("about:blank");
    await engine.goto(`${server.url}${EDITED.route}`);
    await engine.run(probe);
    await shown(
      engine,
      "the page's form, signed in from the handle kept in IndexedDB",
      '[role="group"][aria-label="Content Editor"]',
    );
    took("again from IndexedDB");
    const before = await mark(engine, "the headline's field", "input", "Title", "Sections");
    // The caret at the headline's end (a click would put it where the click lands), then keys.
    await engine.run((attribute) => {
      const input = /** @type {HTMLInputElement} */ (document.querySelector(`[${attribute}]`));
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }, MARK);
    await engine.type(`[${MARK}]`, TYPED);
    const after = `${before}${TYPED}`;
    await waitFor(engine, "the preview to follow", previewHeadline, [after], LOADING_MS);
    took("typed, previewed");
    await mark(engine, "the Save button", "button", "Save");
    await engine.click(`[${MARK}]`);
    const changed = await savedLines(engine, git, EDITED.file);
    took("saved");
    const wanted = {
      removed: [`title: ${before}`, /^updated: \d{4}-\d\d-\d\d$/],
      added: [`title: ${after}`, `updated: ${today()}`],
    };
    for (const side of /** @type {const} */ (["removed", "added"])) {
      const lines = changed[side];
      const fits = wanted[side].every((line) =>
        lines.some((got) => (typeof line === "string" ? got === line : line.test(got))),
      );
      if (!fits || lines.length !== wanted[side].length) {
        throw new Error(`the save changed more or less than the headline:\n${git("diff")}`);
      }
    }
    const others = git("status", "--porcelain", "--untracked-files=all")
      .split("\n")
      .filter((line) => line && !line.endsWith(EDITED.file));
    if (others.length > 0) throw new Error(`other files changed:\n${others.join("\n")}`);
    problems.push(...(await pageProblems(engine)));
    if (problems.length > 0) throw new Error(problems.join("\n"));
    return `(${steps.join(", ")})`;
  } finally {
    await server?.stop();
    rmSync(repo, { recursive: true, force: true });
  }
}

/**
 * Runs in the page: whether the preview draws the h1 `wanted` (the site's sections in
 * /admin/preview.html, framed by Sveltia's preview frame).
 */
function previewHeadline(wanted) {
  for (const frame of document.querySelectorAll("iframe")) {
    for (const inner of frame.contentDocument?.querySelectorAll("iframe") ?? []) {
      if (inner.contentDocument?.querySelector("h1")?.textContent?.trim() === wanted) return true;
    }
  }
  return false;
}

/** Today's date as the editor writes it in `updated:` (the browser's, on this machine). */
function today() {
  const now = new Date();
  const two = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * The lines the save removed and added in `file` (trimmed), from git, once it has changed: the
 * file is written through the edit server after the click returns (a temporary file, then moved
 * into place in one step). On a timeout the error says what the editor shows.
 */
async function savedLines(engine, git, file) {
  for (const end = Date.now() + 30_000; ;) {
    const diff = git("diff", "--unified=0", "--", file).split("\n");
    const side = (sign) =>
      diff
        .filter((line) => line.startsWith(sign) && !line.startsWith(sign.repeat(3)))
        .map((line) => line.slice(1).trim());
    const changed = { removed: side("-"), added: side("+") };
    if (changed.added.length > 0) return changed;
    if (Date.now() > end) throw new Error(`${file} was not saved: ${await alerts(engine)}`);
    await sleep(200);
  }
}
