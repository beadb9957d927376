import { type ReactNode, useState } from "react";

import { cx } from "~/lib/cx";

import { PauseButton } from "./pause-button";

import "~/styles/kit/_marquee.scss";

export interface MarqueeProps {
  /** Accessible name of the list, e.g. "Client logos". */
  label: string;
  /** The items, read once by assistive technology. */
  items: readonly { id: string; content: ReactNode }[];
  /** Scroll right to left (default) or left to right. */
  reverse?: boolean;
  className?: string;
}

/**
 * A list that scrolls sideways forever (CSS animation, a hidden second copy closes the loop).
 * It has a pause button, and under prefers-reduced-motion it stands still and wraps.
 */
export function Marquee({ label, items, reverse, className }: MarqueeProps) {
  const [playing, setPlaying] = useState(true);
  const list = (copy: boolean) => (
    <ul
      className="kit-marquee-list"
      aria-label={copy ? undefined : label}
      aria-hidden={copy || undefined}
    >
      {items.map((item) => (
        <li key={item.id} className="kit-marquee-item">
          {item.content}
        </li>
      ))}
    </ul>
  );
  return (
    <div
      className={cx(
        "kit-marquee",
        reverse && "kit-marquee-reverse",
        !playing && "is-paused",
        className,
      )}
    >
      <div className="kit-marquee-viewport">
        <div className="kit-marquee-track">
          {list(false)}
          {list(true)}
        </div>
      </div>
      <div className="kit-marquee-controls">
        <PauseButton
          playing={playing}
          onToggle={() => setPlaying(!playing)}
          what={label.toLowerCase()}
        />
      </div>
    </div>
  );
}
