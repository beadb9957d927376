/**
 * An editor's form fields, made from the zod schemas the build checks content with, so that the
 * form can never ask for what the build refuses (issue 45). The schemas are read through zod's
 * own JSON Schema export (`z.toJSONSchema`, as content files write the data: its input side),
 * which carries each field's `z.describe` text, enums, lengths, bounds and patterns; the regex
 * messages the build shows are taken from the schemas themselves (JSON Schema has no place for
 * them). What a field is for beyond its type is read from the data, never listed by hand: an
 * enum of the site's icon names is an icon, an enum whose values are the slugs of a catalogue
 * is a relation to that catalogue, a Lucide icon is a string under one of ICON_FIELDS.
 *
 * What JSON Schema cannot say (a refinement, a title that must fit with the brand) is still
 * checked by the zod schema itself when the editor saves; this module only shapes the form.
 */
import * as z from "zod/mini";

/** A JSON Schema node as zod 4 writes it (draft 2020-12), the parts read here. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  /** Added here: the message the schema's regex check gives. */
  "x-pattern-message"?: string;
}

interface FieldBase {
  /** The key the file writes. */
  name: string;
  /** Shown above the input: from the key ("linkLabel" is "Link label"). */
  label: string;
  /** Shown under the label: the field's `z.describe` text, where it has one. */
  hint?: string;
  required: boolean;
}

/** One input of the form. */
export type EditorField =
  | (FieldBase & {
      kind: "text";
      /** Long enough to want several lines. */
      multiline: boolean;
      minLength?: number;
      maxLength?: number;
      pattern?: { regex: string; message?: string };
    })
  | (FieldBase & { kind: "number"; integer: boolean; min?: number; max?: number })
  | (FieldBase & { kind: "boolean" })
  | (FieldBase & { kind: "date" })
  | (FieldBase & { kind: "const"; value: string | number | boolean })
  | (FieldBase & { kind: "select"; options: (string | number)[]; multiple: boolean })
  /** A site icon (an enum of ICON_NAMES) or any Lucide icon, chosen by its picture. */
  | (FieldBase & { kind: "icon"; set: "site" | "lucide"; multiple: boolean })
  /** A file of the site's own media (a video), uploaded into its folder. */
  | (FieldBase & { kind: "media"; accept: string })
  /** An entry of a catalogue (a YAML collection of entries with slugs), by slug. */
  | (FieldBase & {
      kind: "relation";
      collection: string;
      /** The catalogue's slugs when the configuration was made: what the build accepts. */
      values: readonly string[];
      multiple: boolean;
    })
  | (FieldBase & { kind: "object"; fields: EditorField[] })
  | (FieldBase & { kind: "list"; item: EditorField; min?: number; max?: number })
  /** A list whose items each name their type in `typeKey` (`section: Hero`), or one such object. */
  | (FieldBase & {
      kind: "variants";
      typeKey: string;
      types: EditorType[];
      list: boolean;
      min?: number;
      max?: number;
    })
  /** A shape a form cannot draw from its JSON Schema alone (`all` or a list, a map, …). */
  | (FieldBase & { kind: "unsupported"; reason: string; schema: JsonSchema });

/** One type of a `variants` field: the value its items write in `typeKey`, and its fields. */
export interface EditorType {
  name: string;
  label: string;
  fields: EditorField[];
}

/** What the schemas do not say but the data does: the icon names and the catalogues' slugs. */
export interface Vocabulary {
  /** The site's own icons (ICON_NAMES): an enum of exactly these is an icon field. */
  siteIcons: readonly string[];
  /** Keys whose plain string value is a Lucide icon's name (ICON_FIELDS). */
  lucideFields: readonly string[];
  /** Per catalogue collection, its entries' slugs: an enum of exactly these is a relation. */
  catalogues: Readonly<Record<string, readonly string[]>>;
  /** The site's media files: a string of exactly this pattern is an upload of these formats. */
  media?: { pattern: string; accept: string };
}

/** "linkLabel" → "Link label", "jsonLd" → "Json ld", "cta_title" → "Cta title". */
export function labelOf(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The message of a zod schema's regex check, which its JSON Schema drops. */
function regexMessage(schema: z.core.$ZodType): string | undefined {
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check?: string; format?: string; error?: unknown };
    if (def.check === "string_format" && def.format === "regex") {
      const error = def.error as ((issue: object) => unknown) | undefined;
      const message = typeof error === "function" ? error({}) : undefined;
      if (typeof message === "string") return message;
      if (message && typeof message === "object" && "message" in message) {
        return String((message as { message: unknown }).message);
      }
    }
  }
  return undefined;
}

/** A zod schema as JSON Schema, as a file writes it, each regex carrying its message. */
export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    // Shared sub-schemas are written inline: a form has no use for $ref.
    reused: "inline",
    // A shape that holds itself (a comment's replies) is a reference, drawn as unsupported.
    cycles: "ref",
    override: ({ zodSchema, jsonSchema }) => {
      if (typeof jsonSchema.pattern === "string") {
        const message = regexMessage(zodSchema as z.core.$ZodType);
        if (message) (jsonSchema as JsonSchema)["x-pattern-message"] = message;
      }
    },
  }) as JsonSchema;
}

/** The same set of strings, in any order. */
const sameSet = (a: readonly unknown[], b: readonly string[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((v) => b.includes(v as string));

/** The schema without a `null` alternative (a nullable field is an optional one here). */
function withoutNull(node: JsonSchema): JsonSchema {
  const options = node.anyOf ?? node.oneOf;
  if (!options) return node;
  const rest = options.filter((option) => option.type !== "null");
  if (rest.length === 1 && rest[0]) {
    return { ...rest[0], ...(node.description ? { description: node.description } : {}) };
  }
  return node;
}

/**
 * The key every one of `options` gives a string `const`: a discriminated union's key. Where
 * several do (a section's `section` and `variant`), the one with the most values, so that a
 * section's looks are one type with a choice of variant.
 */
function discriminatorOf(options: JsonSchema[]): string | undefined {
  const first = options[0]?.properties;
  if (!first || options.length < 2) return undefined;
  const candidates = Object.keys(first)
    .map((key) => ({ key, values: options.map((option) => option.properties?.[key]?.const) }))
    .filter(({ values }) => values.every((value) => typeof value === "string"))
    .map(({ key, values }) => ({ key, distinct: new Set(values).size }))
    .filter(({ distinct }) => distinct >= 2)
    .sort((a, b) => b.distinct - a.distinct);
  return candidates[0]?.key;
}

/** A union's options, each flattened when it is itself a union (a section with variants). */
function flatOptions(node: JsonSchema): JsonSchema[] {
  return (node.anyOf ?? node.oneOf ?? []).flatMap((option) =>
    option.anyOf || option.oneOf ? flatOptions(option) : [option],
  );
}

/** The form's fields for an object's JSON Schema (its properties, in their order). */
export function fieldsOf(node: JsonSchema, vocabulary: Vocabulary): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), vocabulary),
  );
}

/** Types keyed by `typeKey`: one per value; options with the same value merge (see below). */
function typesOf(options: JsonSchema[], typeKey: string, vocabulary: Vocabulary): EditorType[] {
  const byName = new Map<string, JsonSchema[]>();
  for (const option of options) {
    const name = String(option.properties?.[typeKey]?.const);
    byName.set(name, [...(byName.get(name) ?? []), option]);
  }
  return [...byName].map(([name, group]) => ({
    name,
    label: name,
    fields: mergedFields(group, typeKey, vocabulary),
  }));
}

/**
 * The fields of one type written by several shapes (a section's company look and its kit
 * variant, told apart by `variant`): each field once, required only where every shape needs
 * it, and the second key as a choice of its values.
 */
function mergedFields(group: JsonSchema[], typeKey: string, vocabulary: Vocabulary) {
  const fields = new Map<string, EditorField>();
  for (const option of group) {
    for (const field of fieldsOf(option, vocabulary)) {
      if (field.name === typeKey) continue;
      const everywhere = group.every((other) => other.required?.includes(field.name));
      const known = fields.get(field.name);
      if (known?.kind === "select" && field.kind === "const") {
        known.options.push(String(field.value));
        continue;
      }
      if (known) {
        fields.set(field.name, mergedField(known, field));
        continue;
      }
      fields.set(
        field.name,
        field.kind === "const" && group.length > 1
          ? {
              name: field.name,
              label: field.label,
              ...(field.hint ? { hint: field.hint } : {}),
              required: everywhere,
              kind: "select",
              options: [String(field.value)],
              multiple: false,
            }
          : { ...field, required: field.required && everywhere },
      );
    }
  }
  return [...fields.values()];
}

/**
 * One field written by two looks of a section: the same input when they agree; an object's or a
 * list's fields merged one by one (a kit FeatureGrid's items have fields the company look's lack);
 * an icon of either set picked from Lucide's, the wider set, with the build's check saying
 * which the look takes; and edited as YAML where they write it as different kinds of value.
 * Required only where both require it.
 */
export function mergedField(known: EditorField, field: EditorField): EditorField {
  const required = known.required && field.required;
  if (known.kind === "object" && field.kind === "object") {
    const byName = new Map(known.fields.map((f) => [f.name, f]));
    for (const f of field.fields) {
      const mine = byName.get(f.name);
      byName.set(f.name, mine ? mergedField(mine, f) : { ...f, required: false });
    }
    const both = new Set(field.fields.map((f) => f.name));
    const fields = [...byName.values()].map((f) =>
      both.has(f.name) ? f : { ...f, required: false },
    );
    return { ...known, required, fields };
  }
  if (known.kind === "list" && field.kind === "list") {
    return { ...known, required, item: mergedField(known.item, field.item) };
  }
  if (known.kind === "icon" && field.kind === "icon") {
    return { ...known, required, set: known.set === field.set ? known.set : "lucide" };
  }
  if (known.kind === field.kind) return { ...known, required };
  return {
    name: known.name,
    label: known.label,
    ...(known.hint ? { hint: known.hint } : {}),
    required,
    kind: "unsupported",
    reason: `the section's looks write ${known.name} as different kinds of value`,
    schema: {},
  };
}

/** One field of the form for a property `name` of JSON Schema `raw`. */
export function fieldOf(
  name: string,
  raw: JsonSchema,
  required: boolean,
  vocabulary: Vocabulary,
): EditorField {
  const node = withoutNull(raw);
  const base: FieldBase = {
    name,
    label: labelOf(name),
    ...(node.description ? { hint: node.description } : {}),
    required,
  };
  const scalar = scalarOf(name, node, vocabulary);
  if (scalar) return withScalar(base, scalar, false);

  if (node.$ref) {
    return { ...base, kind: "unsupported", reason: "a shape that holds itself", schema: node };
  }
  if (node.const !== undefined && ["string", "number", "boolean"].includes(typeof node.const)) {
    return { ...base, kind: "const", value: node.const as string | number | boolean };
  }
  if (node.anyOf ?? node.oneOf) {
    const options = flatOptions(node);
    const typeKey = discriminatorOf(options);
    if (typeKey && options.every((option) => option.type === "object")) {
      return {
        ...base,
        kind: "variants",
        typeKey,
        types: typesOf(options, typeKey, vocabulary),
        list: false,
      };
    }
    const all = options.some((option) => option.const === "all");
    const reason = all ? "all, or a list" : "a choice between shapes";
    return { ...base, kind: "unsupported", reason, schema: node };
  }
  if (node.type === "array" && node.items) {
    const bounds = {
      ...(node.minItems !== undefined ? { min: node.minItems } : {}),
      ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
    };
    const item = withoutNull(node.items);
    // A list of choices is one input that takes several (a multiple select, relation, icon).
    const itemScalar = scalarOf(name, item, vocabulary);
    if (itemScalar && CHOICES.has(itemScalar.kind)) return withScalar(base, itemScalar, true);
    if (item.anyOf ?? item.oneOf) {
      const options = flatOptions(item);
      const typeKey = discriminatorOf(options);
      if (typeKey && options.every((option) => option.type === "object")) {
        return {
          ...base,
          kind: "variants",
          typeKey,
          types: typesOf(options, typeKey, vocabulary),
          list: true,
          ...bounds,
        };
      }
    }
    return { ...base, kind: "list", item: fieldOf("item", item, true, vocabulary), ...bounds };
  }
  if (node.type === "array" && node.prefixItems) {
    return { ...base, kind: "unsupported", reason: "a tuple", schema: node };
  }
  if (node.type === "object" && node.properties) {
    return { ...base, kind: "object", fields: fieldsOf(node, vocabulary) };
  }
  if (node.type === "object") {
    return { ...base, kind: "unsupported", reason: "a map of keys the file chooses", schema: node };
  }
  return { ...base, kind: "unsupported", reason: "a value of any type", schema: node };
}

type Scalar =
  | {
      kind: "text";
      multiline: boolean;
      minLength?: number;
      maxLength?: number;
      pattern?: { regex: string; message?: string };
    }
  | { kind: "number"; integer: boolean; min?: number; max?: number }
  | { kind: "boolean" }
  | { kind: "date" }
  | { kind: "select"; options: (string | number)[] }
  | { kind: "icon"; set: "site" | "lucide" }
  | { kind: "relation"; collection: string; values: readonly string[] }
  | { kind: "media"; accept: string };

/** The scalar kinds that choose among known values, and so may choose several. */
const CHOICES = new Set<Scalar["kind"]>(["select", "icon", "relation"]);

function withScalar(base: FieldBase, scalar: Scalar, multiple: boolean): EditorField {
  return CHOICES.has(scalar.kind)
    ? ({ ...base, ...scalar, multiple } as EditorField)
    : ({ ...base, ...scalar } as EditorField);
}

/**
 * Text that may be longer than this is edited in a box of several lines; text with no limit is
 * an id, a link, a name or an address (618 fields), edited on one line.
 */
const MULTILINE_FROM = 200;

/** The input for a single value, or undefined for a list, an object or a union. */
function scalarOf(name: string, node: JsonSchema, vocabulary: Vocabulary): Scalar | undefined {
  if (node.enum) {
    const values = node.enum;
    if (sameSet(values, vocabulary.siteIcons)) return { kind: "icon", set: "site" };
    const catalogue = Object.entries(vocabulary.catalogues).find(([, slugs]) =>
      sameSet(values, slugs),
    );
    if (catalogue) return { kind: "relation", collection: catalogue[0], values: catalogue[1] };
    // The values as the schema takes them: a number stays a number (a hotspot's 50, not "50").
    return {
      kind: "select",
      options: values.map((v) => (typeof v === "number" ? v : String(v))),
    };
  }
  // A union of literals (`2 | 3 | 4` columns, a rating of 1 to 5) is a choice among them.
  const options = node.anyOf ?? node.oneOf;
  const literals = options?.map((option) => option.const);
  if (literals?.every((value) => typeof value === "string" || typeof value === "number")) {
    return { kind: "select", options: literals as (string | number)[] };
  }
  switch (node.type) {
    case "boolean":
      return { kind: "boolean" };
    case "number":
    case "integer":
      return {
        kind: "number",
        integer: node.type === "integer",
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined ? { max: node.maximum } : {}),
      };
    case "string": {
      if (node.format === "date") return { kind: "date" };
      if (vocabulary.lucideFields.includes(name)) return { kind: "icon", set: "lucide" };
      if (vocabulary.media && node.pattern === vocabulary.media.pattern)
        return { kind: "media", accept: vocabulary.media.accept };
      return {
        kind: "text",
        multiline: node.maxLength !== undefined && node.maxLength > MULTILINE_FROM,
        ...(node.minLength !== undefined ? { minLength: node.minLength } : {}),
        ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}),
        ...(node.pattern
          ? {
              pattern: {
                regex: node.pattern,
                ...(node["x-pattern-message"] ? { message: node["x-pattern-message"] } : {}),
              },
            }
          : {}),
      };
    }
    default:
      return undefined;
  }
}

/** Every field of `fields`, depth first, with its path ("sections.Hero.actions.label"). */
export function* walkFields(
  fields: readonly EditorField[],
  path: readonly string[] = [],
): Generator<{ path: string[]; field: EditorField }> {
  for (const field of fields) {
    const here = [...path, field.name];
    yield { path: here, field };
    if (field.kind === "object") yield* walkFields(field.fields, here);
    if (field.kind === "list") yield* walkFields([field.item], here);
    if (field.kind === "variants") {
      for (const type of field.types) yield* walkFields(type.fields, [...here, type.name]);
    }
  }
}
