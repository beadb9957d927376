import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { elementId, text } from "~/lib/content/vocab/fields";
import { kitArt } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import "~/styles/kit/_photo-strip.scss";

/**
 * What a content file gives the photo strip: a row of drawn pictures and the strip's heading,
 * which only screen readers hear.
 */
export const schema = z.strictObject({
  id: elementId.check(z.describe("The id of the strip's hidden heading; unique on the page")),
  title: text(1, 100).check(
    z.describe('The strip\'s heading, for screen readers ("From our studio")'),
  ),
  photos: z
    .array(kitArt.check(z.describe("-")))
    .check(z.minLength(1, "list the pictures"), z.describe("The pictures, left to right")),
});

export type PhotoStripProps = Drawn<Fields<typeof schema>>;

/** A full-width row of square pictures that closes a page. */
export function PhotoStrip({ id, title, photos }: PhotoStripProps) {
  return (
    <section className="kit-strip" aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {title}
      </h2>
      <ul className="kit-strip-list">
        {photos.map((photo) => (
          <li key={photo.seed}>
            <Artwork {...photo} ratio="1:1" width={320} />
          </li>
        ))}
      </ul>
    </section>
  );
}
