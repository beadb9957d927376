/**
 * {{name.path}} in content files: a value written once (the site config, a catalogue entry)
 * filled into every string that names it. The page files (page.ts) and the collections
 * (app/content/collection-refs.ts) fill with it.
 */
/** Values a content file may use as {{name.path}}, e.g. {{site.brand}}. */
export type ContentVariables = Record<string, unknown>;

const VARIABLE = /\{\{\s*([a-zA-Z][\w.-]*)\s*\}\}/g;

/** The value at a dotted path ("products.shadowcradle.name", "sections.2.title") of `variables`. */
export function lookUp(variables: unknown, name: string): unknown {
  return name
    .split(".")
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === "object"
          ? (value as Record<string, unknown>)[key]
          : undefined,
      variables,
    );
}

/** Fills {{…}} in every string of `value`; names nothing resolves are reported by path. */
export function fillVariables(
  value: unknown,
  variables: ContentVariables,
  path: (string | number)[] = [],
  unknown: { path: (string | number)[]; name: string }[] = [],
): unknown {
  if (typeof value === "string") {
    return value.replace(VARIABLE, (token, name: string) => {
      const found = lookUp(variables, name);
      if (typeof found === "string" || typeof found === "number") return String(found);
      unknown.push({ path, name });
      return token;
    });
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => fillVariables(item, variables, [...path, index], unknown));
  }
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillVariables(item, variables, [...path, key], unknown),
      ]),
    );
  }
  return value;
}
