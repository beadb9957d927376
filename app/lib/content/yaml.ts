/**
 * YAML as content files write it, read with line numbers, so that a mistake is reported with
 * the file, the line, the field path and what was expected: the page files' frontmatter
 * (./page.ts) and the YAML collections under content/ (./generated-collections.ts).
 */
import { LineCounter, parseDocument } from "yaml";
import type * as z from "zod/mini";

/**
 * A content file (a page or a collection) that cannot be published as written. Kept here, not
 * in page.ts, so a collection's check (generated-collections.ts) does not load the section
 * library.
 */
export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file}:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    this.name = "ContentError";
  }
}

export interface LocatedYaml {
  /** The YAML as plain data. */
  data: unknown;
  /** "line 12, sections.0.title": where a field path is written, for messages. */
  where: (path: readonly PropertyKey[]) => string;
}

/**
 * Parses `text` (from `file`), whose first line is line `firstLine` of the file; a syntax error
 * fails with its line. `top` names the document's root in messages.
 */
export function parseLocatedYaml(
  file: string,
  text: string,
  firstLine = 1,
  top = "(frontmatter)",
): LocatedYaml {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const lineOf = (offset: number) => lines.linePos(offset).line + firstLine - 1;
  if (document.errors.length > 0) {
    throw new ContentError(
      file,
      document.errors.map(
        (error) => `line ${lineOf(error.pos[0])}: not valid YAML: ${error.message.split("\n")[0]}`,
      ),
    );
  }
  const where = (path: readonly PropertyKey[]) => {
    const node = document.getIn(
      path.map(String).map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
      true,
    ) as { range?: [number, number, number] } | undefined;
    const range = node && typeof node === "object" && "range" in node ? node.range : undefined;
    const at = path.length > 0 ? path.join(".") : top;
    return range ? `line ${lineOf(range[0])}, ${at}` : at;
  };
  return { data: document.toJS(), where };
}

/** A schema's complaints, each where it is written and in the words a content file's editor reads. */
export const issueMessages = (issues: readonly z.core.$ZodIssue[], where: LocatedYaml["where"]) =>
  issues.map((issue) => {
    const message =
      issue.code === "unrecognized_keys"
        ? `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`
        : issue.message;
    return `${where(issue.path)}: ${message}`;
  });
