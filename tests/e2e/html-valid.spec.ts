import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";

import { expect, pagePaths, test } from "./fixtures";

const CLIENT = "build/client";
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** Every prerendered page; React Router's own files (`__spa-fallback.html`) are not served. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") && !entry.name.startsWith("__") ? [path] : [];
  });
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

// The Nu Html Checker (vnu.jar, on Java) reads every page's prerendered HTML in one run.
test("every prerendered page is valid HTML (the Nu Html Checker finds no error)", async () => {
  test.setTimeout(120_000);
  const files = htmlFiles(resolve(CLIENT));
  expect(files.length).toBeGreaterThanOrEqual(pagePaths.length);
  let output: string;
  try {
    const result = await promisify(execFile)(
      "java",
      ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    output = result.stderr;
  } catch (error) {
    // vnu exits 1 when it reports an error; its report is on stderr either way.
    const failed = error as { stderr?: string; code?: unknown };
    if (typeof failed.stderr !== "string" || failed.stderr === "") throw error;
    output = failed.stderr;
  }
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  const errors = messages.map(
    (item) =>
      `${relative(resolve(CLIENT), new URL(item.url).pathname)}: ${item.message}` +
      (item.extract ? ` (${item.extract.trim().slice(0, 120)})` : ""),
  );
  expect(errors).toEqual([]);
});
