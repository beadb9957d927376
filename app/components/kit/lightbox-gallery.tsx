import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { type KeyboardEvent, useState } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";

import { Glyph } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { type Art, Artwork } from "./artwork";
import { KitModal } from "./modal";

import "~/styles/kit/_gallery.scss";

export interface GalleryItem {
  id: string;
  art: Art;
  /** Shown under the picture in the lightbox, and as the open button's name. */
  caption: string;
  /** Category for the filter; needed when the gallery has filters. */
  category?: string;
}

export interface LightboxGalleryProps {
  items: readonly GalleryItem[];
  /** Categories to filter by ("All" is added first); no filter when omitted. */
  filters?: readonly string[];
  /** Name of the filter group, e.g. "Filter photos by space". */
  filterLabel?: string;
  /** Masonry-like mosaic (first item large) or an even grid. */
  layout?: "grid" | "mosaic";
  className?: string;
}

const ALL = "All";

/**
 * A picture grid that opens each picture in a lightbox dialog (previous/next buttons and
 * arrow keys inside it), optionally filtered by category with a toggle button group.
 */
export function LightboxGallery({
  items,
  filters,
  filterLabel = "Filter",
  layout = "grid",
  className,
}: LightboxGalleryProps) {
  const [filter, setFilter] = useState(ALL);
  const [open, setOpen] = useState<number | null>(null);
  const shown = filter === ALL ? items : items.filter((item) => item.category === filter);
  const current = open === null ? undefined : shown[open];
  const step = (delta: number) =>
    setOpen((index) => (index === null ? null : (index + delta + shown.length) % shown.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
  };

  return (
    <div className={cx("kit-gallery", className)}>
      {filters && (
        <ToggleButtonGroup
          aria-label={filterLabel}
          className="kit-chips kit-gallery-filters"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[filter]}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            if (key !== undefined) setFilter(String(key));
          }}
        >
          {[ALL, ...filters].map((name) => (
            <ToggleButton key={name} id={name} className="kit-chip">
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <ul className={cx("kit-gallery-grid", `kit-gallery-${layout}`)} aria-live="polite">
        {shown.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className="kit-gallery-open"
              aria-label={`Open photo: ${item.caption}`}
              onClick={() => setOpen(index)}
            >
              {/* 4:3 everywhere: the mosaic's large first cell spans two by two of them. */}
              <Artwork {...item.art} alt="" ratio="4:3" width={480} />
            </button>
          </li>
        ))}
      </ul>
      <KitModal
        isOpen={current !== undefined}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        title={current ? `${current.caption} (${(open ?? 0) + 1} of ${shown.length})` : ""}
        showTitle={false}
        className="kit-lightbox"
      >
        {current && (
          // Arrow keys move between photos while the dialog has focus.
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions
          <div className="kit-lightbox-body" onKeyDown={onKeyDown}>
            <Artwork {...current.art} ratio="3:2" width={900} />
            <div className="kit-lightbox-bar">
              <button
                type="button"
                className="kit-round-btn"
                aria-label="Previous photo"
                onClick={() => step(-1)}
              >
                <Glyph icon={ChevronLeft} size={20} />
              </button>
              <p className="kit-lightbox-caption" aria-live="polite">
                {current.caption}{" "}
                <span className="kit-muted">
                  ({(open ?? 0) + 1} of {shown.length})
                </span>
              </p>
              <button
                type="button"
                className="kit-round-btn"
                aria-label="Next photo"
                onClick={() => step(1)}
              >
                <Glyph icon={ChevronRight} size={20} />
              </button>
            </div>
          </div>
        )}
      </KitModal>
    </div>
  );
}
