// `npm run leads -- …`: export or purge form submissions (server/leads-cli.ts). Compiles the
// server first when build/srv has no CLI yet; build output goes to stderr, keeping stdout clean.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = new URL("../build/srv/server/leads-cli.js", import.meta.url);

if (!existsSync(cli)) {
  console.error("leads: compiling the server (build/srv)…");
  const tsc = fileURLToPath(new URL("../node_modules/typescript/bin/tsc", import.meta.url));
  const result = spawnSync(process.execPath, [tsc, "-p", "server/tsconfig.json"], {
    cwd: root,
    stdio: ["ignore", 2, 2],
  });
  if (result.status !== 0) {
    console.error("leads: compiling the server failed");
    process.exit(result.status ?? 1);
  }
}

const { runLeadsCli } = await import(cli.href);
process.exitCode = await runLeadsCli(process.argv.slice(2));
