import { existsSync } from "node:fs";

import type { LaunchOptions } from "@playwright/test";

/**
 * The port the production server listens on during browser tests. `npm run test:e2e` picks a
 * free one; run on its own, Playwright uses 4173.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** Flags that let Debian's Chromium run on machines with a closed network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The browser the tests drive: CHROME_PATH, else Debian's Chromium headless shell (the same
 * Blink without the desktop browser around it, what Playwright itself runs headless; about a
 * quarter less time a page here, decision 0027), else Debian's Chromium; Playwright's own
 * browser where none exists.
 */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
  ].filter((path): path is string => Boolean(path));
  const executablePath = candidates.find((path) => existsSync(path));
  return { executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] };
}
