/**
 * The build's checks in the editor (issue 45: "the same zod checks run in the editor and show
 * the same message at the field"). An entry being edited is checked whole by the compiler's own
 * functions (checkContentPage, checkLabEntry, the blog's frontmatter schema; for a YAML file
 * checkCollection with the schema content.config.ts names), on its data as Sveltia holds it,
 * with a `where` that names a field by its key path; each problem is then shown at the field of
 * that path. A problem of no field of its own (the body, the list of sections, an unknown field)
 * is shown at the entry's title, so that it too blocks the save; a YAML file may have no title,
 * so there it is shown at the first field inside what it is about (homeOf).
 */
import { describeIssues, frontmatterSchema as articleSchema } from "~/lib/blog/frontmatter";
import { fileRoot, ROOT_LIST } from "~/lib/content/editor/config";
import { type JsonSchema, jsonSchemaOf } from "~/lib/content/editor/fields";
import { BODY_FIELD, TYPE_KEYS } from "~/lib/content/editor/sveltia";
import { checkCollection } from "~/lib/content/generated-collections";
import { checkContentPage } from "~/lib/content/page";
import { contentVariables } from "~/lib/content/variables";
import { lookUp } from "~/lib/content/vocab/variables-fill";
import { ContentError } from "~/lib/content/yaml";
import { checkLabEntry } from "~/lib/labs/entry";

import { collections, pages } from "../../content.config";

/** One thing the build refuses: where (a key path, "sections.2.title") and why. */
export interface Problem {
  path: string;
  message: string;
}

/** The field of a Markdown entry that shows the problems of the entry as a whole. */
export const ENTRY_FIELD = "title";

type YamlCollection = keyof typeof collections;
const isMarkdown = (name: string): name is keyof typeof pages => Object.hasOwn(pages, name);
const isYaml = (name: string): name is YamlCollection => Object.hasOwn(collections, name);

/** Whether the build checks the entries of `collection`: every kind content.config.ts declares. */
export const isChecked = (collection: string) => isMarkdown(collection) || isYaml(collection);

type Data = Record<string, unknown>;

const where = (path: readonly PropertyKey[]) => path.map(String).join(".");

/** The problems of a ContentError's lines ("  sections.2.title: keep the title to…"). */
function problemsOf(error: ContentError): Problem[] {
  return error.message
    .split("\n")
    .slice(1)
    .map((line) => {
      const text = line.replace(/^ {2}/, "");
      const at = text.indexOf(": ");
      return at === -1
        ? { path: "", message: text }
        : { path: text.slice(0, at), message: text.slice(at + 2) };
    });
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * `data` as the file will hold it: Sveltia's form holds every field, an optional one left empty
 * as "" or null, and leaves those out when it saves (`omit_empty_optional_fields`). A required
 * field left empty is refused by Sveltia before any check runs. List items keep their places.
 * Sveltia's marks on list items go too.
 */
export function asSaved(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(asSaved);
  if (!data || typeof data !== "object") return data;
  const kept: Data = {};
  for (const [key, value] of Object.entries(data)) {
    // Sveltia's own marks on list items (`__sc_item_id`, …), never written.
    if (key.startsWith("__sc_")) continue;
    const saved = asSaved(value);
    if (!isEmpty(saved)) kept[key] = saved;
  }
  return kept;
}

/**
 * A YAML file's `data` as Sveltia writes it, its form drawn from `schema` (as JSON Schema,
 * formOf) field for field: an empty value is left out only where that field is optional
 * (`omit_empty_optional_fields`), and what the form holds as one structure (a union, a map: the
 * fields edited as YAML) is kept whole, as Sveltia keeps it (`replies: []` in a comment).
 */
export function asWritten(schema: JsonSchema | undefined, data: unknown): unknown {
  if (Array.isArray(data)) return data.map((item) => asWritten(schema?.items, item));
  if (!data || typeof data !== "object") return data;
  const kept: Data = {};
  for (const [key, value] of Object.entries(data)) {
    if (key.startsWith("__sc_")) continue;
    const field = schema?.properties?.[key];
    const written = asWritten(field, value);
    if (!(field && !schema?.required?.includes(key) && isEmpty(written))) kept[key] = written;
  }
  return kept;
}

/** A YAML collection's form: its file's root, and the form's fields as JSON Schema. */
interface YamlForm {
  root: "object" | "list";
  schema: JsonSchema;
}
const forms = new Map<YamlCollection, YamlForm>();

/**
 * A YAML collection's form, made when first needed: its file's JSON Schema, or for a file whose
 * root is a list, an object of one field, ROOT_LIST, holding it (as Sveltia holds the file).
 */
function formOf(collection: YamlCollection): YamlForm {
  const known = forms.get(collection);
  if (known) return known;
  const file = jsonSchemaOf(collections[collection].schema);
  const root = fileRoot(file);
  const form: YamlForm = {
    root,
    schema:
      root === "list"
        ? { type: "object", properties: { [ROOT_LIST]: file }, required: [ROOT_LIST] }
        : file,
  };
  forms.set(collection, form);
  return form;
}

/** The build's check of a YAML collection's data, as Sveltia writes it. */
function checkYaml(collection: YamlCollection, data: Data): void {
  const { file, schema } = collections[collection];
  const form = formOf(collection);
  const written = asWritten(form.schema, data) as Data;
  if (form.root === "list") {
    checkCollection(file, written[ROOT_LIST] ?? [], schema, (path) => where([ROOT_LIST, ...path]));
  } else {
    checkCollection(file, written, schema, where);
  }
}

/** What the build refuses in `data` (an entry of `collection`, its body under `body`). */
export function entryProblems(collection: string, file: string, data: Data): Problem[] {
  try {
    if (isYaml(collection)) {
      checkYaml(collection, data);
      return [];
    }
    if (!isMarkdown(collection)) {
      throw new Error(`${collection}: not a kind content.config.ts declares`);
    }
    const { [BODY_FIELD]: written = "", ...frontmatter } = asSaved(data) as Data;
    const body = typeof written === "string" ? written : "";
    const path = /\.md$/.test(file) ? file : `${pages[collection].folder}/new-entry.md`;
    if (collection === "company" || collection === "templates") {
      checkContentPage(path, frontmatter, body, contentVariables, where);
    } else if (collection === "labs") {
      checkLabEntry(path, frontmatter, body, contentVariables, where);
    } else {
      const checked = articleSchema.safeParse(frontmatter);
      if (!checked.success) {
        return describeIssues(checked.error, where)
          .split("\n")
          .map((line) => {
            const text = line.trim();
            const at = text.indexOf(": ");
            return { path: text.slice(0, at), message: text.slice(at + 2) };
          });
      }
    }
    return [];
  } catch (error) {
    if (error instanceof ContentError) return problemsOf(error);
    // A check that fails in another way (a section's resolve on half-typed data) is one too.
    return [{ path: "", message: error instanceof Error ? error.message : String(error) }];
  }
}

/** The value at a key path ("sections.2.title") of `data`. */
export const valueAt = (data: unknown, path: string): unknown =>
  path === "" ? data : lookUp(data, path);

/** `data` with `value` at key path `path` (a copy along the path; the rest shared). */
export function withValueAt(data: Data, path: string, value: unknown): Data {
  const [key = "", ...rest] = path.split(".");
  if (path === "") return data;
  const here = Array.isArray(data) ? [...(data as unknown[])] : { ...data };
  const next =
    rest.length === 0
      ? value
      : withValueAt(((data as Data)[key] ?? {}) as Data, rest.join("."), value);
  (here as Data)[key] = next;
  return here as Data;
}

const isScalar = (value: unknown) =>
  value === null || ["string", "number", "boolean"].includes(typeof value);

/**
 * The key path of the field a problem belongs to: its own path when a field of the form holds a
 * single value there, the list's when it is an item of a list of choices (`products.1` of a
 * multiple select), or "" for the entry as a whole.
 */
export function fieldOf(problem: Problem, data: Data): string {
  const { path } = problem;
  if (path === "" || path === BODY_FIELD) return "";
  if (isScalar(valueAt(data, path))) {
    const parent = path.replace(/\.\d+$/, "");
    const list = parent === path ? undefined : valueAt(data, parent);
    return Array.isArray(list) && list.every(isScalar) ? parent : path;
  }
  return "";
}

/**
 * The key path as the configuration names it: each list item by its type, or "item"
 * ("sections.2.title" → "sections.Hero.title", "tags.1" → "tags.item").
 */
export function typedPath(data: Data, path: string): string {
  const keys = path.split(".");
  return keys
    .map((key, index) => {
      if (!/^\d+$/.test(key)) return key;
      const item = valueAt(data, keys.slice(0, index + 1).join("."));
      const named = item && typeof item === "object" ? (item as Data) : {};
      const type = TYPE_KEYS.map((typeKey) => named[typeKey]).find((v) => typeof v === "string");
      return typeof type === "string" ? type : "item";
    })
    .join(".");
}

/** The part of `schema` (a form's JSON Schema) at key path `path`. */
const schemaAt = (schema: JsonSchema | undefined, path: string) =>
  path === ""
    ? schema
    : path
        .split(".")
        .reduce<JsonSchema | undefined>(
          (node, key) => (/^\d+$/.test(key) ? node?.items : node?.properties?.[key]),
          schema,
        );

/**
 * The key path of the first value (a scalar) in `value`, at `path` in the entry, in the order
 * of its form (`schema`; Sveltia holds an entry's keys in another), if any.
 */
function firstValue(value: unknown, path: string, schema?: JsonSchema): string | undefined {
  if (isScalar(value)) return path;
  if (!value || typeof value !== "object") return undefined;
  const order = Object.keys(schema?.properties ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b));
  for (const key of keys) {
    if (key.startsWith("__sc_")) continue;
    const inner = Array.isArray(value) ? schema?.items : schema?.properties?.[key];
    const found = firstValue((value as Data)[key], path === "" ? key : `${path}.${key}`, inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The field that shows a problem of no field of its own: in a Markdown entry its title
 * (ENTRY_FIELD); in a YAML file, which may have no title, the first field holding a value inside
 * what the problem is about ("list each page once": the list's first item's first field; a
 * missing field: its object's first), going up to the file's first field.
 */
function homeOf(collection: string, problem: Problem, data: Data): string {
  if (!isYaml(collection)) return ENTRY_FIELD;
  const form = formOf(collection).schema;
  for (let path = problem.path; ; path = path.replace(/\.?[^.]*$/, "")) {
    const first = firstValue(valueAt(data, path), path, schemaAt(form, path));
    if (first !== undefined) return fieldOf({ path: first, message: problem.message }, data);
    if (path === "") return "";
  }
}

/** The last checks run, by entry (the fields of one entry share one run per change). */
const recent: { key: string; problems: Problem[] }[] = [];

function cachedProblems(collection: string, file: string, data: Data): Problem[] {
  const key = `${collection}\n${file}\n${JSON.stringify(data)}`;
  const hit = recent.find((entry) => entry.key === key);
  if (hit) return hit.problems;
  const problems = entryProblems(collection, file, data);
  recent.unshift({ key, problems });
  recent.length = Math.min(recent.length, 4);
  return problems;
}

export interface FieldCheck {
  /** A kind of Markdown file or a YAML collection, by its name in content.config.ts. */
  collection: string;
  /** The entry's file ("content/pages/about.md"), or "" for a new one. */
  file: string;
  /** The whole entry as the editor holds it. */
  data: Data;
  /** The field's value now (it may be newer than `data`'s). */
  value: unknown;
  /** The field's key path, where known ("sections.2.title"). */
  keyPath?: string;
  /** The field's path in the configuration ("sections.Hero.title"), to find it without one. */
  configPath: string;
  /** The field holds a structure (edited as YAML): the problems inside it are its own. */
  below?: boolean;
}

/**
 * The message a field shows, or undefined: the build's messages for its value, and if it is the
 * home of problems of no field of their own (homeOf), those.
 */
export function fieldMessage(check: FieldCheck): string | undefined {
  const keyPath = check.keyPath ?? findKeyPath(check);
  const data = keyPath === undefined ? check.data : withValueAt(check.data, keyPath, check.value);
  const problems = cachedProblems(check.collection, check.file, data);
  const mine = problems.filter((problem) => {
    const field = fieldOf(problem, data) || homeOf(check.collection, problem, data);
    if (field === "") return false;
    if (keyPath !== undefined) {
      return field === keyPath || (check.below === true && field.startsWith(`${keyPath}.`));
    }
    return typedPath(data, field) === check.configPath && valueAt(data, field) === check.value;
  });
  return mine.length > 0
    ? [...new Set(mine.map((problem) => problem.message))].join("; ")
    : undefined;
}

/** The key path of a field known by its configuration path, if that path has no list in it. */
function findKeyPath({ data, configPath }: FieldCheck): string | undefined {
  const inList = configPath.split(".").some((key) => key === "item" || /^[A-Z]/.test(key));
  return inList || !isScalar(valueAt(data, configPath) ?? null) ? undefined : configPath;
}
