/**
 * A Markdown file with YAML frontmatter, as content pages (./page.ts) and Labs entries
 * (app/lib/labs/entry.ts) are written: the frontmatter read with its lines, its {{…}} values
 * filled and checked against a schema, the body's values filled too. Apart from page.ts so that
 * a reader of its own (a Labs entry) does not load the section library.
 */
import type * as z from "zod/mini";

import { type ContentVariables, fillVariables } from "./vocab/variables-fill";
import { ContentError, issueMessages, type LocatedYaml, parseLocatedYaml } from "./yaml";

/** A file's frontmatter, filled and checked against a schema, and its Markdown body. */
export interface CheckedFile<T> {
  /** The checked data (schemas check, they do not transform). */
  data: T;
  /** The frontmatter with its values filled in, as written. */
  raw: unknown;
  /** The Markdown after the frontmatter, its values filled in like the frontmatter's. */
  body: string;
  /** The file's line of the body's first line (the line after the closing ---). */
  bodyLine: number;
  /** "line 4, sections.0.title": where a field is, for messages. */
  where: (path: PropertyKey[]) => string;
}

/** A Markdown file without a frontmatter block (its reader says so in its own words). */
export class NoFrontmatterError extends ContentError {}

/**
 * The one frontmatter reader: a Markdown file's `---` YAML block, parsed with each field's line
 * (`where`), and its body as written, with the file's line of the body's first line. A file
 * without the block throws NoFrontmatterError; YAML that does not parse, a ContentError.
 */
export function readFrontmatter(
  file: string,
  source: string,
): { data: unknown; where: LocatedYaml["where"]; body: string; bodyLine: number } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new NoFrontmatterError(file, ["start the file with a --- frontmatter block"]);
  const yamlText = match[1] ?? "";
  // Line 1 of the file is the opening ---; the body starts on the line after the closing one.
  const { data, where } = parseLocatedYaml(file, yamlText, 2);
  return { data, where, body: match[2] ?? "", bodyLine: yamlText.split("\n").length + 3 };
}

/**
 * Reads a content file's YAML frontmatter and body (values filled in) and checks the frontmatter
 * against `schema`; a mistake throws a ContentError with the file, the line, the field and what
 * was expected. Content pages and Labs entries (app/lib/labs/entry.ts) both read theirs so.
 */
export function checkFrontmatter<T>(
  file: string,
  source: string,
  variables: ContentVariables,
  schema: z.ZodMiniType<T>,
): CheckedFile<T> {
  const { data: frontmatter, where, body: written, bodyLine } = readFrontmatter(file, source);
  return {
    ...checkFrontmatterData(file, frontmatter, written, variables, schema, where),
    bodyLine,
  };
}

/**
 * The check of checkFrontmatter on data already read (the browser editor's entry, whose `where`
 * names a field by its path alone): its {{…}} values filled, then checked against `schema`.
 */
export function checkFrontmatterData<T>(
  file: string,
  frontmatter: unknown,
  written: string,
  variables: ContentVariables,
  schema: z.ZodMiniType<T>,
  where: LocatedYaml["where"],
): Omit<CheckedFile<T>, "bodyLine"> {
  const unknown: { path: (string | number)[]; name: string }[] = [];
  const data = fillVariables(frontmatter, variables, [], unknown);
  if (unknown.length > 0) {
    throw new ContentError(
      file,
      unknown.map(({ path, name }) => `${where(path)}: {{${name}}} is not a value the site knows`),
    );
  }
  const checked = schema.safeParse(data);
  if (!checked.success) {
    throw new ContentError(file, issueMessages(checked.error.issues, where));
  }
  // The body, its values filled in like the frontmatter's.
  const bodyUnknown: { path: (string | number)[]; name: string }[] = [];
  const body = fillVariables(written, variables, [], bodyUnknown) as string;
  if (bodyUnknown.length > 0) {
    throw new ContentError(
      file,
      bodyUnknown.map(({ name }) => `body: {{${name}}} is not a value the site knows`),
    );
  }
  return { data: checked.data, raw: data, body, where };
}
