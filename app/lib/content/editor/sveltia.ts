/**
 * The editor configuration (./config.ts) as Sveltia CMS takes it (`CMS.init({ config })`, the
 * Decap-compatible format, docs/decisions/0033-browser-editor.md): folder collections for the
 * Markdown kinds, one file collection per YAML file, a page's sections a list with `types`
 * keyed by `section`. What the format cannot hold is listed in `unsupported` (and given a
 * custom field type's name, `zod-yaml`, for the editor to register), never dropped silently.
 *
 * In every collection the build checks (app/admin/checks.ts) run at the field: each field that
 * holds a value is of a custom type wrapping Sveltia's own input (`zod-string` wraps `string`,
 * …) and carries `check: { collection, path }`, which field of which collection it is. A
 * catalogue's slug is a `zod-select` of the slugs the build accepts. Every file is read and
 * written by the site's tidy formats (app/admin/format.ts), which `formats` records.
 */
import type { EditorCollection, EditorConfig } from "./config.ts";
import type { EditorField } from "./fields.ts";

/** A Sveltia/Decap field or collection: plain data, checked by Sveltia's own schema. */
type Json = Record<string, unknown>;

export interface SveltiaOptions {
  /** The forge and repository, e.g. `{ name: "gitlab", repo: "cradlesec/site", auth_type: "pkce", app_id }`. */
  backend: Json;
  /** The site's icons' names: the choices of a site icon field. */
  siteIcons: readonly string[];
  /** Where uploaded files go, from the repository root, their URL path and largest size. */
  media: { folder: string; publicFolder: string; maxBytes?: number };
}

/** The custom field type that edits, as YAML, what the format cannot describe. */
export const UNSUPPORTED_WIDGET = "zod-yaml";

/**
 * The custom field type of a Lucide icon: a picker over Lucide's names (some 1,600), which it
 * holds once; written as a select in each of the 60-odd fields, they made a 2.6 MB config.
 */
export const LUCIDE_WIDGET = "lucide-icon";

/** The name of a Markdown file's body field, as Sveltia gives it to a format. */
export const BODY_FIELD = "body";

/** The keys a list's items are typed by (`section: Hero`, `part: PhoneSpread`). */
export const TYPE_KEYS = ["section", "part"] as const;

/**
 * The custom field types that run the build's checks, each wrapping the built-in input of its
 * key (one Sveltia lets a custom type reuse: `CMS.getFieldType`).
 */
export const CHECKED_WIDGETS = {
  string: "zod-string",
  text: "zod-text",
  number: "zod-number",
  boolean: "zod-boolean",
  select: "zod-select",
  datetime: "zod-datetime",
} as const;

/**
 * A checked field's pointer: its collection (a kind of Markdown file or a YAML collection, as
 * content.config.ts names them) and its path there ("sections.Hero.title").
 */
export interface FieldPointer {
  collection: string;
  path: string;
}

/**
 * The file formats app/admin/format.ts registers: Markdown with front matter, and YAML. Sveltia
 * takes only a `*-frontmatter` format for a `.md` file.
 */
export const FILE_FORMATS = { markdown: "tidy-frontmatter", yaml: "tidy-yaml" } as const;

export interface SveltiaConfig {
  config: Json;
  /** Each collection's file format (a name of FILE_FORMATS). */
  formats: Record<string, string>;
  /** Field paths ("company.sections.FeatureGrid.items") the format cannot describe. */
  unsupported: string[];
}

export function toSveltiaConfig(editor: EditorConfig, options: SveltiaOptions): SveltiaConfig {
  const unsupported: string[] = [];

  const field = (f: EditorField, path: string[]): Json => {
    const here = [...path, f.name];
    const [collection, ...inside] = here;
    const pointer = { check: { collection, path: inside.join(".") } };
    /** The custom type wrapping the built-in widget, with the field's pointer. */
    const widget = (builtIn: keyof typeof CHECKED_WIDGETS) => ({
      widget: CHECKED_WIDGETS[builtIn],
      ...pointer,
    });
    const base: Json = {
      name: f.name,
      label: f.label,
      ...(f.hint ? { hint: f.hint } : {}),
      ...(f.required ? {} : { required: false }),
    };
    switch (f.kind) {
      case "text":
        // No lengths or pattern of Sveltia's: the build's own check says it, on the text with
        // its {{…}} values filled (Sveltia's would count and match the placeholders).
        return { ...base, ...widget(f.multiline ? "text" : "string") };
      case "number":
        return {
          ...base,
          ...widget("number"),
          value_type: f.integer ? "int" : "float",
          ...(f.min !== undefined ? { min: f.min } : {}),
          ...(f.max !== undefined ? { max: f.max } : {}),
        };
      case "boolean":
        return { ...base, ...widget("boolean") };
      case "date":
        return { ...base, ...widget("datetime"), format: "YYYY-MM-DD", time_format: false };
      case "const":
        return { ...base, widget: "hidden", default: f.value };
      case "select":
        return { ...base, ...widget("select"), options: f.options, multiple: f.multiple };
      case "icon":
        // The site's few icons by name; a picture picker can replace the select later.
        return f.set === "site"
          ? { ...base, ...widget("select"), options: options.siteIcons, multiple: f.multiple }
          : {
              ...base,
              widget: LUCIDE_WIDGET,
              ...pointer,
              ...(f.multiple ? { multiple: true } : {}),
            };
      case "relation":
        // The slugs the build accepts, so that its message shows here.
        return { ...base, ...widget("select"), options: [...f.values], multiple: f.multiple };
      case "object":
        return { ...base, widget: "object", fields: f.fields.map((sub) => field(sub, here)) };
      case "list": {
        // An optional list's least number of items holds only when it is there, which
        // Sveltia cannot say: given `min`, it adds that many empty items to every new entry.
        const bounds = {
          ...(f.min && f.required ? { min: f.min } : {}),
          ...(f.max ? { max: f.max } : {}),
        };
        if (f.item.kind === "object") {
          return {
            ...base,
            widget: "list",
            ...bounds,
            fields: f.item.fields.map((sub) => field(sub, [...here, f.item.name])),
          };
        }
        return { ...base, widget: "list", ...bounds, field: field(f.item, here) };
      }
      case "variants":
        return {
          ...base,
          widget: f.list ? "list" : "object",
          typeKey: f.typeKey,
          ...(f.min ? { min: f.min } : {}),
          ...(f.max ? { max: f.max } : {}),
          types: f.types.map((type) => ({
            name: type.name,
            label: type.label,
            widget: "object",
            fields: type.fields.map((sub) => field(sub, [...here, type.name])),
          })),
        };
      case "media":
        // An upload into the site's media folder, of the formats the schema takes; the size is
        // the media library's `max_file_size` below.
        return { ...base, widget: "file", accept: f.accept, choose_url: false };
      case "unsupported":
        unsupported.push(here.join("."));
        return { ...base, widget: UNSUPPORTED_WIDGET, ...pointer };
    }
  };

  const collection = (c: EditorCollection): Json => {
    if (c.type === "folder") {
      return {
        name: c.name,
        label: c.label,
        description: c.description,
        folder: c.folder,
        extension: "md",
        format: FILE_FORMATS.markdown,
        create: true,
        // A new file's name is its address (a page's path, a Labs entry's slug), typed by the
        // person in Sveltia's slug field rather than made from the title.
        slug: "{{fields._slug}}",
        // Pages are addressed by their path: nested folders are part of the URL.
        nested: { depth: 4, subfolders: false },
        fields: [
          ...c.fields.map((f) => field(f, [c.name])),
          {
            name: BODY_FIELD,
            label: "Body",
            widget: "markdown",
            // The `## Title {#anchor}` headings are the site's: kept as written, not re-rendered.
            modes: ["raw", "rich_text"],
            ...(c.body.required
              ? {}
              : {
                  required: false,
                  hint: `Only for a page with one of these sections: ${c.body.shownBy?.join(", ")}`,
                }),
          },
        ],
      };
    }
    const fields = c.fields.map((f) => field(f, [c.name]));
    const [only] = fields;
    return {
      name: c.name,
      label: c.label,
      files: [
        {
          name: c.name,
          label: c.label,
          file: c.file,
          format: FILE_FORMATS.yaml,
          fields: c.root === "list" && only ? [{ ...only, root: true }] : fields,
        },
      ],
    };
  };

  const collections = editor.collections.map(collection);
  return {
    config: {
      load_config_file: false,
      backend: options.backend,
      // An optional field left empty is left out of the file, as the files write them.
      output: { omit_empty_optional_fields: true },
      media_folder: options.media.folder,
      public_folder: options.media.publicFolder,
      ...(options.media.maxBytes
        ? { media_libraries: { default: { config: { max_file_size: options.media.maxBytes } } } }
        : {}),
      collections,
    },
    formats: Object.fromEntries(
      editor.collections.map((c) => [
        c.name,
        c.type === "folder" ? FILE_FORMATS.markdown : FILE_FORMATS.yaml,
      ]),
    ),
    unsupported,
  };
}
