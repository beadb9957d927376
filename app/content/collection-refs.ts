/**
 * What a collection may take from the collections it names (app/content-collections.ts): their
 * checked data, read from their files with the shared reader, so that a case study names a
 * service by its slug and a service's text writes {{products.shadowcradle.name}}, each fact
 * written once. Used by the collections' schemas, which run when the collections are generated:
 * whatever a mistake is, it stops the build with the file, the line and the field's path.
 */
import * as z from "zod/mini";

import { readCollection } from "../lib/content/generated-collections.ts";
import { fillVariables } from "../lib/content/vocab/variables-fill.ts";
import { productsSchema } from "./products.schema.ts";
import { siteSchema } from "./site.schema.ts";

/**
 * The text of each collection file under content/ (not in a folder), by its path from the
 * repository root: imported as Vite loads this module (the compiler's runner, Vitest, the
 * editor's build), so that the editor's check in the browser reads what the build reads.
 */
const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../../content/*.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  ).map(([key, text]) => [key.replace(/^(\.\.\/)+/, ""), text]),
);

/** A collection file's checked data; `file` is from the repository root. */
export function collectionData<S extends z.ZodMiniType>(file: string, schema: S): z.infer<S> {
  const source = SOURCES[file];
  if (source === undefined) throw new Error(`${file}: not a collection file under content/`);
  return readCollection(file, source, schema);
}

/** What a collection's text may write as {{…}}: {{site.…}} and {{products.<slug>.…}}. */
function collectionVariables() {
  const products = collectionData("content/products.yaml", productsSchema);
  return {
    site: collectionData("content/site.yaml", siteSchema),
    products: Object.fromEntries(products.map((product) => [product.slug, product])),
  };
}

/** `schema`, checked after the {{…}} in the file's text are filled; an unknown name fails. */
export const withVariables = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    z.transform((data: unknown, ctx) => {
      const unknown: { path: (string | number)[]; name: string }[] = [];
      const filled = fillVariables(data, collectionVariables(), [], unknown);
      for (const { path, name } of unknown) {
        ctx.issues.push({
          code: "custom",
          input: data,
          path,
          message: `{{${name}}} is not a value the site knows: write {{site.…}} or {{products.<slug>.…}}`,
        });
      }
      return filled;
    }),
    schema,
  );

/**
 * A check of a list whose entries name entries of another collection by slug: `refs` gives each
 * entry's references as [field path, slug]; a slug the other file does not list fails at its
 * field, and the message lists what may be written there.
 */
export const slugsIn = <T>(
  other: { file: string; schema: z.ZodMiniType<readonly { slug: string }[]> },
  refs: (entry: T) => [(string | number)[], string][],
) =>
  z.superRefine((list: readonly T[], ctx) => {
    const known = collectionData(other.file, other.schema).map((entry) => entry.slug);
    list.forEach((entry, index) => {
      for (const [path, value] of refs(entry)) {
        if (known.includes(value)) continue;
        ctx.issues.push({
          code: "custom",
          input: value,
          path: [index, ...path],
          message: `"${value}" is not a slug of ${other.file}: write one of ${known.join(", ")}`,
        });
      }
    });
  });
