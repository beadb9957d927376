import { useEffect, useState } from "react";

import { useAfterHydration } from "~/hooks/use-after-hydration";
import { pad2, timeLeft } from "~/lib/countdown";
import { cx } from "~/lib/cx";

import "~/styles/kit/_countdown.scss";

export interface CountdownProps {
  /** The moment it counts down to (epoch ms), or a function of the current time for a rolling deadline. */
  target: number | ((now: number) => number);
  /** Accessible name, e.g. "Time left in the sale". */
  label: string;
  /** Said when the target has passed. */
  doneText: string;
  className?: string;
}

const UNITS = [
  ["days", "Days"],
  ["hours", "Hours"],
  ["minutes", "Minutes"],
  ["seconds", "Seconds"],
] as const;

/**
 * Days, hours, minutes and seconds to a moment, ticking each second; never negative. The
 * prerendered HTML cannot know the time, so it shows dashes until the page has hydrated.
 * Screen readers get a timer whose label states the time left, not each tick.
 */
export function Countdown({ target, label, doneText, className }: CountdownProps) {
  const hydrated = useAfterHydration();
  const [now, setNow] = useState(() => Date.now());
  const [deadline] = useState(() => (typeof target === "function" ? target(Date.now()) : target));

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const left = timeLeft(now, deadline);
  const spoken = hydrated
    ? left.done
      ? doneText
      : `${left.days} days, ${left.hours} hours and ${left.minutes} minutes left`
    : undefined;
  return (
    <div
      className={cx("kit-countdown", className)}
      role="timer"
      aria-label={spoken ? `${label}: ${spoken}` : label}
    >
      {UNITS.map(([unit, name]) => (
        <div key={unit} className="kit-countdown-unit" aria-hidden="true">
          <span className="kit-countdown-value">
            {hydrated ? (unit === "days" ? String(left[unit]) : pad2(left[unit])) : "--"}
          </span>
          <span className="kit-countdown-name">{name}</span>
        </div>
      ))}
    </div>
  );
}
