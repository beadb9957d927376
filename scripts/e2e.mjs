// `npm run test:e2e`: build the production site, then run the browser tests against it
// (Playwright starts the production server; see playwright.config.ts).
import { spawnSync } from "node:child_process";

import { freePort } from "./free-port.mjs";

const run = (bin, args, env = process.env) =>
  spawnSync(bin, args, { stdio: "inherit", env }).status ?? 1;

if (!process.argv.includes("--no-build")) {
  const built = run(process.execPath, ["scripts/build.mjs"]);
  if (built !== 0) process.exit(built);
}
const extra = process.argv.slice(2).filter((arg) => arg !== "--no-build");
const port = process.env.E2E_PORT ?? String(await freePort());
process.exit(
  run("node_modules/.bin/playwright", ["test", ...extra], { ...process.env, E2E_PORT: port }),
);
