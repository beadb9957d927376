import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { startTransition, useCallback, useEffect, useRef } from "react";

type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];
/** Embla's API, once it has measured the viewport. */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla's React hook, with its viewport ref set in a transition. Embla keeps the viewport
 * element in state through that ref, and React runs ref callbacks during a commit, where a state
 * update is synchronous: after hydration it made React flush every component's effects and
 * re-render at once, in the commit's task (52 ms at 1x CPU on /landing/shop/v1). In a
 * transition that work comes in tasks of its own.
 *
 * Embla's API arrives a render later, so `withEmbla` keeps a move asked for before then (a
 * press right after hydration) and makes it once Embla is ready: no first press is lost.
 */
export function useEmbla(options?: EmblaOptions) {
  const [setViewport, embla] = useEmblaCarousel(options);
  const viewport = useCallback(
    (node: HTMLElement | null) => startTransition(() => setViewport(node)),
    [setViewport],
  );
  const waiting = useRef<((api: EmblaApi) => void)[]>([]);
  useEffect(() => {
    if (embla) for (const move of waiting.current.splice(0)) move(embla);
  }, [embla]);
  const withEmbla = useCallback(
    (move: (api: EmblaApi) => void) => {
      if (embla) move(embla);
      else waiting.current.push(move);
    },
    [embla],
  );
  return [viewport, embla, withEmbla] as const;
}
