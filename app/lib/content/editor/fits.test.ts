/**
 * Every file under content/ can be opened and saved in the editor as it is: each value of its
 * data sits where the form has a field of its kind (a text where a text input is, a list where a
 * list is, a section's fields where its type is), and each choice is one the form offers. A value
 * the form cannot hold is one the editor would drop or turn into another shape on save (a kit
 * Faq's answer, a text, under the company look's list of paragraphs did), so no page of that
 * shape could be saved.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { ROOT_LIST } from "./config.ts";
import type { EditorField } from "./fields.ts";
import { siteEditorConfig } from "./from-content.ts";

const ROOT = process.cwd();
const config = siteEditorConfig(ROOT);

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Where `value` does not fit `field` (key paths and why); nothing when it fits. */
function misfits(field: EditorField, value: unknown, path: string): string[] {
  const wrong = (what: string) => [`${path}: a ${field.kind} field holds ${what}`];
  const scalarIn = (options: readonly (string | number)[], v: unknown) =>
    (typeof v === "string" || typeof v === "number") && options.includes(v);
  switch (field.kind) {
    case "text":
    case "media":
    case "date":
      return typeof value === "string" ? [] : wrong(typeof value);
    case "number":
      return typeof value === "number" ? [] : wrong(typeof value);
    case "boolean":
      return typeof value === "boolean" ? [] : wrong(typeof value);
    case "const":
      return value === field.value ? [] : wrong(JSON.stringify(value));
    case "select":
    case "relation": {
      const options = field.kind === "select" ? field.options : field.values;
      const all = field.multiple && Array.isArray(value) ? value : [value];
      if (field.multiple !== Array.isArray(value)) return wrong(JSON.stringify(value));
      return all.every((v) => scalarIn(options, v)) ? [] : wrong(`${JSON.stringify(value)}`);
    }
    case "icon":
      if (field.multiple) {
        return Array.isArray(value) && value.every((v) => typeof v === "string") ? [] : wrong("?");
      }
      return typeof value === "string" ? [] : wrong(typeof value);
    case "object":
      return isObject(value) ? fieldsMisfits(field.fields, value, path) : wrong(typeof value);
    case "list":
      return Array.isArray(value)
        ? value.flatMap((item, index) => misfits(field.item, item, `${path}.${index}`))
        : wrong(typeof value);
    case "variants": {
      const items = field.list ? value : [value];
      if (!Array.isArray(items)) return wrong(typeof value);
      return items.flatMap((item, index) => {
        const where = field.list ? `${path}.${index}` : path;
        if (!isObject(item)) return [`${where}: not an object`];
        const { [field.typeKey]: name, ...rest } = item;
        const type = field.types.find((t) => t.name === name);
        if (!type) return [`${where}: no type ${String(name)}`];
        return fieldsMisfits(type.fields, rest, `${where}(${String(name)})`);
      });
    }
    case "unsupported":
      // Edited whole as YAML: any shape fits, and the build's check says whether it is right.
      return [];
  }
}

/**
 * Where the keys of `data` do not fit `fields`, and the fields the form requires that `data`
 * leaves out (Sveltia refuses to save without them: "This field is required").
 */
function fieldsMisfits(fields: readonly EditorField[], data: Data, path: string): string[] {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const missing = fields
    .filter((field) => field.required && !(field.name in data))
    .map((field) => `${at(field.name)}: required by the form, not in the file`);
  return [
    ...missing,
    ...Object.entries(data).flatMap(([key, value]) => {
      const field = fields.find((f) => f.name === key);
      return field ? misfits(field, value, at(key)) : [`${at(key)}: no field`];
    }),
  ];
}

const markdownFiles = (folder: string, skip?: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .map((name) => join(folder, name))
    .filter((file) => file.endsWith(".md") && !(skip && file.startsWith(skip)));

const frontmatter = (file: string): Data =>
  parse(readFileSync(join(ROOT, file), "utf8").split(/^---$/m)[1] ?? "") as Data;

describe("every content file fits the editor's form", () => {
  for (const collection of config.collections) {
    it(`${collection.name}: every value where a field of its kind holds it`, () => {
      const problems =
        collection.type === "folder"
          ? markdownFiles(collection.folder, collection.skip).flatMap((file) =>
              fieldsMisfits(collection.fields, frontmatter(file), relative(ROOT, join(ROOT, file))),
            )
          : (() => {
              const data = parse(readFileSync(join(ROOT, collection.file), "utf8")) as unknown;
              const held = collection.root === "list" ? { [ROOT_LIST]: data } : (data as Data);
              return fieldsMisfits(collection.fields, held, collection.file);
            })();
      expect(problems).toEqual([]);
    });
  }
});
