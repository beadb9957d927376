// `npm run test:e2e`: build the production site, then run the browser tests against it
// (Playwright starts the production server; see playwright.config.ts).
import { spawnSync } from "node:child_process";

const run = (bin, args) => spawnSync(bin, args, { stdio: "inherit" }).status ?? 1;

if (!process.argv.includes("--no-build")) {
  const built = run(process.execPath, ["scripts/build.mjs"]);
  if (built !== 0) process.exit(built);
}
const extra = process.argv.slice(2).filter((arg) => arg !== "--no-build");
process.exit(run("node_modules/.bin/playwright", ["test", ...extra]));
