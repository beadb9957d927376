/**
 * A checked YAML collection as a JavaScript module (vite.content.ts compiles one for a module
 * that imports it, e.g. the shop's catalogue): its data as literals, each Lucide icon it names
 * (`motif: lamp`) imported as the icon's component, and each object the file writes more than
 * once (a YAML alias, `*clay`) written once and shared, as a TypeScript module would.
 *
 * Runs where vite.content.ts runs: relative imports only, no "~/" alias.
 */
import { ICON_FIELDS, LUCIDE_NAME } from "./icons.ts";

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

/** The module's source: `export default` the data, icons imported, repeated objects shared. */
export function collectionModuleSource(data: unknown): string {
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
    declarations.push(`const ${name} = ${text};`);
    return name;
  };
  const body = literal(data);
  return [
    ...[...icons]
      .sort()
      .map((name) => `import ${iconLocal(name)} from "lucide-react/icons/${name}";`),
    ...declarations,
    `export default ${body};`,
    ``,
  ].join("\n");
}
