import { useState } from "react";

import { useAutoplay } from "~/hooks/use-autoplay";
import { cx } from "~/lib/cx";

import { type Art, Artwork } from "./artwork";
import { PauseButton } from "./pause-button";

export interface FadeSlidesProps {
  /** Accessible name, e.g. "Studio photos". */
  label: string;
  slides: readonly Art[];
  /** Time each slide shows, in ms. */
  intervalMs?: number;
}

/**
 * Background pictures that cross-fade on their own, with a pause button and a dot per slide.
 * Still under prefers-reduced-motion (until the visitor presses play).
 */
export function FadeSlides({ label, slides, intervalMs = 6000 }: FadeSlidesProps) {
  const [current, setCurrent] = useState(0);
  const autoplay = useAutoplay(
    () => setCurrent((index) => (index + 1) % slides.length),
    intervalMs,
  );
  return (
    <div className="kit-fade" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="kit-fade-slides">
        {slides.map((slide, index) => (
          <div
            key={slide.seed}
            className={cx("kit-fade-slide", index === current && "is-current")}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            aria-hidden={index !== current}
          >
            <Artwork {...slide} ratio="16:9" width={1600} cover />
          </div>
        ))}
      </div>
      <div className="kit-fade-controls">
        <PauseButton playing={autoplay.playing} onToggle={autoplay.toggle} what="slideshow" />
        {slides.map((slide, index) => (
          <button
            key={slide.seed}
            type="button"
            className={cx("kit-fade-dot", index === current && "is-current")}
            aria-label={`Show slide ${index + 1}`}
            aria-pressed={index === current}
            onClick={() => setCurrent(index)}
          />
        ))}
      </div>
    </div>
  );
}
