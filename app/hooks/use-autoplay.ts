import { type FocusEvent, useEffect, useRef, useState } from "react";

import { useReducedMotion } from "./use-reduced-motion";

export interface Autoplay {
  /** Whether the slides advance on their own (the pause button shows "Pause"). */
  playing: boolean;
  /** For the pause/play button. */
  toggle: () => void;
  /** Spread on the region: hovering it or focusing inside it holds the slides still. */
  holdProps: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Auto-advance for slides and carousels: calls `advance` every `intervalMs` while playing.
 * Off under prefers-reduced-motion until the visitor presses play; the visitor's pause wins
 * over everything; hover and keyboard focus hold it while they last (WCAG 2.2.2).
 */
export function useAutoplay(advance: () => void, intervalMs: number | undefined): Autoplay {
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const playing = Boolean(intervalMs) && (choice ?? !reduced);
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  });

  useEffect(() => {
    if (!playing || held || !intervalMs) return undefined;
    const timer = window.setInterval(() => advanceRef.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, held, intervalMs]);

  return {
    playing,
    toggle: () => setChoice(!playing),
    holdProps: {
      onPointerEnter: () => setHeld(true),
      onPointerLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      },
    },
  };
}
