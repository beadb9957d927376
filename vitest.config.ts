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
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "vite.*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    setupFiles: ["./vitest.setup.ts"],
    // PostgreSQL for the storage tests: a throwaway cluster per run, started on first use.
    globalSetup: ["./server/testing/postgres-setup.ts"],
    restoreMocks: true,
    // Typing whole messages through user-event in jsdom takes seconds on a busy 2-core machine
    // (CI runs two test files at a time); a generous timeout keeps such tests from flaking.
    testTimeout: 20_000,
  },
});
