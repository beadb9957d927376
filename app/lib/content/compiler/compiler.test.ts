// @vitest-environment node
// The content compiler on a copy of content/ (content.config.ts): every file read and checked
// once, what each kind produces written, the route table app/routes.ts lists, and nothing of a
// file that fails its checks.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { collections, pages } from "../../../../content.config";
import { ContentError } from "../yaml";
import { compileContent, GENERATED, kebab, OWN_ROUTE_MODULES, type RouteTable } from "./index";

const ROOT = join(import.meta.dirname, "../../../..");

let root: string;
let table: RouteTable;

/** The .md files under a folder of the copy, as paths without .md, sorted. */
const files = (folder: string, skip?: string) =>
  readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file.endsWith(".md") && !(skip && `${folder}/${file}`.startsWith(skip)))
    .map((file) => file.slice(0, -".md".length))
    .sort();

const loadJson = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8")) as unknown;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "content-compiler-"));
  cpSync(join(ROOT, "content"), join(root, "content"), { recursive: true });
  // The library the route modules import from (the compiler looks its files up).
  mkdirSync(join(root, "app"));
  for (const folder of ["sections", "components"]) {
    symlinkSync(join(ROOT, "app", folder), join(root, "app", folder));
  }
  table = await compileContent(root);
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the content compiler", () => {
  it("routes every company page, each to its generated module or its own", () => {
    const paths = files(pages.company.folder);
    expect(table.pages.map(([path]) => path).sort()).toEqual(paths);
    for (const [path, module] of table.pages) {
      expect(module).toBe(OWN_ROUTE_MODULES[path] ?? `routes/pages/${path}.tsx`);
      if (!OWN_ROUTE_MODULES[path]) expect(existsSync(join(root, "app", module))).toBe(true);
      expect(existsSync(join(root, GENERATED.pageData, `${path}.ts`))).toBe(true);
    }
  });

  it("routes every template page, and none of the blog's articles", () => {
    const paths = files(pages.templates.folder, pages.templates.skip);
    expect(table.templates.map(([path]) => path).sort()).toEqual(paths);
    expect(paths.some((path) => path.startsWith("blog/articles"))).toBe(false);
    for (const slug of files(pages.articles.folder)) {
      expect(existsSync(join(root, GENERATED.articles, `${slug}.ts`))).toBe(true);
    }
  });

  it("gives each Labs entry its page, and each advisory its CSAF document", () => {
    const slugs = files(pages.labs.folder);
    expect(table.labs.map(([path]) => path)).toEqual(slugs.map((slug) => `labs/${slug}`));
    const advisories = slugs.filter((slug) =>
      /^advisory:/m.test(readFileSync(join(root, pages.labs.folder, `${slug}.md`), "utf8")),
    );
    expect(table.csaf).toHaveLength(advisories.length);
    for (const [path] of table.csaf) {
      expect(path).toMatch(/^\.well-known\/csaf\/white\/\d{4}\/[a-z0-9-]+\.json$/);
    }
  });

  it("writes one module per collection, and the route table app/routes.ts reads", () => {
    for (const name of Object.keys(collections)) {
      expect(existsSync(join(root, GENERATED.collections, `${kebab(name)}.ts`))).toBe(true);
    }
    expect(loadJson(GENERATED.routeTable)).toEqual(table);
  });

  it("makes a new page file a route, and removes its modules with the file", async () => {
    const file = join(root, pages.company.folder, "careers/engineers.md");
    mkdirSync(join(root, pages.company.folder, "careers"));
    writeFileSync(file, readFileSync(join(root, pages.company.folder, "about.md"), "utf8"));
    const added = await compileContent(root);
    expect(added.pages).toContainEqual(["careers/engineers", "routes/pages/careers/engineers.tsx"]);
    expect(existsSync(join(root, GENERATED.pageRoutes, "careers/engineers.tsx"))).toBe(true);
    rmSync(file);
    const removed = await compileContent(root);
    expect(removed.pages.map(([path]) => path)).not.toContain("careers/engineers");
    expect(existsSync(join(root, GENERATED.pageRoutes, "careers/engineers.tsx"))).toBe(false);
    expect(existsSync(join(root, GENERATED.pageData, "careers/engineers.ts"))).toBe(false);
  });

  it("stops at a file with a mistake, naming it, and writes nothing of that run's pages", async () => {
    const file = join(root, pages.company.folder, "broken.md");
    writeFileSync(file, "---\ntitle: x\n---\n");
    const before = readdirSync(join(root, GENERATED.pageData));
    const error = await compileContent(root).catch((caught: unknown) => caught);
    rmSync(file);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(/^content\/pages\/broken\.md/);
    expect(readdirSync(join(root, GENERATED.pageData))).toEqual(before);
  });
});
