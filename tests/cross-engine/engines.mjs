// The two engines Playwright cannot drive here, behind one small interface: Debian's Firefox ESR
// through puppeteer-core (WebDriver BiDi), and WebKitGTK through WebKitWebDriver (W3C WebDriver
// over HTTP, with fetch) under Xvfb. Each throws when its browser cannot start: no silent skip.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

import { freePort } from "../../scripts/free-port.mjs";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";

/**
 * @typedef {object} Engine
 * @property {string} name the engine and its version
 * @property {(url: string) => Promise<void>} goto navigates and waits for the load event
 * @property {<T>(fn: (...args: any[]) => T | Promise<T>, ...args: unknown[]) => Promise<T>} run
 *   runs `fn` in the page (serialised: no closures) and returns its JSON result
 * @property {(selector: string) => Promise<void>} click a real click on the first match
 * @property {(selector: string, text: string) => Promise<void>} type real key presses into it
 * @property {(width: number, height: number) => Promise<void>} resize sets the viewport
 * @property {() => string[]} takeLogged errors the browser logged since the last call
 * @property {() => Promise<void>} close
 */

/** @returns {Promise<Engine>} */
export async function launchFirefox() {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`Firefox ESR not found at ${FIREFOX_PATH}`);
  const { default: puppeteer } = await import("puppeteer-core");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // A first start on a fresh machine builds Firefox's caches: once past puppeteer's default of
    // 30 s in a clean-clone CI run (10.7 s on the next start).
    timeout: 120_000,
    // No update checks, telemetry or first-run pages on a closed network.
    extraPrefsFirefox: { "app.update.enabled": false, "browser.shell.checkDefaultBrowser": false },
  });
  const page = await browser.newPage();
  const logged = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => logged.push(`uncaught: ${error.message}`));
  return {
    name: `Firefox ${await browser.version()}`,
    async goto(url) {
      await page.goto(url, { waitUntil: "load" });
    },
    run: (fn, ...args) => page.evaluate(fn, ...args),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    resize: (width, height) => page.setViewport({ width, height }),
    takeLogged: () => logged.splice(0),
    close: () => browser.close(),
  };
}

/** MiniBrowser, the browser WebKitGTK's driver starts (Debian keeps it under /usr/lib). */
function miniBrowserPath() {
  if (process.env.WEBKIT_BROWSER_PATH) return process.env.WEBKIT_BROWSER_PATH;
  for (const lib of ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib"]) {
    if (!existsSync(lib)) continue;
    for (const dir of readdirSync(lib)
      .filter((name) => name.startsWith("webkit2gtk-"))
      .sort()) {
      const binary = `${lib}/${dir}/MiniBrowser`;
      if (existsSync(binary)) return binary;
    }
  }
  throw new Error("WebKitGTK's MiniBrowser not found (Debian package libwebkit2gtk-4.1-0)");
}

const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
/** The longest a WebDriver call may take: a page load, or a script's 30 s timeout, and more. */
const CALL_TIMEOUT_MS = 90_000;

/**
 * @param {{ composited?: boolean }} [options] `composited`: with WebKitGTK's accelerated
 *   compositing, which the editor's page needs (without it, WebKitGTK 2.50's web process crashed
 *   on it at every try); the site's pages are drawn without (below).
 * @returns {Promise<Engine>}
 */
export async function launchWebKit({ composited = false } = {}) {
  if (!existsSync(WEBKIT_DRIVER_PATH)) {
    throw new Error(`WebKitWebDriver not found at ${WEBKIT_DRIVER_PATH} (webkit2gtk-driver)`);
  }
  const port = await freePort();
  // Its own process group, so closing ends xvfb-run, Xvfb, the driver and the browser together.
  // Without compositing mode, unless asked: Xvfb has no GPU, so WebKitGTK composited each frame
  // through Mesa's software OpenGL. Layout and scripts are the same either way; 73 landings took
  // 190 CPU-s with it and 110 without (decision 0038).
  const driver = spawn(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1600x1200x24", WEBKIT_DRIVER_PATH, `--port=${port}`],
    {
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: composited ? process.env : { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: "1" },
    },
  );
  let stderr = "";
  driver.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => driver.once("exit", resolve));
  const stop = async () => {
    if (driver.exitCode !== null) return;
    try {
      process.kill(-driver.pid, "SIGTERM");
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
  };
  const base = `http://127.0.0.1:${port}`;
  // A driver that stops answering (seen once after a script timeout on a loaded machine) fails
  // the check that was waiting and every later one at once, instead of holding the run forever.
  let unanswered = "";
  const call = async (method, path, body) => {
    if (unanswered) {
      throw Object.assign(new Error(`WebKitWebDriver stopped answering (${unanswered})`), {
        driverGone: true,
      });
    }
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    }).catch((error) => {
      if (error?.name === "TimeoutError") {
        unanswered = `${method} ${path}`;
        error.driverGone = true;
      }
      throw error;
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(json.value)}`);
    return json.value;
  };
  try {
    for (let tries = 0; ; tries += 1) {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${stderr}`);
      try {
        await fetch(`${base}/status`);
        break;
      } catch {
        // Up to 120 s, as Firefox's launch: on a fresh machine, with the other browsers starting
        // beside it, a WebKit browser took 37 s to start in a clean-clone CI run.
        if (tries > 1200) throw new Error(`WebKitWebDriver did not answer on ${port}: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const session = await call("POST", "/session", {
      capabilities: {
        alwaysMatch: {
          "webkitgtk:browserOptions": { binary: miniBrowserPath(), args: ["--automation"] },
        },
      },
    });
    const at = `/session/${session.sessionId}`;
    const find = async (selector) =>
      (await call("POST", `${at}/element`, { using: "css selector", value: selector }))[ELEMENT];
    const viewport = () => run(() => [window.innerWidth, window.innerHeight]);
    const same = (a, b) => a[0] === b[0] && a[1] === b[1];
    /**
     * The viewport once a resize has landed: Xvfb has no window manager, and the new size reaches
     * the page after the WebDriver call returns, so on a loaded machine the first read can still
     * be the old one. Waits (up to 3 s) for the size to leave `before` or reach `wanted`, then
     * for two equal reads 100 ms apart.
     */
    const settledViewport = async (before, wanted) => {
      let last = await viewport();
      let moved = !same(last, before) || same(last, wanted);
      for (let waited = 0; waited < 3000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const now = await viewport();
        if (moved && same(now, last)) return now;
        moved ||= !same(now, before) || same(now, wanted);
        last = now;
      }
      return last;
    };
    /** The viewport, corrected for the window's own frame. */
    const resize = async (width, height) => {
      let rect = { width, height };
      const seen = [];
      for (let step = 0; step < 5; step += 1) {
        const before = await viewport();
        await call("POST", `${at}/window/rect`, rect);
        const [innerWidth, innerHeight] = await settledViewport(before, [width, height]);
        seen.push(`${innerWidth} × ${innerHeight}`);
        if (innerWidth === width && innerHeight === height) return;
        rect = {
          width: rect.width + width - innerWidth,
          height: rect.height + height - innerHeight,
        };
      }
      throw new Error(
        `WebKit's viewport did not reach ${width} × ${height} (read ${seen.join(", ")})`,
      );
    };
    const run = async (fn, ...args) => {
      const script = `const done = arguments[arguments.length - 1];
        const args = Array.prototype.slice.call(arguments, 0, -1);
        Promise.resolve()
          .then(() => (${fn.toString()}).apply(null, args))
          .then((value) => done({ value: value === undefined ? null : value }),
                (error) => done({ error: String((error && error.stack) || error) }));`;
      const result = await call("POST", `${at}/execute/async`, { script, args });
      if (result.error) throw new Error(`in WebKit: ${result.error}`);
      return result.value;
    };
    return {
      name: `WebKitGTK ${session.capabilities.browserVersion}`,
      async goto(url) {
        await call("POST", `${at}/url`, { url });
      },
      run,
      async click(selector) {
        await call("POST", `${at}/element/${await find(selector)}/click`, {});
      },
      async type(selector, text) {
        await call("POST", `${at}/element/${await find(selector)}/value`, { text });
      },
      resize,
      // WebDriver classic has no console: the page probe (probe.js) records what it can.
      takeLogged: () => [],
      async close() {
        await call("DELETE", at).catch(() => {});
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
