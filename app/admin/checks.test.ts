import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { fileRoot, ROOT_LIST } from "~/lib/content/editor/config";
import { jsonSchemaOf } from "~/lib/content/editor/fields";
import { readFrontmatter } from "~/lib/content/frontmatter";
import { readCollection } from "~/lib/content/generated-collections";
import { parseContentPage } from "~/lib/content/page";
import { contentVariables } from "~/lib/content/variables";
import { contentErrorMessage } from "~/testing/content-error";

import { collections, pages } from "../../content.config";
import { validity } from "./checked-field";
import { asSaved, asWritten, entryProblems, fieldMessage } from "./checks";

const ROOT = join(import.meta.dirname, "../..");
const FILE = "content/pages/home.md";
const source = readFileSync(join(ROOT, FILE), "utf8");

/** The entry as Sveltia holds it: the front matter's data and the body under `body`. */
function entryOf(text: string): Record<string, unknown> {
  const { data, body } = readFrontmatter(FILE, text);
  return { ...(data as Record<string, unknown>), body };
}

/** What the build says of `text`, or "" when it accepts it. */
function buildMessage(text: string): string {
  return contentErrorMessage(() => parseContentPage(FILE, text, contentVariables));
}

/** Sveltia's Immutable Maps, as far as a control reads them. */
const immutable = (value: Record<string, unknown>) => ({
  get: (key: string) => value[key],
  toJS: () => value,
});

const LONG_TITLE = "A title far too long to fit a search result once the brand is added";
const withLongTitle = source.replace(/^title: .*$/m, `title: ${LONG_TITLE}`);
const withUnknownProduct = source.replace(/^(\s+product:) shadowcradle$/m, "$1 nocradle");

describe("the build's checks at the field", () => {
  it("checks the entry as the file will hold it: optional fields left empty are left out", () => {
    const data = entryOf(source);
    const sections = data.sections as Record<string, unknown>[];
    // As Sveltia's form holds it: the optional fields the file leaves out there, empty.
    const asHeld = {
      ...data,
      noindex: null,
      sections: sections.map((section) => ({ variant: "", ...section })),
    };
    expect(data.noindex).toBeUndefined();
    expect(sections.some((section) => section.variant === undefined)).toBe(true);
    expect(entryProblems("company", FILE, asHeld)).toEqual([]);
    expect(asSaved({ a: "", b: [{ c: null, d: 1, __sc_item_id: "x" }], e: { f: "" } })).toEqual({
      b: [{ d: 1 }],
    });
  });

  it("accepts the page as it is", () => {
    expect(buildMessage(source)).toBe("");
    expect(entryProblems("company", FILE, entryOf(source))).toEqual([]);
    const data = entryOf(source);
    expect(
      fieldMessage({
        collection: "company",
        file: FILE,
        data,
        value: data.title,
        configPath: "title",
      }),
    ).toBeUndefined();
  });

  it("gives a title too long the build's message, at the title", () => {
    const built = buildMessage(withLongTitle);
    expect(built).not.toBe("");
    const data = entryOf(withLongTitle);
    const message = fieldMessage({
      collection: "company",
      file: FILE,
      data,
      value: LONG_TITLE,
      keyPath: "title",
      configPath: "title",
    });
    expect(message).toBeDefined();
    expect(built).toContain(`title: ${message}`);
    // The control's isValid gives it to Sveltia, found by the field's pointer alone.
    const props = {
      field: immutable({ check: immutable({ collection: "company", path: "title" }) }),
      entry: immutable({ data: immutable(data), path: FILE }),
    };
    expect(validity(props, LONG_TITLE, undefined)).toEqual({ error: { message } });
    // Typed back to a short title, the field is valid again (the value is newer than the entry).
    expect(validity(props, "A title that fits", "title")).toBe(true);
  });

  it("gives an unknown product slug the build's message, at its field", () => {
    expect(withUnknownProduct).not.toBe(source);
    const built = buildMessage(withUnknownProduct);
    const data = entryOf(withUnknownProduct);
    const sections = data.sections as { section: string }[];
    const index = sections.findIndex((section) => section.section === "ProductSpotlight");
    const keyPath = `sections.${index}.product`;
    const message = fieldMessage({
      collection: "company",
      file: FILE,
      data,
      value: "nocradle",
      keyPath,
      configPath: "sections.ProductSpotlight.product",
    });
    expect(message).toBeDefined();
    expect(built).toContain(`${keyPath}: ${message}`);
    // Without its key path, the field finds it by its configuration path and value.
    const props = {
      field: immutable({
        check: immutable({ collection: "company", path: "sections.ProductSpotlight.product" }),
      }),
      entry: immutable({ data: immutable(data), path: FILE }),
    };
    expect(validity(props, "nocradle", undefined)).toEqual({ error: { message } });
    // The page's title, which is fine, does not show it.
    expect(
      validity(
        {
          ...props,
          field: immutable({ check: immutable({ collection: "company", path: "title" }) }),
        },
        data.title,
        "title",
      ),
    ).toBe(true);
  });

  it("fills {{site.…}} values before it counts a title's length", () => {
    const data = entryOf(source);
    const title = "{{site.brand}} and more";
    expect(
      fieldMessage({
        collection: "company",
        file: FILE,
        data,
        value: title,
        keyPath: "title",
        configPath: "title",
      }),
    ).toBeUndefined();
    const unknown = "{{site.nothing}} at all, here";
    const built = buildMessage(source.replace(/^title: .*$/m, `title: "${unknown}"`));
    const message = fieldMessage({
      collection: "company",
      file: FILE,
      data,
      value: unknown,
      keyPath: "title",
      configPath: "title",
    });
    expect(built).toContain(`title: ${message}`);
  });

  it("shows a problem of the entry as a whole at its title", () => {
    const data: Record<string, unknown> = {
      ...entryOf(source),
      body: "## Stray {#stray}\n\nText no section shows.",
    };
    const atTitle = fieldMessage({
      collection: "company",
      file: FILE,
      data,
      value: data.title,
      keyPath: "title",
      configPath: "title",
    });
    expect(atTitle).toMatch(/Markdown body/);
  });
});

type Name = keyof typeof collections;

/** `value` with each object's keys in alphabetical order. */
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
        )
      : value;

/**
 * A YAML collection's file as Sveltia holds it: a list at the root as its one field, and each
 * object's keys in alphabetical order (not the form's).
 */
function heldOf(name: Name, text: string): Record<string, unknown> {
  const data = sortedKeys(parse(text));
  return fileRoot(jsonSchemaOf(collections[name].schema)) === "list"
    ? { [ROOT_LIST]: data }
    : (data as Record<string, unknown>);
}

/** What the build says of a YAML collection's `text`, or "" when it accepts it. */
function collectionMessage(name: Name, text: string): string {
  const { file, schema } = collections[name];
  return contentErrorMessage(() => readCollection(file, text, schema));
}

/**
 * The message the field at `keyPath` of a YAML collection shows for `text`, and the build's line
 * for the same field: `line N, <path in the file>: <message>`.
 */
function atField(name: Name, text: string, keyPath: string) {
  const data = heldOf(name, text);
  const message = fieldMessage({
    collection: name,
    file: collections[name].file,
    data,
    value: keyPath.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], data),
    keyPath,
    configPath: keyPath.replace(/\.\d+(?=\.|$)/g, ".item"),
  });
  const inFile =
    fileRoot(jsonSchemaOf(collections[name].schema)) === "list"
      ? keyPath.replace(/^\w+\./, "")
      : keyPath;
  return { message, built: collectionMessage(name, text), inFile };
}

describe("the build's checks at a YAML collection's fields", () => {
  const read = (name: Name) => readFileSync(join(ROOT, collections[name].file), "utf8");

  for (const [name, { file }] of Object.entries(collections)) {
    it(`accepts ${file} as it is`, () => {
      const text = read(name as Name);
      expect(collectionMessage(name as Name, text)).toBe("");
      expect(entryProblems(name, file, heldOf(name as Name, text))).toEqual([]);
    });
  }

  it("checks a file as Sveltia writes it: an optional field left empty is left out", () => {
    const held = heldOf("accountSidebar", read("accountSidebar"));
    const user = held.user as Record<string, unknown>;
    expect(user.note).toBeDefined();
    // As Sveltia's form holds an optional field left empty; a required one empty stays.
    const asHeld = { ...held, user: { ...user, note: "" } };
    expect(entryProblems("accountSidebar", collections.accountSidebar.file, asHeld)).toEqual([]);
    const json = jsonSchemaOf(collections.accountSidebar.schema);
    expect((asWritten(json, asHeld) as { user: object }).user).not.toHaveProperty("note");
    const emptied = { ...held, user: { ...user, name: "" } };
    expect((asWritten(json, emptied) as { user: object }).user).toHaveProperty("name", "");
    expect(entryProblems("accountSidebar", collections.accountSidebar.file, emptied)).toEqual([
      { path: "user.name", message: expect.any(String) as string },
    ]);
  });

  it("gives a product's name too long the build's message, at the name", () => {
    const text = read("products").replace(/^( {2}name:) Firecradle$/m, `$1 ${"Fire".repeat(30)}`);
    const { message, built, inFile } = atField("products", text, "entries.1.name");
    expect(message).toBeDefined();
    expect(built).toMatch(new RegExp(`line \\d+, ${inFile}: `));
    expect(built).toContain(`${inFile}: ${message}`);
  });

  it("gives an unknown icon the build's message, at the icon", () => {
    const text = read("products").replace(/^( {2}icon:) flame$/m, "$1 no-such-icon");
    const { message, built, inFile } = atField("products", text, "entries.1.icon");
    expect(message).toBeDefined();
    expect(built).toContain(`${inFile}: ${message}`);
  });

  it("gives a catalogue entry with no page the build's message, at its route", () => {
    const text = read("templateCatalog").replace(
      /^( {4}- route:) \/landing\/agency\/creative$/m,
      "$1 /landing/no-such-page",
    );
    const { message, built, inFile } = atField(
      "templateCatalog",
      text,
      "entries.0.entries.1.route",
    );
    expect(inFile).toBe("0.entries.1.route");
    expect(message).toBeDefined();
    expect(built).toContain(`${inFile}: ${message}`);
  });

  it("shows a problem of the whole list at the first field of its first item", () => {
    const text = read("templateCatalog").replace(
      /^( {4}- route:) \/landing\/agency\/creative$/m,
      "$1 /landing/template",
    );
    const built = collectionMessage("templateCatalog", text);
    const { message } = atField("templateCatalog", text, "entries.0.id");
    expect(message).toBeDefined();
    expect(built).toContain(`(the file): ${message}`);
    // The route written twice shows nothing of it: the problem is the list's.
    expect(atField("templateCatalog", text, "entries.0.entries.1.route").message).toBeUndefined();
  });

  it("shows a problem of the whole file at its first field", () => {
    const text = `${read("site")}\nunknownField: 1\n`;
    const built = collectionMessage("site", text);
    const first = Object.keys(parse(text) as object)[0]!;
    const { message } = atField("site", text, first);
    expect(message).toBeDefined();
    expect(built).toContain(`(the file): ${message}`);
  });
});

describe("every page file as the editor saves it", () => {
  /** The Markdown files of a page kind (content.config.ts), its skipped folder left out. */
  const filesOf = (kind: "company" | "templates") => {
    const { folder } = pages[kind];
    const skip = "skip" in pages[kind] ? pages[kind].skip : undefined;
    return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .map((name) => `${folder}/${name}`)
      .filter((file) => file.endsWith(".md") && !(skip && file.startsWith(`${skip}/`)));
  };

  for (const kind of ["company", "templates"] as const) {
    it(`keeps every field of the ${kind} pages, and the build's checks accept them`, () => {
      const files = filesOf(kind);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const { data, body } = readFrontmatter(file, readFileSync(join(ROOT, file), "utf8"));
        // Sveltia leaves empty values out when it saves: a page holding none saves as it is.
        expect(asSaved(data), file).toEqual(data);
        expect(
          entryProblems(kind, file, { ...(data as Record<string, unknown>), body }),
          file,
        ).toEqual([]);
      }
    });
  }
});
