import * as z from "zod/mini";

import { LightboxGallery } from "~/components/kit/lightbox-gallery";
import { elementId, headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

/**
 * The template kit's gallery as a content file writes it: drawn pictures with captions, opened in
 * a lightbox, optionally filtered by category (every item then names one of the filters).
 */
export const schema = z
  .strictObject({
    id: headingId,
    heading: kitIntro,
    items: z
      .array(
        z
          .strictObject({
            id: elementId.check(z.describe("Names the picture; unique in the gallery")),
            art: kitArt,
            caption: text(1, 160).check(
              z.describe("The picture's caption, shown under it and in the enlarged view"),
            ),
            category: z.optional(
              text(1, 40).check(z.describe("The picture's category, one of the filters")),
            ),
          })
          .check(z.describe("One picture with its caption")),
      )
      .check(z.minLength(1, "list the pictures"), z.describe("The pictures, in order")),
    filters: z.optional(
      z
        .array(text(1, 40).check(z.describe("One category, as its button shows it")))
        .check(z.describe("Categories to filter by (toggle buttons); each picture then needs one")),
    ),
    filterLabel: z.optional(
      text(1, 80).check(z.describe("The filter buttons' name, for screen readers")),
    ),
    layout: z.optional(
      z
        .enum(["grid", "mosaic"], "use grid or mosaic")
        .check(z.describe("grid: even tiles; mosaic: tiles of mixed sizes")),
    ),
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

export type GalleryProps = Drawn<Fields<typeof schema>>;

/** Photos or projects that open in a lightbox, optionally filtered by category. */
export function Gallery({ id, heading, tone, anchor, ...gallery }: GalleryProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <LightboxGallery {...gallery} />
    </KitSection>
  );
}
