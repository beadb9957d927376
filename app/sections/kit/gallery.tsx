import { type GalleryItem, LightboxGallery } from "~/components/kit/lightbox-gallery";

import { type KitIntro, KitSection, type Tone } from "./section";

export interface GalleryProps {
  id: string;
  heading: KitIntro;
  items: readonly GalleryItem[];
  /** Category filter (toggle buttons); each item then needs a category. */
  filters?: readonly string[];
  filterLabel?: string;
  layout?: "grid" | "mosaic";
  tone?: Tone;
  anchor?: string;
}

/** Photos or projects that open in a lightbox, optionally filtered by category. */
export function Gallery({ id, heading, tone, anchor, ...gallery }: GalleryProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <LightboxGallery {...gallery} />
    </KitSection>
  );
}
