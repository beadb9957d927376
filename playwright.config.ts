import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { chromiumLaunchOptions, E2E_PORT } from "./tests/e2e/browser";

// Form submissions made by the tests go to a throwaway database, never ./data. Set once, in the
// runner; its workers inherit it, so the newsletter specs can read the server's database.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "cradlesec-e2e-"));

// Browser tests run against the production build served by the production server.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: "off",
  },
  webServer: {
    command: "node build/srv/server/index.js",
    url: `http://127.0.0.1:${E2E_PORT}/home`,
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      RATE_LIMIT_MAX: "1000",
      SEARCH_RATE_LIMIT_MAX: "100000",
      // Browsers searching in parallel on a loaded machine: never refused for the server's time.
      SEARCH_TIME_SHARE: "1",
      // As behind production's TLS proxy: headers.spec.ts sends X-Forwarded-Proto as it would.
      TRUST_PROXY: "127.0.0.1",
    },
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    timeout: 30_000,
  },
});

if (!existsSync("build/srv/server/index.js")) {
  throw new Error(
    "No production build: run `npm run test:e2e` (it builds first) or `npm run build`.",
  );
}
