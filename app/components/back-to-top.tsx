import { useEffect, useRef } from "react";

import { Icon } from "~/components/ui/icon";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { BACK_TO_TOP_THRESHOLD_PX } from "~/lib/constants";
import { cx } from "~/lib/cx";
import { ringDashOffset, scrollProgress } from "~/lib/scroll-progress";

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Floating button that appears after BACK_TO_TOP_THRESHOLD_PX of scroll, with a ring showing
 * progress. Hidden with `visibility`, which also takes it out of the tab order.
 */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  const ring = useRef<SVGCircleElement>(null);

  // The ring follows every scroll frame, so it is updated directly rather than through React state.
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const progress = scrollProgress(window.scrollY, root.scrollHeight, window.innerHeight);
      ring.current?.setAttribute("stroke-dashoffset", ringDashOffset(progress, RADIUS).toFixed(2));
      ring.current?.parentElement?.setAttribute("data-progress", progress.toFixed(3));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    // The page's height changes without a scroll too: sections below the fold take their real
    // height as they first render (decision 0013), answers open, images arrive.
    const resized = new ResizeObserver(onScroll);
    resized.observe(document.body);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      resized.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const onClick = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
    // The button disappears at the top; keep keyboard users at the start of the page.
    document.getElementById("top")?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={cx("back-to-top", visible && "is-visible")}
      aria-label="Back to top"
      onClick={onClick}
    >
      <svg
        className="back-to-top-ring"
        width="52"
        height="52"
        viewBox="0 0 52 52"
        aria-hidden="true"
      >
        <circle className="back-to-top-track" cx="26" cy="26" r={RADIUS} />
        <circle
          ref={ring}
          className="back-to-top-progress"
          cx="26"
          cy="26"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE.toFixed(2)}
          strokeDashoffset={CIRCUMFERENCE.toFixed(2)}
        />
      </svg>
      <Icon name="arrow-up" size={20} />
    </button>
  );
}
