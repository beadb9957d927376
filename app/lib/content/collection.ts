/**
 * Shared data several pages list (a sample shop's products, a sample account's orders): one YAML
 * file under content/, checked against its zod schema when a section joins it at build time
 * (its `resolve`, app/lib/content/sections.ts). A mistake stops the build like a page file's:
 * the file, the line, the field path and what was expected. Read in Node only (the build and
 * the tests); what a page shows of it reaches the browser in the page's own data.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { LineCounter, parseDocument } from "yaml";
import type * as z from "zod/mini";

import { ContentError, issueProblems, yamlWhere } from "./yaml-problems";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../..");

/** A checked collection, parsed again only when its text changes (dev edits it). */
const cache = new Map<string, { text: string; data: unknown }>();

/**
 * The collection in `file` (from the repository root, e.g. content/templates/account/sample.yaml),
 * checked against `schema`; throws a ContentError naming the line of each mistake.
 */
export function loadCollection<S extends z.ZodMiniType>(file: string, schema: S): z.infer<S> {
  const text = readFileSync(resolve(ROOT, file), "utf8");
  const cached = cache.get(file);
  if (cached?.text === text) return cached.data as z.infer<S>;
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (document.errors.length > 0) {
    throw new ContentError(
      file,
      document.errors.map(
        (error) =>
          `line ${lines.linePos(error.pos[0]).line}: not valid YAML: ${error.message.split("\n")[0]}`,
      ),
    );
  }
  const checked = schema.safeParse(document.toJS());
  if (!checked.success) {
    const where = yamlWhere(document, lines, 1, "(file)");
    throw new ContentError(file, issueProblems(checked.error.issues, where));
  }
  cache.set(file, { text, data: checked.data });
  return checked.data;
}
