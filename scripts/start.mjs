// `npm start`: build when there is no complete build yet, then serve it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { CLIENT_DIR, CSP_MANIFEST, SERVER_ENTRY } from "./build-paths.mjs";

const complete = [`${CLIENT_DIR}/index.html`, CSP_MANIFEST, SERVER_ENTRY].every((file) =>
  existsSync(file),
);
if (!complete) {
  console.log("start: no complete build found, building first…");
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(resolve(SERVER_ENTRY)).href);
