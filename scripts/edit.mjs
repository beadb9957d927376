// `npm run edit [-- --root DIR] [-- --port N]`: the content editor on a working tree, with no
// login. Serves the built /admin/ (building it first when missing) and the repository's
// content/ and media folder on 127.0.0.1 (scripts/edit-server.mjs); open the printed URL in any
// browser and choose "Work with Local Repository". Saved files are written to DIR (default: the
// current directory); commit them with git as usual.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { EDITOR_DIR } from "./build-paths.mjs";
import { startEditServer } from "./edit-server.mjs";

const project = fileURLToPath(new URL("../", import.meta.url));
const { values } = parseArgs({
  options: { root: { type: "string" }, port: { type: "string", default: "5178" } },
});
const root = resolve(values.root ?? process.cwd());
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port: ${values.port}`);
if (!existsSync(join(root, "content"))) {
  console.error(`edit: ${root} has no content/ folder: pass the repository with --root DIR`);
  process.exit(2);
}

const adminDir = join(project, EDITOR_DIR);
if (!existsSync(join(adminDir, "index.html"))) {
  console.log("edit: no editor build yet, building /admin/ first…");
  const vite = join(project, "node_modules/.bin/vite");
  const result = spawnSync(vite, ["build", "--config", "vite.admin.config.ts"], {
    cwd: project,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = await startEditServer({ root, adminDir, port });
console.log(`edit: editing ${root}`);
console.log(`edit: open ${server.url} and choose "Work with Local Repository" (Ctrl+C stops)`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
