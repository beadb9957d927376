/**
 * The editor's file formats (docs/decisions/0033-browser-editor.md): Sveltia writes YAML afresh
 * (every folded value unfolded, comments dropped); these write only what the edit changed, in
 * place, into the text the file had, and format the result as the repository does (Prettier,
 * .prettierrc.json), so that a headline edit is a one-line diff.
 *
 * Sveltia's custom format gives `toFile` only the entry's data, not its file; so `fromFile`
 * remembers every text it parses, and `toFile` starts from the remembered text whose data is
 * closest to what it is given (the fewest leaves that differ). Correctness never depends on that
 * choice: each change is written as a splice of the source at the changed node's place, and a
 * result that does not parse back to exactly the data is thrown away for a fresh rendering.
 */
import * as markdownPlugin from "prettier/plugins/markdown";
import * as yamlPlugin from "prettier/plugins/yaml";
import * as prettier from "prettier/standalone";
import {
  Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  parse,
  parseDocument,
  Scalar,
  stringify,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";

import prettierOptions from "../../.prettierrc.json";

const WIDTH = prettierOptions.printWidth;

/** The key Sveltia gives a Markdown file's body. */
const BODY = "body";

type Data = Record<string, unknown>;
/** A file's data: an object, or for a YAML file whose root is a list, that list. */
type Content = Data | unknown[];
type Kind = "markdown" | "yaml";

/** A remembered file: its text, and its data as parsed. */
interface Source {
  text: string;
  data: Content;
}

/** A Markdown file's parts: `---\n<head>\n---\n<gap><body>`. */
interface MarkdownParts {
  head: string;
  gap: string;
  body: string;
}

function splitMarkdown(text: string): MarkdownParts | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n|$)(\n*)([\s\S]*)$/.exec(text);
  if (!match) return undefined;
  return { head: match[1] ?? "", gap: match[2] ?? "", body: match[3] ?? "" };
}

const isObject = (value: unknown): value is Data =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Deep equality of plain data (key order aside). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    const other = Object.keys(b).filter((key) => b[key] !== undefined);
    return keys.length === other.length && keys.every((key) => sameData(a[key], b[key]));
  }
  return false;
}

/** Every leaf of `value` by its path (an empty list or object is a leaf). */
function leaves(value: unknown, path = "", into = new Map<string, string>()) {
  if (Array.isArray(value) && value.length > 0) {
    value.forEach((item, index) => leaves(item, `${path}/${index}`, into));
  } else if (isObject(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) leaves(item, `${path}/${key}`, into);
    }
  } else {
    into.set(path, JSON.stringify(value));
  }
  return into;
}

/** How many leaves differ between `a` and `b`. */
function distance(a: Map<string, string>, b: Map<string, string>): number {
  let count = 0;
  for (const [path, value] of a) if (b.get(path) !== value) count++;
  for (const path of b.keys()) if (!a.has(path)) count++;
  return count;
}

/** Today's date where the person is, as YYYY-MM-DD. */
export function localDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// --- Edits: splices of the source text -------------------------------------------------------

interface Edit {
  from: number;
  to: number;
  text: string;
}

const columnOf = (src: string, offset: number) => offset - (src.lastIndexOf("\n", offset - 1) + 1);
const lineStart = (src: string, offset: number) => src.lastIndexOf("\n", offset - 1) + 1;
/** The offset just after the line break ending the line at `offset` (or the text's end). */
function lineEnd(src: string, offset: number): number {
  const at = src.indexOf("\n", offset);
  return at === -1 ? src.length : at + 1;
}

/** The end of a node's own text (its value, without trailing comments on later lines). */
const valueEnd = (node: Node) => node.range?.[1] ?? 0;

/** `lines` of YAML with every line but empty ones prefixed by `indent` spaces. */
const indented = (text: string, indent: number) =>
  text
    .replace(/\n+$/, "")
    .split("\n")
    .map((line) => (line === "" ? line : " ".repeat(indent) + line))
    .join("\n") + "\n";

/** A value as block YAML, as this repository writes it (folded at the print width). */
function renderBlock(value: unknown, indent: number): string {
  return indented(
    stringify(value, { lineWidth: Math.max(40, WIDTH - indent), indentSeq: true }),
    indent,
  );
}

/** A value as flow YAML on one line, for a place inside a flow collection or an alias. */
function renderFlow(value: unknown): string {
  const document = new Document(value, { flow: true });
  return document.toString({ lineWidth: 0 }).trim();
}

/** A scalar written on one line, in `style`'s quoting where the value allows it. */
function renderScalarLine(value: unknown, style: Scalar["type"]): string {
  if (typeof value !== "string") return stringify(value).trim();
  const scalar = new Scalar(value);
  if (style === "PLAIN" || style === "QUOTE_DOUBLE" || style === "QUOTE_SINGLE") {
    scalar.type = style;
  }
  const line = new Document(scalar).toString({ lineWidth: 0 }).replace(/\n$/, "");
  return line.includes("\n") ? JSON.stringify(value) : line;
}

/** The words of `text` split at single spaces (a run of spaces stays inside a word). */
const words = (text: string) => text.split(/(?<=\S) (?=\S)/);

/**
 * The rendered one-line scalar `line` folded as the old value was: a line break after each word
 * the old text broke after (of the words before and after the edited ones), then any line still
 * too long broken at the last space that fits. A reworded folded description so changes only the
 * lines the words changed on.
 */
function foldLike(old: string, line: string, firstColumn: number): string {
  const oldLines = old.split("\n");
  const indent = /^ */.exec(oldLines[1] ?? "")?.[0] ?? "";
  const oldWords = oldLines.flatMap((text, index) => {
    const list = words(text.trim());
    return list.map((word, at) => ({
      word,
      breakAfter: at === list.length - 1 && index < oldLines.length - 1,
    }));
  });
  const newWords = words(line);
  // The words before and after the edit keep their breaks; the edited words between have none.
  const m = newWords.length;
  const breakAfter = new Array<boolean>(m).fill(false);
  let prefix = 0;
  while (prefix < Math.min(oldWords.length, m) && oldWords[prefix]!.word === newWords[prefix]) {
    breakAfter[prefix] = oldWords[prefix]!.breakAfter;
    prefix++;
  }
  for (
    let o = oldWords.length - 1, n = m - 1;
    o >= prefix && n >= prefix && oldWords[o]!.word === newWords[n];
    o--, n--
  ) {
    breakAfter[n] = oldWords[o]!.breakAfter;
  }
  const lines: string[][] = [[]];
  newWords.forEach((word, index) => {
    lines.at(-1)!.push(word);
    if (breakAfter[index] && index < m - 1) lines.push([]);
  });
  // A line the new words made too long is broken at its last space that fits.
  const out: string[] = [];
  for (const lineWords of lines) {
    let current = "";
    for (const word of lineWords) {
      const room = WIDTH - (out.length === 0 ? firstColumn : indent.length);
      if (current !== "" && current.length + 1 + word.length > room) {
        out.push(current);
        current = word;
      } else current = current === "" ? word : `${current} ${word}`;
    }
    out.push(current);
  }
  return out.join(`\n${indent}`);
}

/** The new text of a scalar node, written in its old style and, if it was folded, folded so. */
function renderScalar(src: string, node: Scalar, value: unknown): string {
  const [start = 0, end = 0] = node.range ?? [];
  const old = src.slice(start, end);
  if (
    typeof value === "string" &&
    (node.type === "BLOCK_FOLDED" || node.type === "BLOCK_LITERAL") &&
    value !== ""
  ) {
    // A block scalar stays one: its header, then its lines at the old text's indent.
    const scalar = new Scalar(value);
    scalar.type = node.type;
    const [header = "", ...body] = new Document(scalar)
      .toString({ lineWidth: WIDTH - 4 })
      .replace(/\n$/, "")
      .split("\n");
    const indent = /\n( *)\S/.exec(old)?.[1] ?? "  ";
    return [header, ...body.map((line) => (line === "" ? "" : indent + line.trimStart()))].join(
      "\n",
    );
  }
  const line = renderScalarLine(value, node.type);
  return old.includes("\n") && typeof value === "string"
    ? foldLike(old, line, columnOf(src, start))
    : line;
}

/** The span of whole lines a map pair or a list item takes, from its key (or dash) on. */
function spanOf(src: string, first: Node, last: Node): [number, number] {
  return [lineStart(src, first.range?.[0] ?? 0), lineEnd(src, Math.max(0, valueEnd(last) - 1))];
}

/** The document patchYaml is diffing, for the aliases in it to be read (valueOf). */
let diffing: Document | undefined;

/**
 * What `node` holds, each alias read as what its anchor holds: yaml's own `toJSON()` outside a
 * document gives an alias as `{ source }`, so a list of `*sunrise` items never equalled its
 * data and was written out in full.
 */
function valueOf(node: unknown): unknown {
  if (isAlias(node)) return diffing ? valueOf(node.resolve(diffing)) : undefined;
  if (isMap(node)) {
    return Object.fromEntries(
      (node.items as Pair<unknown, unknown>[]).map((pair) => [
        String(isScalar(pair.key) ? pair.key.value : pair.key),
        valueOf(pair.value),
      ]),
    );
  }
  if (isSeq(node)) return node.items.map(valueOf);
  if (isScalar(node)) return node.toJSON() as unknown;
  return node ?? null;
}

/**
 * The edits that make `node` (parsed from `src`) hold `value`. Where a change cannot be made in
 * place (a scalar becomes a list, an alias changes), the node is written afresh at its place.
 */
function diffNode(src: string, node: Node | null, value: unknown, edits: Edit[]): boolean {
  if (node === null) return false;
  // Equal data is kept as written, an alias too.
  if (sameData(valueOf(node), value)) return true;
  if (isScalar(node) && (value === null || typeof value !== "object")) {
    const [from = 0, to = 0] = node.range ?? [];
    edits.push({ from, to, text: renderScalar(src, node, value) });
    return true;
  }
  if (isMap(node) && !node.flow && isObject(value)) return diffMap(src, node, value, edits);
  if (isSeq(node) && !node.flow && Array.isArray(value) && node.items.length > 0) {
    return diffSeq(src, node, value, edits);
  }
  if (isAlias(node) || ((isMap(node) || isSeq(node)) && node.flow)) {
    const [from = 0, to = 0] = node.range ?? [];
    edits.push({ from, to, text: renderFlow(value) });
    return true;
  }
  // Another shape: the pair or item holding it is written afresh (the caller's job).
  return false;
}

function diffMap(src: string, node: YAMLMap, value: Data, edits: Edit[]): boolean {
  const pairs = node.items as Pair<Node, Node | null>[];
  const firstKey = pairs[0]?.key;
  if (!firstKey?.range) return false;
  const indent = columnOf(src, firstKey.range[0]);
  const seen = new Set<string>();
  for (const pair of pairs) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (key === undefined) return false;
    seen.add(key);
    const span = spanOf(src, pair.key, pair.value ?? pair.key);
    if (!(key in value) || value[key] === undefined) {
      edits.push({ from: span[0], to: span[1], text: "" });
    } else if (!diffNode(src, pair.value, value[key], edits)) {
      edits.push({ from: span[0], to: span[1], text: renderBlock({ [key]: value[key] }, indent) });
    }
  }
  const added = Object.entries(value).filter(([key, item]) => !seen.has(key) && item !== undefined);
  if (added.length > 0) {
    const last = pairs.at(-1)!;
    const at = spanOf(src, last.key, last.value ?? last.key)[1];
    edits.push({ from: at, to: at, text: renderBlock(Object.fromEntries(added), indent) });
  }
  return true;
}

/**
 * A list's items matched to the new ones by equality (their longest common subsequence): kept
 * items stay as written, an unmatched old item facing an unmatched new one is edited in place,
 * the rest removed or added.
 */
function diffSeq(src: string, node: YAMLSeq, value: unknown[], edits: Edit[]): boolean {
  const items = node.items as Node[];
  const first = items[0];
  if (!first?.range) return false;
  const dash = src.lastIndexOf("-", first.range[0]);
  const indent = columnOf(src, dash);
  const old = items.map(valueOf);
  const n = old.length;
  const m = value.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i]![j] = sameData(old[i], value[j])
        ? table[i + 1]![j + 1]! + 1
        : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  // Walk both lists, gathering the unmatched runs between matches.
  let i = 0;
  let j = 0;
  const flush = (oldRun: number[], newRun: number[], insertAt: number) => {
    const paired = Math.min(oldRun.length, newRun.length);
    for (let k = 0; k < paired; k++) {
      const item = items[oldRun[k]!]!;
      if (!diffNode(src, item, value[newRun[k]!], edits)) {
        const [from, to] = spanOf(src, item, item);
        edits.push({ from, to, text: renderBlock([value[newRun[k]!]], indent) });
      }
    }
    for (const index of oldRun.slice(paired)) {
      const [from, to] = spanOf(src, items[index]!, items[index]!);
      edits.push({ from, to, text: "" });
    }
    const rest = newRun.slice(paired).map((index) => value[index]);
    if (rest.length > 0)
      edits.push({ from: insertAt, to: insertAt, text: renderBlock(rest, indent) });
  };
  let oldRun: number[] = [];
  let newRun: number[] = [];
  // Where new items of the current run go: after the last item before them, or before the first.
  let insertAt = spanOf(src, first, first)[0];
  while (i < n || j < m) {
    if (
      i < n &&
      j < m &&
      sameData(old[i], value[j]) &&
      table[i]![j] === table[i + 1]![j + 1]! + 1
    ) {
      const end =
        oldRun.length > 0
          ? spanOf(src, items[oldRun.at(-1)!]!, items[oldRun.at(-1)!]!)[1]
          : insertAt;
      flush(oldRun, newRun, end);
      oldRun = [];
      newRun = [];
      insertAt = spanOf(src, items[i]!, items[i]!)[1];
      i++;
      j++;
    } else if (j >= m || (i < n && table[i + 1]![j]! >= table[i]![j + 1]!)) {
      oldRun.push(i++);
    } else {
      newRun.push(j++);
    }
  }
  const end =
    oldRun.length > 0 ? spanOf(src, items[oldRun.at(-1)!]!, items[oldRun.at(-1)!]!)[1] : insertAt;
  flush(oldRun, newRun, end);
  return true;
}

function applyEdits(src: string, edits: Edit[]): string {
  let out = src;
  // From the end, so that earlier offsets hold; a removal and an insertion at one place keep
  // their order (the insertion after the removed text's start).
  const sorted = edits
    .map((edit, index) => ({ edit, index }))
    .sort((a, b) => b.edit.from - a.edit.from || b.index - a.index);
  for (const { edit } of sorted) out = out.slice(0, edit.from) + edit.text + out.slice(edit.to);
  return out;
}

/** `data` written into YAML `src`, changing only what differs; undefined where it cannot. */
function patchYaml(src: string, data: Content): string | undefined {
  const document = parseDocument(src);
  if (document.errors.length > 0 || !document.contents) return undefined;
  const edits: Edit[] = [];
  diffing = document;
  try {
    if (!diffNode(src, document.contents as Node, data, edits)) return undefined;
  } finally {
    diffing = undefined;
  }
  return applyEdits(src, edits);
}

// --- The formats -----------------------------------------------------------------------------

async function format(text: string, kind: Kind): Promise<string> {
  return prettier.format(text, {
    ...prettierOptions,
    parser: kind === "markdown" ? "markdown" : "yaml",
    plugins: [yamlPlugin, markdownPlugin],
  });
}

/** What a file of `kind` parses to: its data (and for Markdown its body, under `body`). */
function parseText(text: string, kind: Kind): Content {
  if (kind === "yaml") {
    const data: unknown = parse(text);
    return isObject(data) || Array.isArray(data) ? data : {};
  }
  const parts = splitMarkdown(text);
  if (!parts) return { [BODY]: text };
  const head: unknown = parse(parts.head);
  return { ...(isObject(head) ? head : {}), [BODY]: parts.body.replace(/\s+$/, "") };
}

/** The file text for `data` made from `base` (a remembered source) or afresh. */
function render(data: Content, kind: Kind, base: Source | undefined): string {
  if (kind === "yaml" || Array.isArray(data)) {
    const patched = base ? patchYaml(base.text, data) : undefined;
    return patched ?? stringify(data, { lineWidth: WIDTH, indentSeq: true });
  }
  const { [BODY]: body = "", ...head } = data;
  const text = typeof body === "string" ? body.replace(/\s+$/, "") : "";
  const parts = base ? splitMarkdown(base.text) : undefined;
  const patched = parts ? patchYaml(`${parts.head}\n`, head) : undefined;
  const yaml = patched ?? stringify(head, { lineWidth: WIDTH, indentSeq: true });
  const gap = parts?.gap || "\n";
  return `---\n${yaml.replace(/\n*$/, "\n")}---\n${text === "" ? "" : `${gap}${text}\n`}`;
}

export interface TidyFormat {
  fromFile: (text: string) => Content;
  toFile: (content: Content) => Promise<string>;
}

/**
 * One format (Markdown with front matter, or plain YAML) and its memory of the files it read.
 * `today` gives the date `updated:` is set to (for tests).
 */
export function tidyFormat(kind: Kind, today: () => string = localDate): TidyFormat {
  const sources: Source[] = [];
  const remember = (text: string, data: Content) => {
    if (!sources.some((source) => source.text === text)) sources.push({ text, data });
  };

  /** The remembered source nearest to `data`, if one is near enough to be its old text. */
  const baseOf = (data: Content): Source | undefined => {
    const wanted = leaves(data);
    let best: { source: Source; distance: number } | undefined;
    for (const source of sources) {
      const d = distance(wanted, leaves(source.data));
      if (!best || d < best.distance) best = { source, distance: d };
    }
    // A new file resembles others only in part: far from all of them, it is written afresh.
    return best && best.distance <= wanted.size / 2 ? best.source : undefined;
  };

  return {
    fromFile(text) {
      const data = parseText(text, kind);
      remember(text.replace(/\n*$/, "\n"), data);
      return data;
    },
    async toFile(content) {
      const base = baseOf(content);
      let data = content;
      if (isObject(data)) {
        // Sveltia's body may end in line breaks; the file's ends in one.
        if (typeof data[BODY] === "string") {
          data = { ...data, [BODY]: data[BODY].replace(/\s+$/, "") };
        }
        // A page's `updated:` follows its copy: set to the edit's day when anything else changed.
        if (typeof data.updated === "string") {
          const old = isObject(base?.data) ? base.data : {};
          const same = sameData({ ...data, updated: "" }, { ...old, updated: "" });
          if (!base || !same) data = { ...data, updated: today() };
        }
      }
      if (base && sameData(data, base.data)) return base.text;
      // Markdown: the front matter exactly; the body as Prettier writes it (a list's `*` as `-`).
      const withoutBody = (value: Content) => {
        return kind === "yaml" || !isObject(value) ? value : { ...value, [BODY]: undefined };
      };
      const expected = (text: string) =>
        sameData(withoutBody(parseText(text, kind)), withoutBody(data));
      let text = await format(render(data, kind, base), kind);
      if (!expected(text)) text = await format(render(data, kind, undefined), kind);
      if (!expected(text)) throw new Error("the file could not be written as its data");
      remember(text, parseText(text, kind));
      return text;
    },
  };
}
