// @vitest-environment node
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { urlPathForHtmlFile } from "../scripts/build-files.mjs";
import {
  cspHash,
  deferModuleBootstrap,
  deferModuleScripts,
  inlineScriptHashes,
  inlineStyleViolations,
  modulePreloadHrefs,
  postbuild,
  PRELOADS_PER_TASK,
  processHtmlFiles,
  removeModulePreloads,
} from "../scripts/postbuild.mjs";
import {
  bootstrap,
  createFixture,
  FILES,
  MODULE_PRELOADS,
  page,
  SCRIPTS,
} from "./testing/fixture.js";

/** The CSP source for a script text, computed here without the code under test. */
const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("removeModulePreloads", () => {
  it("removes every modulepreload link and keeps the other links", () => {
    const html =
      `<head><link rel="modulepreload" href="/a.js"/><link href='/b.js' rel=modulepreload>` +
      `<LINK crossorigin REL="ModulePreload" href="/c.js" /><link rel="preload" href="/f.woff2" as="font"/>` +
      `<link rel="stylesheet" href="/s.css"/></head>`;
    expect(removeModulePreloads(html)).toBe(
      `<head><link rel="preload" href="/f.woff2" as="font"/><link rel="stylesheet" href="/s.css"/></head>`,
    );
  });

  it("leaves script text that merely mentions a modulepreload link", () => {
    const html =
      `<link rel="modulepreload" href="/a.js"/>` +
      `<script>const s = '<link rel="modulepreload" href="/x.js">';</script>`;
    expect(removeModulePreloads(html)).toBe(html.slice(html.indexOf("<script>")));
  });

  it("fails loudly on a page React Router gave no modulepreload link", () => {
    expect(() => removeModulePreloads("<head></head>", "home/index.html")).toThrow(
      /postbuild \(stripPreloads\): home\/index\.html: no modulepreload link/,
    );
  });
});

/** React Router's inline bootstrap, as it prerenders it. */
const BOOTSTRAP =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n' +
  'import * as route1 from "/assets/home-3.js";\n  \n  window.__reactRouterRouteModules = ' +
  '{"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-4.js");';

/** Runs a deferred bootstrap against fakes, recording what it does and when. */
function runBootstrap(code: string, paint: { recorded: string[]; supported: boolean }) {
  const events: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const observers: ((names: string[]) => void)[] = [];
  const loadListeners: (() => void)[] = [];
  const fakeWindow: Record<string, unknown> = {};
  const document = {
    createElement: () => ({}) as { rel?: string; href?: string },
    head: {
      append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`),
    },
  };
  const entriesNamed = (names: string[]) => (name: string) => names.filter((n) => n === name);
  const performance = { getEntriesByName: entriesNamed(paint.recorded) };
  class FakeObserver {
    static supportedEntryTypes = paint.supported ? ["paint", "resource"] : ["resource"];
    connected = false;
    constructor(
      private callback: (list: { getEntriesByName: (n: string) => string[] }, o: unknown) => void,
    ) {}
    observe() {
      this.connected = true;
      observers.push((names) => {
        if (this.connected) this.callback({ getEntriesByName: entriesNamed(names) }, this);
      });
    }
    disconnect() {
      this.connected = false;
    }
  }
  const load = async (specifier: string) => {
    events.push(`import ${specifier}`);
    return { specifier };
  };
  const run = new Function(
    "requestAnimationFrame",
    "setTimeout",
    "document",
    "window",
    "performance",
    "PerformanceObserver",
    "load",
    "addEventListener",
    code.replaceAll("import(", "load("),
  );
  run(
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
    document,
    fakeWindow,
    performance,
    FakeObserver,
    load,
    (type: string, listener: () => void) => {
      if (type === "load") loadListeners.push(listener);
    },
  );
  const paintRecorded = (name: string) => observers.forEach((notify) => notify([name]));
  const loaded = () => loadListeners.forEach((listener) => listener());
  return { events, frames, tasks, paintRecorded, loaded, window: fakeWindow };
}

describe("deferModuleBootstrap", () => {
  const preloads = ["/assets/entry.client-4.js", "/assets/chunk-5.js"];
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Runs the queued tasks (and what they queue) until none is left. */
  const drain = async (tasks: (() => void)[]) => {
    await flush();
    while (tasks.length > 0) {
      tasks.shift()?.();
      await flush();
    }
  };
  /** Runs the queued tasks one at a time; what each one did. */
  const eventsPerTask = async (run: { events: string[]; tasks: (() => void)[] }) => {
    const perTask: string[][] = [];
    await flush();
    while (run.tasks.length > 0) {
      const before = run.events.length;
      run.tasks.shift()?.();
      await flush();
      perTask.push(run.events.slice(before));
    }
    return perTask;
  };
  const started = [
    "modulepreload /assets/entry.client-4.js",
    "modulepreload /assets/chunk-5.js",
    "import /assets/manifest-1.js",
    "import /assets/root-2.js",
    "import /assets/home-3.js",
    "import /assets/entry.client-4.js",
  ];

  it("waits for the first contentful paint, then a frame and a task; imports in order", async () => {
    const run = runBootstrap(deferModuleBootstrap(BOOTSTRAP, preloads), {
      recorded: [],
      supported: true,
    });
    expect(run.frames).toHaveLength(0);
    run.paintRecorded("first-paint");
    expect(run.frames).toHaveLength(0);
    run.paintRecorded("first-contentful-paint");
    run.paintRecorded("first-contentful-paint");
    expect(run.frames).toHaveLength(1);
    run.frames.shift()?.();
    expect(run.events).toEqual([]);
    await drain(run.tasks);
    expect(run.events).toEqual(started);
    expect(run.window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-2.js" },
      "routes/home": { specifier: "/assets/home-3.js" },
    });
  });

  it("starts two frames after the load event when no first contentful paint is recorded, once", async () => {
    // Firefox opened at a fragment paints the page there but records no first contentful paint.
    const run = runBootstrap(deferModuleBootstrap(BOOTSTRAP, preloads), {
      recorded: [],
      supported: true,
    });
    run.loaded();
    expect(run.frames).toHaveLength(1);
    run.frames.shift()?.();
    expect(run.frames).toHaveLength(1);
    run.frames.shift()?.();
    expect(run.frames).toHaveLength(1);
    run.paintRecorded("first-contentful-paint");
    expect(run.frames).toHaveLength(1);
    run.frames.shift()?.();
    await drain(run.tasks);
    expect(run.events).toEqual(started);
  });

  it("starts a frame later when the paint is already recorded", async () => {
    const run = runBootstrap(deferModuleBootstrap(BOOTSTRAP, preloads), {
      recorded: ["first-contentful-paint"],
      supported: true,
    });
    run.frames.shift()?.();
    await drain(run.tasks);
    expect(run.events).toEqual(started);
  });

  it("imports each module in a task of its own, and runs the rest of the script in another", async () => {
    const run = runBootstrap(deferModuleBootstrap(BOOTSTRAP, preloads), {
      recorded: ["first-contentful-paint"],
      supported: true,
    });
    run.frames.shift()?.();
    const perTask = await eventsPerTask(run);
    expect(perTask.map((events) => events.filter((event) => event.startsWith("import ")))).toEqual([
      ["import /assets/manifest-1.js"],
      ["import /assets/root-2.js"],
      ["import /assets/home-3.js"],
      ["import /assets/entry.client-4.js"],
    ]);
  });

  it("adds the modulepreload links a few per task, all before the first import", async () => {
    const many = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/c-${i}.js`);
    const run = runBootstrap(deferModuleBootstrap(BOOTSTRAP, many), {
      recorded: ["first-contentful-paint"],
      supported: true,
    });
    run.frames.shift()?.();
    const perTask = await eventsPerTask(run);
    const links = many.map((href) => `modulepreload ${href}`);
    expect(perTask.slice(0, 3)).toEqual([
      links.slice(0, PRELOADS_PER_TASK),
      links.slice(PRELOADS_PER_TASK, PRELOADS_PER_TASK * 2),
      [...links.slice(PRELOADS_PER_TASK * 2), "import /assets/manifest-1.js"],
    ]);
    expect(perTask.flat().filter((event) => event.startsWith("import "))).toEqual(
      started.filter((event) => event.startsWith("import ")),
    );
  });

  it("waits two frames and a task where Paint Timing is missing", async () => {
    const run = runBootstrap(deferModuleBootstrap(BOOTSTRAP, preloads), {
      recorded: [],
      supported: false,
    });
    run.frames.shift()?.();
    expect(run.tasks).toHaveLength(0);
    run.frames.shift()?.();
    await drain(run.tasks);
    expect(run.events).toEqual(started);
  });

  it("leaves a bootstrap it already rewrote as it is, so a second run changes nothing", () => {
    const once = deferModuleBootstrap(BOOTSTRAP, preloads);
    expect(() => new Function(once)).not.toThrow(); // no static import left: valid as a script
    expect(deferModuleBootstrap(once, preloads)).toBe(once);
  });

  it.each([
    [
      "a named import",
      BOOTSTRAP.replace('import "/assets/manifest-1.js";', 'import { m } from "/m.js";'),
    ],
    ["a default import", BOOTSTRAP.replace("import * as route0 from", "import route0 from")],
    ["no route-module table", BOOTSTRAP.replace(/window[^\n]*\n/, "")],
    ["no client-entry import", BOOTSTRAP.replace(/import\("[^"]+"\);/, "")],
    ["extra code", `${BOOTSTRAP}\nconsole.log(1);`],
    ["no static import", 'import("/assets/entry.client-4.js");'],
  ])("fails loudly on a bootstrap with %s, naming the page", (_, body) => {
    expect(() => deferModuleBootstrap(body, preloads, "about/index.html")).toThrow(
      /postbuild \(deferBootstrap\): about\/index\.html: [\s\S]*changed shape/,
    );
  });

  it("rewrites inline module scripts only, and finds the page's modulepreload hrefs", () => {
    const html =
      `<link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/>` +
      `<script type="module" src="/e.js"></script><script>import "/not-a-module.js";</script>` +
      `<script type="module" async="">${BOOTSTRAP}</script>`;
    expect(modulePreloadHrefs(html)).toEqual(["/a.js"]);
    const out = deferModuleScripts(html, ["/a.js"]);
    expect(out).toContain(`<script type="module" src="/e.js"></script>`);
    expect(out).toContain(`<script>import "/not-a-module.js";</script>`);
    expect(out).toContain(
      `<script type="module" async="">${deferModuleBootstrap(BOOTSTRAP, ["/a.js"])}</script>`,
    );
  });

  it("fails loudly on a page with no bootstrap, or with two", () => {
    expect(() => deferModuleScripts("<p>no scripts</p>", [], "x.html")).toThrow(
      /x\.html: expected one inline module script .*found 0/,
    );
    const two = `<script type="module">${BOOTSTRAP}</script>`.repeat(2);
    expect(() => deferModuleScripts(two, [], "x.html")).toThrow(/found 2/);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the exact text of classic and module inline scripts, skipping src scripts", () => {
    const html =
      `<script src="/assets/x.js"></script><script>${SCRIPTS.context}</script>` +
      `<script type="module" async="">${SCRIPTS.module}</script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha256(SCRIPTS.context),
      sha256(SCRIPTS.module),
      sha256('{"a":1}'),
    ]);
  });

  it("matches a known SHA-256 (empty script) and normalises CRLF as the HTML parser does", () => {
    expect(cspHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHash("a();\r\nb();\rc();")).toBe(sha256("a();\nb();\nc();"));
  });

  it("lists a repeated script once, and ignores scripts inside comments", () => {
    const html = `<script>x()</script><!-- <script>y()</script> --><script>x()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("x()")]);
  });

  it("ends a script at the first </script, whatever its case", () => {
    expect(inlineScriptHashes(`<SCRIPT>a < b && c()</SCRIPT ><p>`)).toEqual([
      sha256("a < b && c()"),
    ]);
  });
});

describe("inlineStyleViolations", () => {
  it("finds style attributes and <style> elements, not text that looks like them", () => {
    expect(inlineStyleViolations(`<div style="color:red">`)).toHaveLength(1);
    expect(inlineStyleViolations(`<svg><style>.a{}</style></svg>`)).toHaveLength(1);
    expect(inlineStyleViolations(`<p data-x='style="a"'>x</p>`)).toEqual([]);
    expect(inlineStyleViolations(`<script>el.innerHTML = '<b style="x">';</script>`)).toEqual([]);
  });
});

describe("urlPathForHtmlFile", () => {
  it("maps prerendered files to their URL paths", () => {
    expect(urlPathForHtmlFile("index.html")).toBe("/");
    expect(urlPathForHtmlFile("home/index.html")).toBe("/home");
    expect(urlPathForHtmlFile("industries/msp/index.html")).toBe("/industries/msp");
    expect(urlPathForHtmlFile("__spa-fallback.html")).toBe("/__spa-fallback.html");
  });
});

describe("postbuild on a build directory", () => {
  const fixture = createFixture();
  let result: Awaited<ReturnType<typeof postbuild>>;

  beforeAll(async () => {
    result = await postbuild({ clientDir: fixture.clientDir, manifestPath: fixture.manifestPath });
  });
  afterAll(() => fixture.cleanup());

  const read = (file: string) => readFileSync(join(fixture.clientDir, file));

  it("removes the modulepreload links from every page, and only them (scripts add them later)", () => {
    for (const file of ["index.html", "home/index.html", "404/index.html"]) {
      const html = read(file).toString();
      expect(html).not.toMatch(/<link[^>]*modulepreload/);
      expect(html).toContain(`<link rel="stylesheet" href="/assets/root-XyZ789.css"/>`);
      expect(html).toContain(`<script type="module" async="">const nextTask=`);
    }
  });

  it("writes the manifest, keyed by URL path, with each page's hashes", () => {
    const manifest = JSON.parse(readFileSync(fixture.manifestPath, "utf8"));
    expect(manifest).toEqual(result.manifest);
    const deferred = (route: string) =>
      sha256(deferModuleBootstrap(bootstrap(route), MODULE_PRELOADS));
    expect(manifest).toEqual({
      "/": [sha256(SCRIPTS.context), deferred("redirect")],
      "/404": [sha256(SCRIPTS.notFound), deferred("not-found")],
      "/home": [sha256(SCRIPTS.context), sha256(SCRIPTS.stream), deferred("home")],
      "/industries/msp": [sha256(SCRIPTS.msp), deferred("msp")],
    });
  });

  it("writes .br and .gz beside compressible files that decompress to the original", () => {
    for (const file of [
      "home/index.html",
      "assets/entry.client-AbC123.js",
      "assets/root-XyZ789.css",
      "robots.txt",
    ]) {
      const original = read(file);
      const br = read(`${file}.br`);
      const gz = read(`${file}.gz`);
      expect(br.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
  });

  it("skips small files and fonts", () => {
    for (const file of [
      "favicon.svg",
      "assets/manifest-9b446bcb.js",
      "assets/inter-Dx4kXJAl.woff2",
    ]) {
      expect(existsSync(join(fixture.clientDir, `${file}.br`))).toBe(false);
      expect(existsSync(join(fixture.clientDir, `${file}.gz`))).toBe(false);
    }
  });

  it("is idempotent", async () => {
    const again = await postbuild({
      clientDir: fixture.clientDir,
      manifestPath: fixture.manifestPath,
    });
    expect(again.manifest).toEqual(result.manifest);
    expect(existsSync(join(fixture.clientDir, "home/index.html.br.br"))).toBe(false);
  });
});

describe("postbuild refuses inline styles", () => {
  it.each([
    ["a style attribute", `<div class="hero" style="color:red">x</div>`],
    ["a <style> element", `<style>.hero{color:red}</style>`],
  ])("fails the build on %s, naming the file, and writes nothing", async (_, markup) => {
    const fixture = createFixture({
      ...FILES,
      "industries/msp/index.html": page("MSP", [SCRIPTS.msp], markup),
    });
    try {
      await expect(processHtmlFiles(fixture.clientDir)).rejects.toThrow(
        /inline styles[\s\S]*industries\/msp\/index\.html/,
      );
      expect(readFileSync(join(fixture.clientDir, "home/index.html"), "utf8")).toContain(
        "modulepreload",
      );
    } finally {
      fixture.cleanup();
    }
  });
});
