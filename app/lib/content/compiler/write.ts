/** Writing what the compiler produces: a file only when its text changes, stale ones removed. */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** One file the compiler writes: its path from the repository root, and its text. */
export interface Output {
  file: string;
  source: string;
}

/**
 * Writes `text` to `file`, unless it already holds it (so watchers see no change). Written
 * whole, through a file of its own renamed into place: the site's build and the editor's run
 * side by side (scripts/build.mjs), each compiling the content, and neither may read the other's
 * half-written file.
 */
export function writeIfChanged(file: string, text: string) {
  let current: string | undefined;
  try {
    current = readFileSync(file, "utf8");
  } catch {
    current = undefined;
  }
  if (current === text) return;
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/**
 * Writes `outputs` under `root`, and removes the files under `folders` no output is (a deleted
 * page's): with `keepFolders`, only the folders' own files, not their subfolders'.
 */
export function writeOutputs(
  root: string,
  outputs: readonly Output[],
  folders: readonly string[],
  { keepFolders = false } = {},
) {
  const wanted = new Set(outputs.map(({ file }) => join(root, file)));
  for (const { file, source } of outputs) writeIfChanged(join(root, file), source);
  for (const folder of folders) {
    let existing: string[];
    try {
      existing = keepFolders
        ? readdirSync(join(root, folder), { withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => entry.name)
        : readdirSync(join(root, folder), { recursive: true, encoding: "utf8" });
    } catch {
      continue;
    }
    for (const file of existing) {
      const full = join(root, folder, file);
      if ((keepFolders ? /\.ts$/ : /\.(tsx?|json)$/).test(file) && !wanted.has(full)) rmSync(full);
    }
  }
}
