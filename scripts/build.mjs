// The production build: prerender every route, post-process the HTML (CSP hashes,
// precompression), compile the server, then write the static-hosting files from what the
// server reads (build/deploy: nginx.conf, _headers, _redirects; decision 0021).
//   node scripts/build.mjs [--keep-raw DIR]   DIR: a copy of the client build as React Router
//   wrote it, before postbuild (`npm run perf` measures each postbuild rewrite on it)
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";

import { CLIENT_DIR, DEPLOY_CLI, DEPLOY_DIR, SEARCH_INDEX } from "./build-paths.mjs";

const keepRawAt = process.argv.indexOf("--keep-raw");
const rawDir = keepRawAt === -1 ? null : process.argv[keepRawAt + 1];
if (keepRawAt !== -1 && !rawDir) throw new Error("build: --keep-raw needs a directory");

const steps = [
  ["react-router", ["build"]],
  ["node", ["scripts/og-images.mjs"]],
  ...(rawDir ? [["copy", [CLIENT_DIR, rawDir]]] : []),
  // The browser editor at /admin/ (decision 0033), before postbuild so that it is precompressed
  // too (postbuild leaves its HTML alone: it has no inline script and its own CSP).
  ["vite", ["build", "--config", "vite.admin.config.ts"]],
  ["node", ["scripts/postbuild.mjs"]],
  // The site search index, from the compiled data of the sitemap's pages (decision 0025).
  ["node", ["scripts/search-index.mjs", SEARCH_INDEX]],
  ["tsc", ["-p", "server/tsconfig.json"]],
  ["node", [DEPLOY_CLI, "write", DEPLOY_DIR]],
];

rmSync("build", { recursive: true, force: true });
const started = performance.now();
for (const [command, args] of steps) {
  if (command === "copy") {
    rmSync(args[1], { recursive: true, force: true });
    cpSync(args[0], args[1], { recursive: true });
    continue;
  }
  const bin = command === "node" ? process.execPath : `node_modules/.bin/${command}`;
  const stepStarted = performance.now();
  const result = spawnSync(bin, args, { stdio: "inherit" });
  if (command === "vite") {
    console.log(
      `build: the editor (/admin/) in ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`,
    );
  }
  if (result.status !== 0) {
    console.error(`build: "${command} ${args.join(" ")}" failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
