import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

import { contentPages } from "./vite.content.ts";
import { sassOptions, sharedDefine, sharedResolve } from "./vite.shared.ts";

// Components render in jsdom: a test that renders is a .test.tsx. Every other test (the server,
// the build scripts, the Vite plugins and the app's logic) runs in Node alone, without a DOM to
// set up for each file (about a second each); one that needs a DOM API without rendering
// (DOMParser, history) says so with a `// @vitest-environment jsdom` first line.
const DOM_TESTS = ["app/**/*.test.tsx"];
const NODE_TESTS = [
  "app/**/*.test.ts",
  "vite.*.test.ts",
  "server/**/*.test.ts",
  "scripts/**/*.test.ts",
];

/**
 * A project's test files share their worker's modules and DOM (`isolate: false`): React, the
 * schemas and the section library are imported once per worker, not once per file, which more
 * than halved the unit stage's time for the files that render. A file that replaces a module
 * (`vi.mock`) would leak its fake into the files after it in the worker, so such files (found
 * here by reading them) run isolated, in a project of their own.
 */
function project(name: string, test: object, include: string[]) {
  const mocking = globSync(include).filter((file) =>
    /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, "utf8")),
  );
  const shared = {
    extends: true,
    test: { ...test, name, include, exclude: mocking, isolate: false },
  };
  if (mocking.length === 0) return [shared];
  return [shared, { extends: true, test: { ...test, name: `${name}-isolated`, include: mocking } }];
}

// Kept apart from vite.config.ts: the React Router plugin breaks component tests ("can't detect preamble").
export default defineConfig({
  plugins: [contentPages()],
  resolve: sharedResolve,
  define: sharedDefine,
  css: { preprocessorOptions: { scss: sassOptions } },
  test: {
    // One test file per core. Vitest's default leaves one core to its main process, which on
    // CI's two cores ran one file at a time with the second core mostly idle.
    maxWorkers: availableParallelism(),
    projects: [
      ...project("app", { environment: "jsdom", setupFiles: ["./vitest.setup.ts"] }, DOM_TESTS),
      ...project("node", { environment: "node" }, NODE_TESTS),
    ],
    // A global a test stubs (fetch, matchMedia) is put back after it: files share a worker.
    unstubGlobals: true,
    unstubEnvs: true,
    // PostgreSQL for the storage tests: a throwaway cluster per run, started on first use.
    globalSetup: ["./server/testing/postgres-setup.ts"],
    restoreMocks: true,
    // Typing whole messages through user-event in jsdom takes seconds on a busy 2-core machine
    // (CI runs two test files at a time); a generous timeout keeps such tests from flaking.
    testTimeout: 20_000,
  },
});
