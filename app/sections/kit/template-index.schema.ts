/**
 * What the template index (kit/template-index.tsx) takes from a content file: nothing to write.
 * Its groups and cards are the catalogue of template pages (app/content/templates/catalog.ts),
 * joined at build time, so the index and the catalogue cannot disagree.
 */
import * as z from "zod/mini";

import { templateGroups } from "~/content/templates/catalog";

import type { TemplateIndexProps } from "./template-index";

export const templateIndexSchema = z.strictObject({});

/** The index's props: every group of the catalogue. */
export const templateIndexProps = (
  fields: z.infer<typeof templateIndexSchema>,
): TemplateIndexProps => ({ ...fields, groups: templateGroups });
