/**
 * Field schemas the collections' schemas share (content/*.yaml; app/content-collections.ts).
 * The messages say what to write, since the person reading them edits YAML.
 */
import type { LucideIcon } from "lucide-react";
import * as z from "zod/mini";

import type { ICON_FIELDS } from "./icon-names.ts";

/** Text of at most `max` characters. */
export const text = (max: number) =>
  z
    .string("write it as text")
    .check(
      z.minLength(1, "write at least 1 character"),
      z.maxLength(max, `keep it to ${max} characters or fewer`),
    );

/** Text the code fills in: it must name each of `names` in braces ({count}, {query}). */
export const withPlaceholders = (names: readonly string[], max: number) =>
  text(max).check(
    z.refine(
      (value) => names.every((name) => value.includes(`{${name}}`)),
      `write ${names.map((name) => `{${name}}`).join(" and ")} where the value goes`,
    ),
  );

/** A URL-safe identifier, which pages and sections name the entry by. */
export const slug = z
  .string("write the slug as text")
  .check(
    z.regex(/^[a-z0-9-]+$/, "use lowercase letters, digits and hyphens"),
    z.describe(
      "The entry's name in addresses and wherever pages name it; lowercase words joined by hyphens",
    ),
  );

/** Whether an entry is offered now or announced. */
export const status = z
  .enum(["available", "soon"], "write available or soon")
  .check(z.describe("available: offered now; soon: announced, linked to its coming-soon page"));

/**
 * A catalogue: at least one entry, each with its own slug (`noun` names an entry). A slug
 * written twice fails at the second entry's `slug`, so the message names its line.
 */
export const catalogue = <S extends z.ZodMiniType<{ slug: string }>>(entry: S, noun: string) =>
  z.array(entry).check(
    z.minLength(1, `list at least one ${noun}`),
    z.superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach(({ slug }, index) => {
        if (seen.has(slug)) {
          ctx.issues.push({
            code: "custom",
            path: [index, "slug"],
            message: `${slug} is written twice: give each ${noun} its own slug`,
            input: slug,
          });
        }
        seen.add(slug);
      });
    }),
    z.describe(`Every ${noun}, in the order pages list them`),
  );

/**
 * A collection's checked data (`T`, its schema's type) as its generated module holds it
 * (`as const satisfies` this type): read-only throughout, and in a collection written with
 * `components: true` (app/content-collections.ts) each icon field (`icon`, `motif`) the Lucide
 * component it names.
 */
export type GeneratedData<T, Components extends boolean = false> = T extends readonly (infer U)[]
  ? readonly GeneratedData<U, Components>[]
  : T extends object
    ? {
        readonly [K in keyof T]: Components extends true
          ? K extends (typeof ICON_FIELDS)[number]
            ? LucideIcon
            : GeneratedData<T[K], Components>
          : GeneratedData<T[K], Components>;
      }
    : T;
