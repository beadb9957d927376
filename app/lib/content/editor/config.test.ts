/**
 * The editor's configuration is the content layer's, read another way: these tests derive what
 * it must hold from the declaration, the section library and the zod schemas themselves (read
 * here through zod's own definitions, not through the JSON Schema the generator reads), never
 * from wording.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";
import * as z from "zod/mini";

import { collections, pages } from "../../../../content.config.ts";
import { SECTION_NAMES, sectionLibrary } from "../sections.ts";
import { ICON_NAMES } from "../vocab/icon-names.ts";
import { MEDIA } from "../vocab/media.ts";
import type { EditorCollection, FolderCollection } from "./config.ts";
import { type EditorField, walkFields } from "./fields.ts";
import { catalogueSlugs, siteEditorConfig } from "./from-content.ts";
import { EDITOR_MEDIA } from "./site.ts";
import {
  CHECKED_WIDGETS,
  FILE_FORMATS,
  LUCIDE_WIDGET,
  toSveltiaConfig,
  UNSUPPORTED_WIDGET,
} from "./sveltia.ts";

const config = siteEditorConfig();
const byName = new Map(config.collections.map((c) => [c.name, c]));
const catalogues = catalogueSlugs();

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  entries?: Record<string, string>;
};
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

/** The schema under optional/readonly wrappers, with the description found on the way. */
function unwrap(schema: z.core.$ZodType): { inner: z.core.$ZodType; description?: string } {
  let inner = schema;
  let description = z.globalRegistry.get(inner)?.description;
  while (["optional", "nullable", "readonly", "default", "pipe"].includes(defOf(inner).type)) {
    // A pipe checks what the file writes with its first schema, or after a transform (the
    // {{…}} filled in) with its second.
    const { innerType, in: first, out } = defOf(inner);
    inner = innerType ?? (defOf(first!).type === "transform" ? out! : first!);
    description ??= z.globalRegistry.get(inner)?.description;
  }
  return description ? { inner, description } : { inner };
}

/** Each field of an object schema reachable through objects and arrays, by path. */
function* zodFields(
  schema: z.core.$ZodType,
  path: string[] = [],
): Generator<{ path: string[]; inner: z.core.$ZodType; description?: string }> {
  const { shape } = defOf(schema);
  for (const [key, value] of Object.entries(shape ?? {})) {
    const here = [...path, key];
    const found = unwrap(value);
    yield { path: here, ...found };
    let { inner } = found;
    const def = defOf(inner);
    if (def.type === "array") {
      inner = unwrap(def.element!).inner;
      if (defOf(inner).type === "object") yield* zodFields(inner, [...here, "item"]);
    } else if (def.type === "object") {
      yield* zodFields(inner, here);
    }
  }
}

function sectionsField(collection: EditorCollection | undefined) {
  const field = collection?.fields.find((f) => f.name === "sections");
  if (field?.kind !== "variants") throw new Error("no sections field");
  return field;
}

describe("the editor's collections", () => {
  it("has a folder collection for every kind of Markdown file the declaration names", () => {
    for (const [name, kind] of Object.entries(pages)) {
      const collection = byName.get(name);
      expect(collection?.type).toBe("folder");
      expect((collection as FolderCollection).folder).toBe(kind.folder);
      expect((collection as FolderCollection).skip).toBe("skip" in kind ? kind.skip : undefined);
    }
  });

  it("has a file collection for every YAML collection, a list file as one root list", () => {
    for (const [name, kind] of Object.entries(collections)) {
      const collection = byName.get(name);
      expect(collection).toMatchObject({ type: "file", file: kind.file });
      const isList = defOf(unwrap(kind.schema).inner).type === "array";
      expect(collection?.type === "file" && collection.root).toBe(isList ? "list" : "object");
    }
    expect(config.collections).toHaveLength(
      Object.keys(pages).length + Object.keys(collections).length,
    );
  });

  it("gives every Markdown kind a body, required where every file has one", () => {
    for (const collection of config.collections) {
      if (collection.type !== "folder") continue;
      const takesBody = SECTION_NAMES.filter((name) => sectionLibrary[name]?.takesBody);
      if (!collection.body.required) expect(collection.body.shownBy).toEqual(takesBody);
    }
  });
});

describe("a page's sections", () => {
  for (const kind of ["company", "templates"]) {
    it(`offers every section of the library as a type keyed by section (${kind})`, () => {
      const field = sectionsField(byName.get(kind));
      expect(field.typeKey).toBe("section");
      expect(field.list).toBe(true);
      expect(field.types.map((type) => type.name).sort()).toEqual([...SECTION_NAMES].sort());
    });
  }

  it("gives each section's fields their schema's keys, hints and choices", () => {
    const types = new Map(sectionsField(byName.get("company")).types.map((t) => [t.name, t]));
    let described = 0;
    for (const name of SECTION_NAMES) {
      const fields = new Map(
        [...walkFields(types.get(name)!.fields)].map(({ path, field }) => [path.join("."), field]),
      );
      for (const { path, inner, description } of zodFields(sectionLibrary[name]!.schema)) {
        // A value the section's two looks write as different kinds is edited whole, as YAML.
        const asYaml = path.some(
          (_, end) => fields.get(path.slice(0, end + 1).join("."))?.kind === "unsupported",
        );
        if (asYaml) continue;
        const field = fields.get(path.join("."));
        expect(field, `${name}.${path.join(".")}`).toBeDefined();
        if (description) {
          described += 1;
          expect(field?.hint, `${name}.${path.join(".")}`).toBe(description);
        }
        const { type, entries } = defOf(inner);
        if (type === "enum") expectChoice(field!, Object.values(entries!), `${name}.${path}`);
      }
    }
    // The library describes its fields: the check above ran over them, not over none.
    expect(described).toBeGreaterThan(SECTION_NAMES.length);
  });

  it("names a catalogue's entries as a relation to its collection", () => {
    const relations = [
      ...walkFields(sectionsField(byName.get("company")).types.flatMap((t) => t.fields)),
    ]
      .map(({ field }) => field)
      .filter((field) => field.kind === "relation");
    expect(relations.length).toBeGreaterThan(0);
    for (const relation of relations) {
      const target = byName.get(relation.collection);
      expect(target?.type === "file" && target.root).toBe("list");
    }
    // products and industries are named by sections; each relation's values are its slugs.
    expect(new Set(relations.map((r) => r.collection))).toEqual(
      new Set(relations.map((r) => r.collection).filter((c) => c in catalogues)),
    );
  });
});

/** An enum of `values` is offered as a choice of exactly them: icon, relation or select. */
function expectChoice(field: EditorField, values: string[], where: string) {
  const same = (list: readonly string[]) =>
    list.length === values.length && values.every((v) => list.includes(v));
  if (same(ICON_NAMES)) {
    // Lucide's set where another look of the section takes it (mergedField): the wider one.
    expect(field, where).toMatchObject({ kind: "icon" });
    return;
  }
  const catalogue = Object.entries(catalogues).find(([, slugs]) => same(slugs));
  if (catalogue) {
    expect(field, where).toMatchObject({ kind: "relation", collection: catalogue[0] });
    return;
  }
  expect(field.kind, where).toBe("select");
  if (field.kind === "select") expect(field.options, where).toEqual(values);
}

describe("the Sveltia CMS configuration", () => {
  const { config: sveltia, unsupported } = toSveltiaConfig(config, {
    backend: { name: "gitlab", repo: "cradlesec/site", auth_type: "pkce", app_id: "id" },
    siteIcons: ICON_NAMES,
    media: EDITOR_MEDIA,
  });
  const sveltiaCollections = sveltia.collections as Record<string, unknown>[];

  it("is the neutral configuration, collection for collection", () => {
    expect(sveltiaCollections.map((c) => c.name)).toEqual(config.collections.map((c) => c.name));
    expect(sveltia.load_config_file).toBe(false);
    expect(JSON.parse(JSON.stringify(sveltia))).toEqual(sveltia);
  });

  it("uploads a media file into the site's media folder, of the schema's formats and size", () => {
    const uploads = [...JSON.stringify(sveltia).matchAll(/\{[^{}]*"widget":"file"[^{}]*\}/g)].map(
      ([text]) => JSON.parse(text) as Record<string, unknown>,
    );
    // One per schema naming a media file: the video feature's, in the template pages' sections.
    expect(uploads.length).toBeGreaterThan(0);
    for (const upload of uploads) expect(upload).toMatchObject({ accept: MEDIA.accept });
    expect(sveltia).toMatchObject({
      media_folder: MEDIA.folder,
      public_folder: MEDIA.publicPath,
      media_libraries: { default: { config: { max_file_size: MEDIA.maxBytes } } },
    });
    // The files the site serves today pass the schema's pattern and the size.
    for (const name of readdirSync(MEDIA.folder)) {
      expect(`${MEDIA.publicPath}/${name}`).toMatch(MEDIA.pattern);
      expect(statSync(join(MEDIA.folder, name)).size).toBeLessThanOrEqual(MEDIA.maxBytes);
    }
  });

  it("writes a page's sections as a list with a type per section, keyed by section", () => {
    const company = sveltiaCollections.find((c) => c.name === "company")!;
    const sections = (company.fields as Record<string, unknown>[]).find(
      (f) => f.name === "sections",
    )!;
    expect(sections).toMatchObject({ widget: "list", typeKey: "section" });
    expect((sections.types as { name: string }[]).map((t) => t.name).sort()).toEqual(
      [...SECTION_NAMES].sort(),
    );
  });

  it("lists every field the format cannot describe, and gives it the custom field type", () => {
    const expected = config.collections.flatMap((c) =>
      [...walkFields(c.fields, [c.name])]
        .filter(({ field }) => field.kind === "unsupported")
        .map(({ path }) => path.join(".")),
    );
    expect(new Set(unsupported)).toEqual(new Set(expected));
    const text = JSON.stringify(sveltia);
    expect(text.split(`"widget":"${UNSUPPORTED_WIDGET}"`).length - 1).toBe(unsupported.length);
  });

  it("reads and writes every file with the site's tidy formats, and says which", () => {
    const { formats } = toSveltiaConfig(config, {
      backend: { name: "gitlab", repo: "cradlesec/site" },
      siteIcons: ICON_NAMES,
      media: EDITOR_MEDIA,
    });
    for (const c of sveltiaCollections) {
      const declared = c.format ?? (c.files as { format: string }[])[0]!.format;
      expect(formats[c.name as string]).toBe(declared);
      expect(declared).toBe(c.folder ? FILE_FORMATS.markdown : FILE_FORMATS.yaml);
    }
    expect(sveltia.output).toEqual({ omit_empty_optional_fields: true });
  });

  it("offers a drawn picture's decorative as a toggle beside its alternative text", () => {
    /** Every field of the Sveltia configuration, with the fields beside it. */
    type Json = Record<string, unknown>;
    function* withSiblings(node: unknown): Generator<{ field: Json; siblings: Json[] }> {
      if (Array.isArray(node)) for (const item of node) yield* withSiblings(item);
      if (!node || typeof node !== "object") return;
      const { fields } = node as { fields?: Json[] };
      for (const field of fields ?? []) yield { field, siblings: fields! };
      for (const value of Object.values(node)) yield* withSiblings(value);
    }
    const toggles = [...withSiblings(sveltiaCollections)].filter(
      ({ field }) => field.name === "decorative",
    );
    // One per picture of the kit's sections and the portfolio's projects (a file collection,
    // whose fields keep Sveltia's own inputs).
    expect(toggles.length).toBeGreaterThan(0);
    for (const { field, siblings } of toggles) {
      expect([CHECKED_WIDGETS.boolean, "boolean"]).toContain(field.widget);
      expect(field).toMatchObject({ required: false });
      expect(siblings.find((sibling) => sibling.name === "alt")).toMatchObject({ required: false });
    }
  });

  it("gives a page's checked fields a custom type and a pointer to them", () => {
    const company = sveltiaCollections.find((c) => c.name === "company")!;
    const fields = company.fields as Record<string, unknown>[];
    const title = fields.find((f) => f.name === "title")!;
    expect(title).toMatchObject({ check: { collection: "company", path: "title" } });
    expect(Object.values(CHECKED_WIDGETS)).toContain(title.widget);
    const sections = fields.find((f) => f.name === "sections") as {
      types: { name: string; fields: Record<string, unknown>[] }[];
    };
    const hero = sections.types.find((t) => t.name === "Hero")!;
    expect(hero.fields.find((f) => f.name === "title")).toMatchObject({
      check: { collection: "company", path: "sections.Hero.title" },
    });
  });

  it("checks every field that holds a value, in every collection, the YAML files too", () => {
    const custom = new Set<unknown>([
      ...Object.values(CHECKED_WIDGETS),
      LUCIDE_WIDGET,
      UNSUPPORTED_WIDGET,
    ]);
    for (const collection of sveltiaCollections) {
      const widgets: { widget: string; check?: unknown }[] = [];
      JSON.stringify(collection, (_key, value: unknown) => {
        if (value && typeof value === "object" && "widget" in value) widgets.push(value as never);
        return value;
      });
      const checked = widgets.filter((f) => custom.has(f.widget));
      expect(checked.length, String(collection.name)).toBeGreaterThan(0);
      for (const f of checked) {
        expect(f.check, String(collection.name)).toMatchObject({ collection: collection.name });
      }
      // No built-in input of a value is left unchecked.
      const builtIn = widgets.filter((f) => f.widget in CHECKED_WIDGETS);
      expect(builtIn, String(collection.name)).toEqual([]);
    }
  });
});
