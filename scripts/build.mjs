// The production build: prerender every route, post-process the HTML (CSP hashes,
// precompression), then compile the server.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const steps = [
  ["react-router", ["build"]],
  ["node", ["scripts/og-images.mjs"]],
  ["node", ["scripts/postbuild.mjs"]],
  ["tsc", ["-p", "server/tsconfig.json"]],
];

rmSync("build", { recursive: true, force: true });
const started = performance.now();
for (const [command, args] of steps) {
  const bin = command === "node" ? process.execPath : `node_modules/.bin/${command}`;
  const result = spawnSync(bin, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`build: "${command} ${args.join(" ")}" failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
