// @vitest-environment node
// The content plugin (vite.content.ts): the compiler's one call site. In dev, a content file
// that changes compiles again without a restart (a collection's edit reaching its module), and
// a mistake goes to the terminal and the error overlay, leaving the last good output.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentPages } from "./vite.content";

let root: string;
const logged: string[] = [];
const sent: unknown[] = [];
let change: (file: string) => Promise<void>;

const SITE = "content/site.yaml";
const SITE_MODULE = "app/content/generated/site.ts";

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "content-plugin-"));
  cpSync("content", join(root, "content"), { recursive: true });
  mkdirSync(join(root, "app"));
  for (const folder of ["sections", "components"]) {
    symlinkSync(join(import.meta.dirname, "app", folder), join(root, "app", folder));
  }
  const plugin = contentPages(root);
  await (plugin.config as (config: object, env: { command: string }) => Promise<void>)(
    {},
    { command: "serve" },
  );
  (plugin.configureServer as (server: unknown) => void)({
    config: { logger: { error: (message: string) => logged.push(message) } },
    ws: { send: (payload: unknown) => sent.push(payload), on: () => undefined },
  });
  change = (file) =>
    (plugin.watchChange as (id: string, change: { event: string }) => Promise<void>)(
      join(root, file),
      { event: "update" },
    );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("in dev, a content file that changes", () => {
  it("is compiled again, its module rewritten, and the browser reloaded", async () => {
    const source = readFileSync(join(root, SITE), "utf8");
    writeFileSync(join(root, SITE), source.replace(/^brand: .*$/m, "brand: Renamed"));
    await change(SITE);
    expect(readFileSync(join(root, SITE_MODULE), "utf8")).toContain('"brand": "Renamed"');
    expect(sent).toEqual([{ type: "full-reload" }]);
  }, 30_000);

  it("with a mistake, is reported with its line, and the last good module stays", async () => {
    const before = readFileSync(join(root, SITE_MODULE), "utf8");
    const source = readFileSync(join(root, SITE), "utf8");
    writeFileSync(join(root, SITE), source.replace(/^ {2}sales: .*$/m, "  sales: not an address"));
    sent.length = 0;
    await change(SITE);
    expect(readFileSync(join(root, SITE_MODULE), "utf8")).toBe(before);
    expect(logged.join("\n")).toMatch(
      /content\/site\.yaml[\s\S]*email\.sales: write an e-mail address/,
    );
    expect(sent).toEqual([expect.objectContaining({ type: "error" })]);
  }, 30_000);

  it("is ignored when it is not content", async () => {
    sent.length = 0;
    await change("app/root.tsx");
    expect(sent).toEqual([]);
  });
});
