import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import * as markdownPlugin from "prettier/plugins/markdown";
import * as yamlPlugin from "prettier/plugins/yaml";
import * as prettier from "prettier/standalone";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import prettierOptions from "../../.prettierrc.json";
import { localDate, sameData, tidyFormat } from "./format";

const ROOT = join(import.meta.dirname, "../..");
const files = readdirSync(join(ROOT, "content"), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(md|ya?ml)$/.test(file))
  .map((file) => `content/${file}`)
  .sort();
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
const kindOf = (file: string) => (file.endsWith(".md") ? "markdown" : "yaml");
const TODAY = "2031-02-03";

/** A format that has read every file of its kind, as Sveltia's listing does. */
function loaded(kind: "markdown" | "yaml") {
  const format = tidyFormat(kind, () => TODAY);
  for (const file of files.filter((f) => kindOf(f) === kind)) format.fromFile(read(file));
  return format;
}

/** The lines of `after` that differ from `before`, which has as many lines. */
function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b.length).toBe(a.length);
  return b.filter((line, index) => line !== a[index]);
}

/** The lines only `before` has and those only `after` has (their longest common subsequence aside). */
function lineDiff(before: string, after: string) {
  const a = before.split("\n");
  const b = after.split("\n");
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && table[i + 1]![j]! >= table[i]![j + 1]!)) {
      removed.push(a[i++]!);
    } else added.push(b[j++]!);
  }
  return { removed, added };
}

const clone = <T>(value: T): T => structuredClone(value);

describe("the tidy file formats", () => {
  it("round-trips every file under content/ unchanged", async () => {
    expect(files.length).toBeGreaterThan(100);
    const markdown = loaded("markdown");
    const yaml = loaded("yaml");
    for (const file of files) {
      const format = kindOf(file) === "markdown" ? markdown : yaml;
      const text = read(file);
      expect(await format.toFile(clone(format.fromFile(text))), file).toBe(text);
    }
  });

  it("changes one line for a Hero's title, plus the page's updated date", async () => {
    const format = loaded("markdown");
    const text = read("content/pages/home.md");
    const data = clone(format.fromFile(text)) as Record<string, unknown>;
    const sections = data.sections as { section: string; title?: string }[];
    const hero = sections.find((section) => section.section === "Hero")!;
    hero.title = "Backups that restore, checked every night";
    const out = await format.toFile(data);
    const changed = changedLines(text, out);
    expect(changed).toHaveLength(2);
    expect(changed).toContain(`updated: ${TODAY}`);
    expect(changed.some((line) => line.includes("Backups that restore, checked every night"))).toBe(
      true,
    );
  });

  it("changes one line for a product's name in products.yaml", async () => {
    const format = loaded("yaml");
    const text = read("content/products.yaml");
    const list = clone(format.fromFile(text)) as { name: string }[];
    const old = list[1]!.name;
    list[1]!.name = `${old} Plus`;
    const out = await format.toFile(list);
    expect(changedLines(text, out)).toEqual([expect.stringContaining(`${old} Plus`)]);
  });

  it("rewords a folded description on the line of the changed word only", async () => {
    const format = loaded("yaml");
    const text = read("content/services.yaml");
    const list = clone(format.fromFile(text)) as { summary: string }[];
    const summary = list[0]!.summary;
    expect(text).toContain("contain threats under playbooks you approve in advance");
    list[0]!.summary = summary.replace("around the clock", "day and night");
    const out = await format.toFile(list);
    const changed = changedLines(text, out);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain("day and night");
    expect(sameData(parse(out), list)).toBe(true);
  });

  it("keeps the aliases of a file where their data is unchanged", async () => {
    const format = loaded("markdown");
    const file = readdirSync(join(ROOT, "content/templates"), { recursive: true, encoding: "utf8" })
      .map((name) => `content/templates/${name}`)
      .find((name) => name.endsWith(".md") && /^\s+- \*\w/m.test(read(name)));
    expect(file, "a template page that repeats an item by its alias").toBeDefined();
    const text = read(file!);
    const data = clone(format.fromFile(text)) as { sections: { id?: string }[] };
    const section = data.sections.find((each) => typeof each.id === "string")!;
    section.id = `${section.id}-x`;
    const changed = lineDiff(text, await format.toFile(data));
    expect(changed.removed).toHaveLength(1);
    expect(changed.added).toHaveLength(1);
  });

  it("adds and removes a list item, leaving the other items as written", async () => {
    const format = loaded("markdown");
    const text = read("content/pages/home.md");
    const data = clone(format.fromFile(text)) as Record<string, unknown>;
    const sections = data.sections as Record<string, unknown>[];
    const [removed] = sections.splice(1, 1);
    const shorter = await format.toFile(data);
    const gone = lineDiff(text, shorter);
    // The item's lines, and the date.
    expect(gone.added).toEqual([`updated: ${TODAY}`]);
    expect(gone.removed.length).toBeGreaterThan(2);
    expect(gone.removed.filter((line) => line.startsWith("  - section:"))).toEqual([
      `  - section: ${String(removed!.section)}`,
    ]);

    sections.splice(2, 0, { section: "CtaBanner", title: "Talk to us", id: "talk" });
    const longer = await format.toFile(data);
    const added = lineDiff(text, longer);
    expect(added.added).toEqual([
      `updated: ${TODAY}`,
      "  - section: CtaBanner",
      "    title: Talk to us",
      "    id: talk",
    ]);
    expect(
      sameData(parse(longer.split("---\n")[1]!), { ...data, body: undefined, updated: TODAY }),
    ).toBe(true);
  });

  it("writes a new file from scratch as Prettier does", async () => {
    const format = loaded("markdown");
    const data = {
      title: "A page written in the editor",
      description:
        "A page the editor wrote from scratch, its description long enough to be folded by the writer at the print width of the repository.",
      updated: "2020-01-01",
      sections: [{ section: "PageHeader", title: "New page", lead: "Written in the browser." }],
      body: "",
    };
    const out = await format.toFile(data);
    const formatted = await prettier.format(out, {
      ...prettierOptions,
      parser: "markdown",
      plugins: [yamlPlugin, markdownPlugin],
    });
    expect(out).toBe(formatted);
    expect(out.startsWith("---\ntitle: A page written in the editor\n")).toBe(true);
    expect(out).toContain(`updated: ${TODAY}`);
    expect(out.split("\n").every((line) => line.length <= 100)).toBe(true);
  });

  it("writes the right data even from the wrong base", async () => {
    const format = tidyFormat("yaml", () => TODAY);
    const a = "# A comment\nname: First\nitems:\n  - one\n  - two\n";
    format.fromFile(a);
    // Data nothing like the remembered file, then data half like it.
    const wild = { other: { deep: [1, 2, { x: "y" }] }, name: "First" };
    expect(parse(await format.toFile(wild))).toEqual(wild);
    const near = { name: "Second", items: ["one", "two", "three"] };
    const out = await format.toFile(near);
    expect(parse(out)).toEqual(near);
    expect(out.startsWith("# A comment\n")).toBe(true);
  });

  it("gives the local date as YYYY-MM-DD", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
