/**
 * A content file's mistake is reported with what to write, never zod's bare default: every
 * union of every schema the build checks files with (the sections with their looks, the page
 * kinds, the YAML collections) says what it takes, since a union's own failure has no message
 * of any option's to fall back on.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import * as z from "zod/mini";

import { contentErrorMessage } from "~/testing/content-error";

import { collections } from "../../../content.config";
import { frontmatterSchema as articleSchema } from "../blog/frontmatter";
import { labFrontmatterSchema } from "../labs/entry";
import { pageSchema, parseContentPage, templatePageSchema } from "./page";
import { sectionLibrary } from "./sections";
import { contentVariables } from "./variables";

type Def = Record<string, unknown> & { type: string; error?: unknown };
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

/** Every schema inside `schema` (itself too), each once, by where it is. */
function* walk(
  schema: z.core.$ZodType,
  path: string,
  seen = new Set<z.core.$ZodType>(),
): Generator<{ schema: z.core.$ZodType; path: string }> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield { schema, path };
  const def = defOf(schema);
  const inner = (key: string) => def[key] as z.core.$ZodType | undefined;
  for (const key of [
    "innerType",
    "element",
    "in",
    "out",
    "keyType",
    "valueType",
    "left",
    "right",
  ]) {
    const next = inner(key);
    if (next) yield* walk(next, `${path}.${key}`, seen);
  }
  for (const [key, value] of Object.entries((def.shape ?? {}) as Record<string, z.core.$ZodType>)) {
    yield* walk(value, `${path}.${key}`, seen);
  }
  for (const [index, option] of ((def.options ?? []) as z.core.$ZodType[]).entries()) {
    yield* walk(option, `${path}|${index}`, seen);
  }
  for (const [index, item] of ((def.items ?? []) as z.core.$ZodType[]).entries()) {
    yield* walk(item, `${path}.${index}`, seen);
  }
  if (def.type === "lazy") yield* walk((def.getter as () => z.core.$ZodType)(), path, seen);
}

const roots: [string, z.core.$ZodType][] = [
  ["company page", pageSchema],
  ["template page", templatePageSchema],
  ["Labs entry", labFrontmatterSchema],
  ["article", articleSchema],
  ...Object.values(collections).map((kind): [string, z.core.$ZodType] => [kind.file, kind.schema]),
  ...Object.entries(sectionLibrary).flatMap(([name, entry]) => [
    [name, entry.schema] as [string, z.core.$ZodType],
    ...Object.entries(entry.variants ?? {}).map(
      ([variant, definition]): [string, z.core.$ZodType] => [
        `${name}/${variant}`,
        definition.schema,
      ],
    ),
  ]),
];

describe("the content schemas' messages", () => {
  it("give every union a message of its own", () => {
    const unions = roots.flatMap(([name, schema]) =>
      [...walk(schema, name)].filter(({ schema: s }) => defOf(s).type === "union"),
    );
    // The walk reaches them: the page's choice of section, and each section's choice of look.
    const looks = Object.values(sectionLibrary).filter((entry) => entry.variants).length;
    expect(unions.length).toBeGreaterThan(looks + 1);
    expect(unions.filter(({ schema }) => !defOf(schema).error).map(({ path }) => path)).toEqual([]);
  });

  it("say what to write for a Hero without its actions, not zod's default", () => {
    const bare = z.array(z.string()).safeParse(undefined).error?.issues[0]?.message;
    const file = "content/pages/home.md";
    const source = readFileSync(file, "utf8");
    const hero = /^ {4}actions:\n(?: {6}.*\n)+/m;
    expect(source).toMatch(hero);
    const cases = [
      ["", "sections.0.actions"],
      ["    actions: now\n", "sections.0.actions"],
      ["    actions:\n      - Talk to us\n", "sections.0.actions.0"],
    ];
    for (const [actions, path] of cases) {
      const edited = source.replace(hero, actions!);
      const message = contentErrorMessage(() => parseContentPage(file, edited, contentVariables));
      const line = message.split("\n").find((text) => text.includes(`${path}: `));
      expect(line, edited).toBeDefined();
      expect(line?.slice(line.indexOf(": ") + 2)).not.toBe(bare);
    }
  });
});
