// Captures what the postbuild rewrites read from React Router's output (a prerendered page and
// the router manifest) from a real, untouched build, for their unit tests
// (server/testing/react-router-build/). Run after upgrading React Router:
//   node scripts/build.mjs --keep-raw build/raw-client && node scripts/capture-build-fixture.mjs
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const RAW_DIR = process.argv[2] ?? "build/raw-client";
export const FIXTURE_DIR = "server/testing/react-router-build";
/**
 * The pages captured: a company page in the site layout, the not-found page, and a page whose
 * route module React Router splits (it had a clientLoader), whatever the site uses them for now.
 */
const PAGES = ["home/index.html", "404/index.html", "thank-you/index.html"];

const version = JSON.parse(readFileSync("node_modules/react-router/package.json", "utf8")).version;
const manifest = readdirSync(join(RAW_DIR, "assets")).find((file) =>
  /^manifest-.+\.js$/.test(file),
);
if (!manifest) throw new Error(`capture: no router manifest in ${RAW_DIR}/assets`);

rmSync(FIXTURE_DIR, { recursive: true, force: true });
mkdirSync(FIXTURE_DIR, { recursive: true });
for (const page of PAGES) {
  copyFileSync(join(RAW_DIR, page), join(FIXTURE_DIR, page.replace("/index.html", ".html")));
}
copyFileSync(join(RAW_DIR, "assets", manifest), join(FIXTURE_DIR, "manifest.js"));
writeFileSync(
  join(FIXTURE_DIR, "capture.json"),
  `${JSON.stringify({ reactRouter: version, manifest: `/assets/${manifest}` }, null, 2)}\n`,
);
console.log(`capture: React Router ${version} output → ${FIXTURE_DIR}`);
