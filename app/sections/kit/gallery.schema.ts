/**
 * What the template kit's gallery (kit/gallery.tsx) takes from a content file: drawn pictures
 * that open in a lightbox, optionally filtered by category.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/fields";
import type { IconNamed } from "~/lib/content/icons";
import { kitArt, kitSectionFields } from "~/lib/content/kit-fields";

import type { GalleryProps } from "./gallery";

const item = z.strictObject({
  id: elementId,
  art: kitArt,
  caption: text(1, 160),
  category: z.optional(text(1, 40)),
});

export const gallerySchema = z
  .strictObject({
    ...kitSectionFields,
    items: z.array(item).check(z.minLength(1, "list the pictures")),
    filters: z.optional(z.array(text(1, 40))),
    filterLabel: z.optional(text(1, 80)),
    layout: z.optional(z.enum(["grid", "mosaic"], "use grid or mosaic")),
  })
  .check(
    z.refine(
      ({ filters, items }) =>
        filters === undefined ||
        items.every((item) => item.category !== undefined && filters.includes(item.category)),
      { message: "give each picture a category the filters list", path: ["items"] },
    ),
  );

export const galleryFields = (fields: z.infer<typeof gallerySchema>): IconNamed<GalleryProps> =>
  fields;
