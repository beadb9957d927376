/**
 * The props a section's schema gives it: what a content file may write, after the check,
 * read-only all the way down (a section draws its fields; it never changes them). A section
 * module exports its `schema` and types its props from it, so its shape is written once:
 *
 *   export const schema = z.strictObject({ title: text(1, 80).check(z.describe("…")) });
 *   export type FaqProps = Fields<typeof schema>;
 */
import type * as z from "zod/mini";

type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? readonly DeepReadonly<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
      : T;

/** A schema's checked data, deeply read-only: a section's props (before its `resolve`). */
export type Fields<Schema extends z.ZodMiniType> = DeepReadonly<z.output<Schema>>;
