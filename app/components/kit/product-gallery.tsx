import type { LucideIcon } from "lucide-react";
import Expand from "lucide-react/icons/expand";
import { useState } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";

import { Glyph } from "~/components/ui/icon";

import { Artwork } from "./artwork";
import { KitModal } from "./modal";

import "~/styles/kit/_product-gallery.scss";

export interface ProductGalleryProps {
  /** Accessible name of the thumbnails: "Product photos". */
  label: string;
  /** The product's name, for the pictures' descriptions. */
  name: string;
  /** Seed of its pictures (the product id). */
  seed: string;
  motif: LucideIcon;
  /** The chosen colour: name and drawn colour. */
  colour: { name: string; hex: string } | undefined;
  /** What each picture shows: "Front", "Detail". */
  views: readonly string[];
}

/**
 * A product's pictures in the chosen colour: a large view, thumbnails to pick it (a React Aria
 * toggle button group: arrow keys move between them) and a larger view in a dialog.
 */
export function ProductGallery({ label, name, seed, motif, colour, views }: ProductGalleryProps) {
  const [view, setView] = useState(views[0] ?? "");
  const [zoom, setZoom] = useState(false);
  const index = Math.max(0, views.indexOf(view));
  const alt = (shown: string) =>
    `${name}${colour ? ` in ${colour.name}` : ""}: ${shown.toLowerCase()}`;
  const art = (at: number, width: number) => (
    <Artwork
      seed={`${seed}-${at}`}
      motif={motif}
      tint={colour?.hex}
      alt={alt(views[at] ?? "")}
      ratio="1:1"
      width={width}
    />
  );
  return (
    <div className="kit-pgallery">
      <div className="kit-pgallery-main">
        {art(index, 640)}
        <button
          type="button"
          className="kit-round-btn kit-pgallery-zoom"
          aria-label="View larger"
          aria-haspopup="dialog"
          onClick={() => setZoom(true)}
        >
          <Glyph icon={Expand} size={18} />
        </button>
      </div>
      <ToggleButtonGroup
        aria-label={label}
        className="kit-pgallery-thumbs"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[view]}
        onSelectionChange={(keys) => {
          const [key] = [...keys];
          if (key !== undefined) setView(String(key));
        }}
      >
        {views.map((entry, at) => (
          <ToggleButton key={entry} id={entry} className="kit-pgallery-thumb" aria-label={entry}>
            <Artwork
              seed={`${seed}-${at}`}
              motif={motif}
              tint={colour?.hex}
              alt=""
              ratio="1:1"
              width={96}
            />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <KitModal
        isOpen={zoom}
        onOpenChange={setZoom}
        title={alt(view)}
        className="kit-pgallery-modal"
      >
        {art(index, 900)}
      </KitModal>
    </div>
  );
}
