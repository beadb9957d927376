/**
 * What the template kit's gallery (kit/gallery.tsx) takes from a content file: drawn pictures
 * with captions, opened in a lightbox, optionally filtered by category (every item then names
 * one of the filters).
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { GalleryProps } from "./gallery";

export const gallerySchema = z
  .strictObject({
    id: elementId,
    heading: kitIntro,
    items: z
      .array(
        z.strictObject({
          id: elementId,
          art: kitArt,
          caption: text(1, 160),
          category: z.optional(text(1, 40)),
        }),
      )
      .check(z.minLength(1, "list the pictures")),
    filters: z.optional(z.array(text(1, 40))),
    filterLabel: z.optional(text(1, 80)),
    layout: z.optional(z.enum(["grid", "mosaic"], "use grid or mosaic")),
    tone: kitTone,
    anchor: kitAnchor,
  })
  .check(
    z.refine(
      ({ items, filters }) =>
        !filters || items.every((item) => item.category && filters.includes(item.category)),
      { message: "with filters, give every picture one of them as its category", path: ["items"] },
    ),
  );

export const galleryFields = (fields: z.infer<typeof gallerySchema>): IconNamed<GalleryProps> =>
  fields;
