/**
 * Shared data as YAML collections (content/site.yaml, …; decision 0023): a file is read and
 * checked against its zod schema, each mistake named by the file, its line and the field's
 * path, and written as a TypeScript module under app/content/generated/ (git-ignored) that the
 * app, the server and the section schemas that join entries into pages import. It runs where
 * app/routes.ts runs and in the content plugin's `config` hook (vite.content.ts), like the
 * content route modules, and again when a collection's file changes in dev, so neither YAML nor
 * zod reaches the browser, and the server reads plain data at run time.
 */
import type * as z from "zod/mini";

import { ICON_FIELDS, LUCIDE_NAME } from "./vocab/icon-names.ts";
import { ContentError, issueMessages, type LocatedYaml, parseLocatedYaml } from "./yaml.ts";

/** A collection file that fails its schema: the file, then one line per mistake. */
export { ContentError as CollectionError };

/** The data of a collection file, checked: `file` names it in messages. */
export function readCollection<S extends z.ZodMiniType>(
  file: string,
  source: string,
  schema: S,
): z.infer<S> {
  const { data, where } = parseLocatedYaml(file, source, 1, "(the file)");
  return checkCollection(file, data, schema, where);
}

/**
 * A collection's data, checked against its schema: each mistake named by `where` (the file's
 * line and the field's path; the editor, app/admin/checks.ts, names the field alone).
 */
export function checkCollection<S extends z.ZodMiniType>(
  file: string,
  data: unknown,
  schema: S,
  where: LocatedYaml["where"],
): z.infer<S> {
  const checked = schema.safeParse(data);
  if (checked.success) return checked.data;
  throw new ContentError(file, issueMessages(checked.error.issues, where));
}

/** What a collection's generated module is written from. */
export interface Collection {
  /** The YAML file, from the repository root. */
  file: string;
  /** The name the module exports the data as. */
  name: string;
  /**
   * The schema the data satisfies, as its module exports it: `schema` its name, `from` the
   * module's specifier from the generated module.
   */
  type: { schema: string; from: string };
  /**
   * Only for data the browser draws (a shop's products): each Lucide icon an icon field names
   * (`motif: lamp`, ./icons.ts) imported as its component, and each object the file writes more
   * than once (a YAML alias, `*clay`) declared once and shared, as a TypeScript module would.
   * Without it (the server's collections, entries joined into pages) the module is plain JSON.
   */
  components?: boolean;
}

const isIconField = (key: string) => (ICON_FIELDS as readonly string[]).includes(key);

/** "shield-check" → "IconShieldCheck": the local name of an imported Lucide icon. */
const iconLocal = (name: string) =>
  `Icon${name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase())}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** How often each object (by its JSON) occurs in `value`. */
function countObjects(value: unknown, counts: Map<string, number>) {
  if (Array.isArray(value)) {
    for (const item of value) countObjects(item, counts);
  } else if (isObject(value)) {
    const json = JSON.stringify(value);
    counts.set(json, (counts.get(json) ?? 0) + 1);
    for (const item of Object.values(value)) countObjects(item, counts);
  }
}

/** `data` as literals, its icons as components and repeated objects shared (`components`). */
function componentLiterals(data: unknown) {
  const counts = new Map<string, number>();
  countObjects(data, counts);
  const icons = new Set<string>();
  const shared = new Map<string, string>();
  const declarations: string[] = [];
  const literal = (value: unknown, key?: string): string => {
    if (key !== undefined && isIconField(key) && typeof value === "string") {
      if (!LUCIDE_NAME.test(value)) throw new Error(`${key}: ${value} is not a Lucide icon name`);
      icons.add(value);
      return iconLocal(value);
    }
    if (Array.isArray(value)) return `[${value.map((item) => literal(item)).join(", ")}]`;
    if (!isObject(value)) return JSON.stringify(value);
    const json = JSON.stringify(value);
    const known = shared.get(json);
    if (known !== undefined) return known;
    const fields = Object.entries(value).map(
      ([field, item]) => `${JSON.stringify(field)}: ${literal(item, field)}`,
    );
    const text = `{ ${fields.join(", ")} }`;
    if ((counts.get(json) ?? 0) < 2 || value === data) return text;
    const name = `shared${shared.size}`;
    shared.set(json, name);
    declarations.push(`const ${name} = ${text} as const;`);
    return name;
  };
  const body = literal(data);
  const imports = [...icons]
    .sort()
    .map((name) => `import ${iconLocal(name)} from "lucide-react/icons/${name}";`);
  return { imports, declarations, body };
}

/** The source of a collection's generated module. */
export function collectionModuleSource(collection: Collection, data: unknown): string {
  const { file, name, type, components } = collection;
  const { imports, declarations, body } = components
    ? componentLiterals(data)
    : { imports: [], declarations: [], body: JSON.stringify(data, null, 2) };
  return [
    `// Generated from ${file} (content.config.ts); edit that file, not this one.`,
    ...imports,
    `import type * as z from "zod/mini";`,
    ``,
    ...(components
      ? [`import type { GeneratedData } from "../../lib/content/vocab/collection-fields";`]
      : []),
    `import type { ${type.schema} } from "${type.from}";`,
    ``,
    ...declarations,
    components
      ? `export const ${name} = ${body} as const satisfies GeneratedData<z.output<typeof ${type.schema}>, true>;`
      : `export const ${name} = ${body} as const satisfies z.output<typeof ${type.schema}>;`,
    ``,
  ].join("\n");
}
