import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

import { contentPages } from "./vite.content.ts";
import { sassOptions, sharedDefine, sharedResolve } from "./vite.shared.ts";

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
    // Components render in jsdom: a test that renders is a .test.tsx. Every other test (the
    // server, the build scripts, the Vite plugins and the app's logic) runs in Node alone, without
    // a DOM to set up for each file (about a second each); one that needs a DOM API without
    // rendering (DOMParser, history) says so with a `// @vitest-environment jsdom` first line.
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "app/**/*.test.ts",
            "vite.*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
        },
      },
    ],
    // PostgreSQL for the storage tests: a throwaway cluster per run, started on first use.
    globalSetup: ["./server/testing/postgres-setup.ts"],
    restoreMocks: true,
    // Typing whole messages through user-event in jsdom takes seconds on a busy 2-core machine
    // (CI runs two test files at a time); a generous timeout keeps such tests from flaking.
    testTimeout: 20_000,
  },
});
