// `npm run test:engines` (and the end of `npm test`): the production build in Firefox ESR and
// WebKitGTK, which Playwright cannot drive here (decision 0020). One server, the engines side by
// side: every route (200, hydrated, one visible h1, nothing logged, thrown or blocked by the
// CSP), the interactions a visitor relies on (the rows of tests/interactive-kinds.mjs marked
// `engines`), landing on a linked section, and a headline edited and saved in the local editor
// (`npm run edit`, tests/cross-engine/editor.mjs). A browser that cannot start fails the run:
// there is no skip. `--engines firefox` or `webkit` picks one; `--interactions-only` skips the
// routes; `--anchors-only` checks only the landings, printing each offset (`--anchors /a#x,/b#y`
// picks them); `--editor-only` only the editor (it needs only the /admin/ build).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import {
  anchorLanding,
  checkRoute,
  freshAnchor,
  inPageAnchors,
  landedRight,
  openFresh,
  pageProblems,
  runKind,
  settle,
} from "../tests/cross-engine/checks.mjs";
import { editLocally } from "../tests/cross-engine/editor.mjs";
import { launchFirefox, launchWebKit } from "../tests/cross-engine/engines.mjs";
import { startProbeProxy } from "../tests/cross-engine/probe-proxy.mjs";
import { DEFAULT_VIEWPORT, ENGINE_KINDS } from "../tests/interactive-kinds.mjs";
import { isFolderListing } from "./build-files.mjs";
import { CLIENT_DIR, CSP_MANIFEST, EDITOR_DIR, SERVER_ENTRY } from "./build-paths.mjs";

const ENGINES = { firefox: launchFirefox, webkit: launchWebKit };
const argv = process.argv.slice(2);
const option = (name) => {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? undefined : argv[index + 1];
};
const picked = (option("engines") ?? "firefox,webkit").split(",");
const anchorsOnly = argv.includes("--anchors-only");
const skipRoutes = argv.includes("--interactions-only");
const editorOnly = argv.includes("--editor-only");

if (!existsSync(editorOnly ? join(EDITOR_DIR, "index.html") : SERVER_ENTRY)) {
  console.error(
    `cross-engine: no ${editorOnly ? "editor" : "production"} build: run \`npm run build\` first.`,
  );
  process.exit(1);
}

/**
 * Every prerendered page (the route table's; postbuild lists each in the CSP manifest), less
 * the CSAF folder listings, which it lists too: plain HTML without React (decision 0030).
 */
const manifest = editorOnly ? {} : JSON.parse(readFileSync(CSP_MANIFEST, "utf8"));
const routes = Object.keys(manifest)
  .filter((path) => path !== "/" && path !== "/404" && !path.startsWith("/__"))
  .filter((path) => !isFolderListing(`${path}index.html`))
  .sort();
const html = (path) => readFileSync(join(CLIENT_DIR, path, "index.html"), "utf8");
/**
 * One landing per page with in-page anchors: its last, below the most blocks; the issue's two
 * where they are (`--anchors /a#x,/b#y` picks others).
 */
const anchorOf = new Map(
  routes.flatMap((path) => {
    const fresh = freshAnchor(path, inPageAnchors(html(path), path));
    return fresh ? [[path, fresh]] : [];
  }),
);
const anchors = option("anchors")
  ? option("anchors")
      .split(",")
      .map((link) => link.split("#"))
  : [...anchorOf];

/** Starts the production server on a free port, with a throwaway database. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), "cradlesec-engines-"));
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "1000",
      SEARCH_RATE_LIMIT_MAX: "100000",
      SEARCH_TIME_SHARE: "1", // engines searching in parallel: never refused for the server's time
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const origin = await new Promise((resolve, reject) => {
    let out = "";
    server.once("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
    server.stdout.on("data", (chunk) => {
      out += chunk;
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (found) resolve(found[0]);
    });
  });
  server.stdout.resume();
  return {
    origin,
    close() {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const started = Date.now();
// The editor brings its own server (the edit server, on a copy of the repository).
const server = editorOnly ? undefined : await startServer();
/** @type {Set<{ close(): Promise<void> }>} */
const open = new Set();
// Stopped from outside: close the browsers (their Xvfb, drivers and processes) and the server.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    await Promise.all([...open].map((closable) => closable.close().catch(() => {})));
    server?.close();
    process.exit(130);
  });
}
const summary = [];
let passed = 0;
let failed = 0;

/**
 * Browsers of one engine that share its checks. WebKitGTK takes about twice Firefox's time a
 * page here (240 s against 135 s of checks in a CI run), so it runs two, each with its own
 * driver and Xvfb; together the three keep the machine's two cores busy (decision 0027).
 */
const SESSIONS = { firefox: 1, webkit: 2 };

/**
 * One engine's checks, shared out among its browsers, each behind its own probing proxy. The
 * engines run at the same time: each waits on its driver and its page most of the time. Each
 * line is printed as it comes, marked with its engine.
 */
async function runEngine(key) {
  const launch = ENGINES[key];
  if (!launch) throw new Error(`unknown engine "${key}" (firefox, webkit)`);
  const say = (line) => console.log(`[${key}] ${line}`);
  const groups = {
    routes: { passed: 0, failed: 0 },
    interactions: { passed: 0, failed: 0 },
    anchors: { passed: 0, failed: 0 },
    editor: { passed: 0, failed: 0 },
  };
  /**
   * Runs one named check, counting and printing it. Throws only when the browser's driver stopped
   * answering and the check has not been given to a new browser yet (`final` false).
   */
  async function check(group, name, fn, final) {
    const start = Date.now();
    try {
      const note = await fn();
      passed += 1;
      group.passed += 1;
      say(`✓ ${name}${note ? ` ${note}` : ""} (${Date.now() - start} ms)`);
    } catch (error) {
      if (error?.driverGone && !final) throw error;
      failed += 1;
      group.failed += 1;
      say(`✘ ${name}\n      ${String(error?.message ?? error).replaceAll("\n", "\n      ")}`);
    }
  }
  /**
   * The checks, each with the viewport it needs: a page with in-page anchors is opened at one,
   * which it must land on (the route's checks and the landing's, on one load); then the
   * interactions; or, with --anchors-only, only the landings. The editor's edit, the longest,
   * has a browser of its own beside them (`editorTasks`): WebKitGTK draws the pages without
   * compositing, and the editor's page crashes that way (see launchWebKit).
   */
  const tasks = [];
  const editorTasks = [];
  if (!anchorsOnly) {
    editorTasks.push({
      viewport: [1400, 900],
      run: (engine, _proxy, final) =>
        check(
          groups.editor,
          "a headline edited and saved in npm run edit",
          () => editLocally(engine),
          final,
        ),
    });
  }
  const editorTotal = editorTasks.length;
  if (!anchorsOnly && !editorOnly) {
    for (const path of skipRoutes ? [] : routes) {
      const anchor = anchorOf.get(path);
      tasks.push({
        viewport: [1400, 900],
        run: (engine, proxy, final) =>
          check(
            groups.routes,
            anchor ? `${path}#${anchor}` : path,
            async () => {
              const landing = await checkRoute(engine, proxy.origin, proxy.statuses, path, anchor);
              if (!landing) return "";
              if (!landedRight(landing)) {
                groups.anchors.failed += 1;
                throw new Error(`landed at ${JSON.stringify(landing)}`);
              }
              groups.anchors.passed += 1;
              return `landed at ${landing.top} px (${landing.expected} px wanted)`;
            },
            final,
          ),
      });
    }
    for (const row of ENGINE_KINDS) {
      tasks.push({
        viewport: row.viewport ?? DEFAULT_VIEWPORT,
        run: (engine, proxy, final) =>
          check(
            groups.interactions,
            `${row.kind} on ${row.path}`,
            async () => {
              await openFresh(engine, proxy.origin, row.path);
              await settle(engine);
              await runKind(engine, row);
              const problems = await pageProblems(engine);
              if (problems.length > 0) throw new Error(problems.join("\n"));
            },
            final,
          ),
      });
    }
  }
  for (const [path, id] of anchorsOnly ? anchors : []) {
    tasks.push({
      viewport: [1400, 900],
      run: (engine, proxy, final) =>
        check(
          groups.anchors,
          `${path}#${id} lands on its target`,
          async () => {
            const landing = await anchorLanding(engine, proxy.origin, path, id);
            if (!landedRight(landing)) throw new Error(`landed at ${JSON.stringify(landing)}`);
            return `top ${landing.top} px (${landing.expected} px wanted${landing.atEnd ? ", page end" : ""})`;
          },
          final,
        ),
    });
  }
  let name = key;
  /**
   * One browser: takes the next check of `queue` until none is left.
   * @param {typeof tasks} queue
   * @param {{ composited?: boolean }} [options] what the browser is launched with
   */
  async function session(queue, options = {}) {
    const proxy = server && (await startProbeProxy(server.origin));
    if (proxy) open.add(proxy);
    /** @type {import("../tests/cross-engine/engines.mjs").Engine | undefined} */
    let engine;
    const start = async () => {
      const launchedAt = Date.now();
      // Not caught: a browser that cannot start ends the run with an error.
      engine = await launch(options);
      open.add(engine);
      name = engine.name;
      say(`${engine.name} (started in ${Date.now() - launchedAt} ms)`);
    };
    const stop = async () => {
      if (!engine) return;
      await engine.close().catch(() => {});
      open.delete(engine);
      engine = undefined;
    };
    try {
      await start();
      let size = "";
      for (let task = queue.shift(); task; task = queue.shift()) {
        try {
          if (String(task.viewport) !== size) await engine.resize(...task.viewport);
          size = String(task.viewport);
          await task.run(engine, proxy, Boolean(task.retried));
        } catch (error) {
          if (!error?.driverGone) throw error;
          // WebKitWebDriver once stopped answering mid-run on a loaded machine (a driver
          // fault, not the page's): a new browser takes the check again, once.
          say(`the driver stopped answering (${error.message}): a new browser takes over`);
          await stop();
          await start();
          size = "";
          if (!task.retried) queue.unshift(Object.assign(task, { retried: true }));
          else {
            failed += 1;
            say(`✘ a check lost to the driver twice: ${error.message}`);
          }
        }
      }
    } finally {
      await stop();
      if (proxy) {
        await proxy.close();
        open.delete(proxy);
      }
    }
  }
  const sessions = await Promise.allSettled([
    ...Array.from({ length: Math.min(SESSIONS[key] ?? 1, tasks.length) }, () => session(tasks)),
    ...(editorTasks.length > 0 ? [session(editorTasks, { composited: true })] : []),
  ]);
  const notStarted = sessions.find((result) => result.status === "rejected");
  if (notStarted) throw notStarted.reason;
  const editor = editorTotal > 0 ? `, editor ${groups.editor.passed}/${editorTotal}` : "";
  summary.push(
    editorOnly
      ? `${name}: editor ${groups.editor.passed}/${editorTotal}`
      : `${name}: routes ${groups.routes.passed}/${routes.length}, interactions ${groups.interactions.passed}/${ENGINE_KINDS.length}, anchors ${groups.anchors.passed}/${anchors.length}${editor}`,
  );
}

try {
  // Each engine runs to its end even when the other cannot start; then a failed start throws.
  const ended = await Promise.allSettled(picked.map(runEngine));
  const notStarted = ended.find((result) => result.status === "rejected");
  if (notStarted) throw notStarted.reason;
} finally {
  server?.close();
}

console.log(
  `\n${summary.join("\n")}\ncross-engine: ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
