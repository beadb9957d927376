/**
 * What a collection may take from the collections it names (app/content-collections.ts): their
 * checked data, read from their files with the shared reader, so that a case study names a
 * service by its slug and a service's text writes {{products.shadowcradle.name}}, each fact
 * written once. Used by the collections' schemas, which run when the collections are generated:
 * whatever a mistake is, it stops the build with the file, the line and the field's path.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import * as z from "zod/mini";

import { readCollection } from "../lib/content/generated-collections.ts";
import { fillVariables } from "../lib/content/vocab/variables-fill.ts";
import { productsSchema } from "./products.schema.ts";
import { siteSchema } from "./site.schema.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** A collection file's checked data; `file` is from the repository root. */
export function collectionData<S extends z.ZodMiniType>(file: string, schema: S): z.infer<S> {
  return readCollection(file, readFileSync(join(ROOT, file), "utf8"), schema);
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
