import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useState } from "react";

import { Glyph } from "~/components/ui/icon";
import { useAutoplay } from "~/hooks/use-autoplay";
import { useEmbla } from "~/hooks/use-embla";
import { prefersReducedMotion } from "~/hooks/use-reduced-motion";
import { cx } from "~/lib/cx";

import { PauseButton } from "./pause-button";

import "~/styles/kit/_carousel.scss";

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Customer reviews". */
  label: string;
  /** One node per slide. */
  slides: readonly ReactNode[];
  /** Slides in view from the lg breakpoint (1 below md, up to 2 from md). */
  perView?: 1 | 2 | 3 | 4;
  /** Advance every this many ms (with a pause button); omit for a carousel that waits. */
  autoplayMs?: number;
  /** Start again after the last slide. */
  loop?: boolean;
  className?: string;
  /** Called with the index of the slide that is selected, e.g. to sync another view. */
  onSelect?: (index: number) => void;
}

/**
 * A carousel on Embla (swipe and drag), with previous/next buttons, arrow keys inside the
 * slides, focus that brings its slide into view, and a pause button when it auto-advances.
 */
export function Carousel({
  label,
  slides,
  perView = 1,
  autoplayMs,
  loop = Boolean(autoplayMs),
  className,
  onSelect,
}: CarouselProps) {
  const [viewport, embla, withEmbla] = useEmbla({ loop, align: "start" });
  const [selected, setSelected] = useState(0);
  const [edges, setEdges] = useState({ prev: loop, next: true });

  useEffect(() => {
    if (!embla) return undefined;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    };
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla]);

  useEffect(() => onSelect?.(selected), [onSelect, selected]);

  const next = useCallback(() => {
    if (!embla) return;
    if (embla.canScrollNext()) embla.scrollNext(prefersReducedMotion());
    else embla.scrollTo(0, prefersReducedMotion());
  }, [embla]);
  const autoplay = useAutoplay(next, autoplayMs);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") withEmbla((api) => api.scrollNext(prefersReducedMotion()));
    else if (event.key === "ArrowLeft") withEmbla((api) => api.scrollPrev(prefersReducedMotion()));
    else return;
    event.preventDefault();
  };

  return (
    <div
      className={cx("kit-carousel", `kit-carousel-${perView}`, className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {/* Focusable so arrow keys work when no slide holds a link (as a scrolling region must
          be); the keys are Embla's scrollPrev/scrollNext. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <div
        className="kit-carousel-viewport"
        ref={viewport}
        tabIndex={0}
        aria-label={`${label}: slides, use the arrow keys to move`}
        role="group"
        onKeyDown={onKeyDown}
        {...autoplay.holdProps}
      >
        {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
        <div className="kit-carousel-track" aria-live={autoplay.playing ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <div
              // Slides are positional: their content has no key of its own.
              key={index}
              className="kit-carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="kit-carousel-controls">
        {autoplayMs ? (
          <PauseButton playing={autoplay.playing} onToggle={autoplay.toggle} what="slides" />
        ) : null}
        <button
          type="button"
          className="kit-round-btn"
          aria-label="Previous slide"
          disabled={!edges.prev}
          onClick={() => withEmbla((api) => api.scrollPrev(prefersReducedMotion()))}
        >
          <Glyph icon={ChevronLeft} size={20} />
        </button>
        <span className="kit-carousel-count" aria-hidden="true">
          {selected + 1} / {slides.length}
        </span>
        <button
          type="button"
          className="kit-round-btn"
          aria-label="Next slide"
          disabled={!edges.next}
          onClick={() => withEmbla((api) => api.scrollNext(prefersReducedMotion()))}
        >
          <Glyph icon={ChevronRight} size={20} />
        </button>
      </div>
    </div>
  );
}
