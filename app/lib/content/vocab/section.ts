/**
 * The props a section's schema gives it: what a content file may write, after the check,
 * read-only all the way down (a section draws its fields; it never changes them). A section
 * module exports its `schema` and types its props from it, so its shape is written once:
 *
 *   export const schema = z.strictObject({ title: text(1, 80).check(z.describe("…")) });
 *   export type FaqProps = Fields<typeof schema>;
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type * as z from "zod/mini";

import type { ICON_FIELDS } from "./icon-names.ts";

type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? readonly DeepReadonly<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
      : T;

/** A schema's checked data, deeply read-only: a section's props (before its `resolve`). */
export type Fields<Schema extends z.ZodMiniType> = DeepReadonly<z.output<Schema>>;

type IconField = (typeof ICON_FIELDS)[number];

/** An icon field's value once drawn: a name becomes its Lucide component. */
type DrawnIcon<T> = T extends string ? LucideIcon : Drawn<T>;

/**
 * A template page's data as its sections get it from ContentSections (../render.tsx): each
 * Lucide icon a file names (`icon: mail`, `motif: umbrella`) put in place as its component, and
 * each part (`{ part: PhoneSpread, … }`) drawn by its component. A kit section whose fields
 * name icons or parts types its props `Drawn<Fields<typeof schema>>`.
 */
export type Drawn<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? readonly Drawn<Item>[]
    : T extends { readonly part: string }
      ? ReactNode
      : T extends object
        ? { [Key in keyof T]: Key extends IconField ? DrawnIcon<T[Key]> : Drawn<T[Key]> }
        : T;
