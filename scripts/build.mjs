// The production build: prerender every route, post-process the HTML (CSP hashes,
// precompression), compile the server, then write the static-hosting files from what the
// server reads (build/deploy: nginx.conf, _headers, _redirects; decision 0021).
//   node scripts/build.mjs [--keep-raw DIR]   DIR: a copy of the client build as React Router
//   wrote it, before postbuild (`npm run perf` measures each postbuild rewrite on it)
import { spawn } from "node:child_process";
import { cpSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";

import { CLIENT_DIR, DEPLOY_CLI, DEPLOY_DIR, EDITOR_DIR, SEARCH_INDEX } from "./build-paths.mjs";

const keepRawAt = process.argv.indexOf("--keep-raw");
const rawDir = keepRawAt === -1 ? null : process.argv[keepRawAt + 1];
if (keepRawAt !== -1 && !rawDir) throw new Error("build: --keep-raw needs a directory");

/**
 * Where the editor is built while the site builds: React Router empties build/client when it
 * writes, so the editor joins it at EDITOR_DIR once both are done.
 */
const EDITOR_STAGING = "build/admin-staging";

/**
 * Two lines of steps that run side by side, then the steps that need both. The editor at /admin/
 * (decision 0033, 30-40 s) builds beside the site: each build spends much of its time on one
 * core (the plugins' JavaScript), so together they keep CI's two cores busy. Both compile the
 * content; its files are written whole (app/lib/content/compiler/write.ts), so neither reads
 * the other's half-written file.
 */
const site = [
  ["react-router", ["build"]],
  ["node", ["scripts/og-images.mjs"]],
  ...(rawDir ? [["copy", [CLIENT_DIR, rawDir]]] : []),
];
const editor = [["vite", ["build", "--config", "vite.admin.config.ts"]]];
const after = [
  ["move", [EDITOR_STAGING, EDITOR_DIR]],
  // After the editor has joined, so that its files are precompressed too (postbuild leaves its
  // HTML alone: it has no inline script and its own CSP).
  ["node", ["scripts/postbuild.mjs"]],
  // The site search index, from the compiled data of the sitemap's pages (decision 0025).
  ["node", ["scripts/search-index.mjs", SEARCH_INDEX]],
  ["tsc", ["-p", "server/tsconfig.json"]],
  ["node", [DEPLOY_CLI, "write", DEPLOY_DIR]],
];

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** Runs one step; exits the build if it fails. */
async function step([command, args]) {
  if (command === "copy") {
    rmSync(args[1], { recursive: true, force: true });
    cpSync(args[0], args[1], { recursive: true });
    return;
  }
  if (command === "move") {
    renameSync(args[0], args[1]);
    return;
  }
  const bin = command === "node" ? process.execPath : `node_modules/.bin/${command}`;
  const env =
    command === "vite" ? { ...process.env, EDITOR_OUT_DIR: resolve(EDITOR_STAGING) } : process.env;
  const status = await new Promise((resolve) => {
    spawn(bin, args, { stdio: "inherit", env }).on("close", resolve);
  });
  if (status !== 0) {
    console.error(`build: "${command} ${args.join(" ")}" failed`);
    process.exit(status ?? 1);
  }
}

/** Runs steps one after another, and says how long they took. */
async function line(name, steps) {
  const started = performance.now();
  for (const each of steps) await step(each);
  console.log(`build: ${name} in ${seconds(started)} s`);
}

rmSync("build", { recursive: true, force: true });
const started = performance.now();
await Promise.all([line("the site", site), line("the editor (/admin/)", editor)]);
await line("postbuild, search index, server and deploy files", after);
console.log(`build: done in ${seconds(started)} s`);
