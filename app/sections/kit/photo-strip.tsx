import { type Art, Artwork } from "~/components/kit/artwork";

import "~/styles/kit/_photo-strip.scss";

export interface PhotoStripProps {
  id: string;
  /** The strip's heading, for screen readers ("From our studio"). */
  title: string;
  photos: readonly Art[];
}

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
