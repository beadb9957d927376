/**
 * The browser editor's configuration, made from the content declaration (content.config.ts)
 * and the zod schemas, never written per section (issue 45): each kind of Markdown file is a
 * folder collection whose frontmatter fields come from its schema (a page's `sections` a list
 * of the library's sections, keyed by `section`), each YAML collection a file collection. The
 * result is neutral: ./sveltia.ts writes it as a Sveltia/Decap configuration, and an editor of
 * our own would draw its forms from the same data.
 */
import type * as z from "zod/mini";

import type { CollectionKind, FileKind } from "../../../../content.config.ts";
import {
  type EditorField,
  fieldOf,
  fieldsOf,
  type JsonSchema,
  jsonSchemaOf,
  labelOf,
  type Vocabulary,
} from "./fields.ts";

/** How a kind of Markdown file is checked: its frontmatter's schema, and whether it has a body. */
export interface MarkdownKind {
  schema: z.ZodMiniType;
  /**
   * "required": every file has its Markdown body (a Labs entry); "optional": only a file with a
   * section that shows it (`takesBody`), which `bodySections` names.
   */
  body: "required" | "optional";
}

/** What the editor is made from. */
export interface EditorSources {
  /** content.config.ts's `pages`: the folders of Markdown files. */
  pages: Readonly<Record<string, FileKind>>;
  /** How each of them is checked (a key of `pages` each). */
  markdown: Readonly<Record<string, MarkdownKind>>;
  /** content.config.ts's `collections`: the YAML files. */
  collections: Readonly<Record<string, CollectionKind>>;
  /** The sections that show a page's Markdown body (the library's `takesBody`). */
  bodySections: readonly string[];
  vocabulary: Vocabulary;
}

/** A folder of Markdown files with YAML frontmatter. */
export interface FolderCollection {
  type: "folder";
  name: string;
  label: string;
  /** From the repository root. */
  folder: string;
  /** A folder inside it whose files are another collection. */
  skip?: string;
  /** What a file of it produces, as the declaration says: the collection's description. */
  description: string;
  fields: EditorField[];
  body: { required: boolean; shownBy?: readonly string[] };
}

/** One YAML file. A file whose root is a list has a single list field, `entries`. */
export interface FileCollection {
  type: "file";
  name: string;
  label: string;
  file: string;
  root: "object" | "list";
  fields: EditorField[];
}

export type EditorCollection = FolderCollection | FileCollection;

export interface EditorConfig {
  collections: EditorCollection[];
}

/** The name of the single field of a YAML file whose root is a list. */
export const ROOT_LIST = "entries";

/**
 * Whether a YAML collection's file is a list at its root, as its schema takes the file (the
 * input side): the editor holds such a file as its one field, ROOT_LIST.
 */
export const fileRoot = (schema: JsonSchema): FileCollection["root"] =>
  schema.type === "array" ? "list" : "object";

export function editorConfig(sources: EditorSources): EditorConfig {
  const folders = Object.entries(sources.pages).map(([name, kind]): FolderCollection => {
    const markdown = sources.markdown[name];
    if (!markdown) throw new Error(`content kind ${name} has no schema for the editor`);
    const fields = fieldsOf(jsonSchemaOf(markdown.schema), sources.vocabulary);
    return {
      type: "folder",
      name,
      label: labelOf(name),
      folder: kind.folder,
      ...(kind.skip ? { skip: kind.skip } : {}),
      description: kind.produces,
      fields,
      body:
        markdown.body === "required"
          ? { required: true }
          : { required: false, shownBy: sources.bodySections },
    };
  });
  const files = Object.entries(sources.collections).map(([name, kind]): FileCollection => {
    const schema = jsonSchemaOf(kind.schema);
    const base = { type: "file" as const, name, label: labelOf(name), file: kind.file };
    if (fileRoot(schema) === "list") {
      return {
        ...base,
        root: "list",
        fields: [fieldOf(ROOT_LIST, schema, true, sources.vocabulary)],
      };
    }
    return { ...base, root: "object", fields: fieldsOf(schema, sources.vocabulary) };
  });
  return { collections: [...folders, ...files] };
}
