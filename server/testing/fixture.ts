// A miniature build/client for the server and postbuild tests: pages with inline scripts
// (classic and module), modulepreload links, hashed assets, a font, public files, a 404 page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** React Router's inline bootstrap for a page whose leaf route is `routes/<route>`, in the shape
 * the real build has (server/testing/react-router-build holds a captured one). */
export const bootstrap = (route: string) =>
  `import "/assets/manifest-9b446bcb.js";\nimport * as route0 from "/assets/root-1.js";\n` +
  `import * as route1 from "/assets/${route}-1.js";\n  \n  window.__reactRouterRouteModules = ` +
  `{"root":route0,"routes/${route}":route1};\n\nimport("/assets/entry.client-AbC123.js");`;

/** Inline script bodies, verbatim, so tests can hash them independently. */
export const SCRIPTS = {
  context: 'window.__reactRouterContext = {"basename":"/","ssr":false};',
  module: bootstrap("home"),
  stream: 'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]\\n");',
  notFound: "window.__notFound = true;",
  msp: "window.__page = 'msp';",
} as const;

/** The modulepreload links of every fixture page (postbuild moves them into the bootstrap). */
export const MODULE_PRELOADS = ["/assets/manifest-9b446bcb.js", "/assets/entry.client-AbC123.js"];

/** Enough text that every page is above the precompression threshold. */
const FILLER =
  "<p>CradleSec keeps backups immutable, off-site and restorable in minutes.</p>".repeat(40);

/** A prerendered page: its classic inline scripts, then React Router's bootstrap for `route`. */
export function page(title: string, scripts: string[], extraHead = "", route = "home"): string {
  return (
    `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><title>${title}</title>` +
    `<link rel="preload" href="/assets/inter-Dx4kXJAl.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>` +
    MODULE_PRELOADS.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("") +
    `<link rel="stylesheet" href="/assets/root-XyZ789.css"/>${extraHead}</head>` +
    `<body><main><h1>${title}</h1>${FILLER}</main>` +
    scripts.map((script) => `<script>${script}</script>`).join("") +
    `<script type="module" async="">${bootstrap(route)}</script>` +
    `</body></html>`
  );
}

const route = (id: string) => ({
  id: `routes/${id}`,
  parentId: "root",
  module: `/assets/${id}-1.js`,
  css: [],
});

export const FILES: Record<string, string | Buffer> = {
  "index.html": page("Redirecting", [SCRIPTS.context], "", "redirect"),
  "home/index.html": page("Home", [SCRIPTS.context, SCRIPTS.stream]),
  "industries/msp/index.html": page("Managed service providers", [SCRIPTS.msp], "", "msp"),
  "404/index.html": page("We couldn&#x27;t find that page", [SCRIPTS.notFound], "", "not-found"),
  "assets/entry.client-AbC123.js":
    `export const entry = ${JSON.stringify("x".repeat(10))};\n`.repeat(60),
  // React Router's client manifest: no route has CSS of its own, so merge-css has nothing to do.
  "assets/manifest-9b446bcb.js": `window.__reactRouterManifest=${JSON.stringify({
    routes: {
      root: { id: "root", module: "/assets/root-1.js", css: ["/assets/root-XyZ789.css"] },
      ...Object.fromEntries(
        ["home", "redirect", "msp", "not-found"].map((id) => [`routes/${id}`, route(id)]),
      ),
    },
    url: "/assets/manifest-9b446bcb.js",
    version: "9b446bcb",
  })};`,
  "assets/root-XyZ789.css": ".site-header { color: #0b1220; }\n".repeat(80),
  // Compressible bytes, yet a font is never precompressed: skipped by extension.
  "assets/inter-Dx4kXJAl.woff2": Buffer.from(
    Array.from({ length: 4096 }, (_, index) => (index * 7919) % 251),
  ),
  "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"></svg>',
  "robots.txt": `User-agent: *\nAllow: /\n${"# CradleSec\n".repeat(120)}`,
};

/** Writes the fixture into a fresh temp directory; `cleanup` removes it. */
export function createFixture(files: Record<string, string | Buffer> = FILES) {
  const root = mkdtempSync(join(tmpdir(), "cradlesec-build-"));
  const clientDir = join(root, "client");
  for (const [file, content] of Object.entries(files)) {
    const path = join(clientDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  return {
    root,
    clientDir,
    manifestPath: join(root, "csp-manifest.json"),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
