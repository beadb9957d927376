/**
 * Where a mistake is in a YAML file and how to say it, shared by page files
 * (app/lib/content/page.ts) and collections (app/lib/content/collection.ts): the line of a
 * field path, and a zod issue in the words of someone editing YAML.
 */
import type { LineCounter, parseDocument } from "yaml";
import type * as z from "zod/mini";

/**
 * A content file (a page or a collection) that cannot be published as written. Kept here, not
 * in page.ts, so a collection's check (collection.ts) does not load the section library.
 */
export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file}:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/**
 * Where a field path is in `document`: "line 12, orders.3.status", the line counted from
 * `firstLine` (the document's first line in its file), or the path alone (`top` for the root).
 */
export function yamlWhere(
  document: ReturnType<typeof parseDocument>,
  lines: LineCounter,
  firstLine = 1,
  top = "(frontmatter)",
) {
  return (path: readonly PropertyKey[]) => {
    const node = document.getIn(
      path.map(String).map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
      true,
    ) as { range?: [number, number, number] } | undefined;
    const range = node && typeof node === "object" && "range" in node ? node.range : undefined;
    const at = path.length > 0 ? path.join(".") : top;
    return range ? `line ${lines.linePos(range[0]).line + firstLine - 1}, ${at}` : at;
  };
}

/** Each issue as "where: what was expected"; an unknown field is named as such. */
export const issueProblems = (
  issues: readonly z.core.$ZodIssue[],
  where: (path: readonly PropertyKey[]) => string,
) =>
  issues.map((issue) => {
    const message =
      issue.code === "unrecognized_keys"
        ? `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`
        : issue.message;
    return `${where(issue.path)}: ${message}`;
  });
