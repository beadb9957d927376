import { type ReactNode, useEffect, useState } from "react";

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
  /**
   * Shown in place of the figures once the target has passed (a coming-soon page's "We are
   * live"), in a status message so it is announced. Without it the figures stay at zero.
   */
  launched?: ReactNode;
}

const UNITS = [
  ["days", "Days"],
  ["hours", "Hours"],
  ["minutes", "Minutes"],
  ["seconds", "Seconds"],
] as const;

/**
 * Days, hours, minutes and seconds to a moment, ticking each second; never negative. The
 * prerendered HTML cannot know the time, so it shows dashes until the clock's first tick, on
 * the next whole second after hydration: hydration itself leaves the HTML as it is.
 * Screen readers get a timer whose label states the time left, not each tick. At zero the
 * clock stops, and `launched`, when given, takes the figures' place.
 */
export function Countdown({ target, label, doneText, className, launched }: CountdownProps) {
  const [now, setNow] = useState<number | null>(null);
  const [deadline] = useState(() => (typeof target === "function" ? target(Date.now()) : target));

  useEffect(() => {
    let timer = 0;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      // At zero it stops: nothing is left to count.
      if (current < deadline) timer = window.setTimeout(tick, 1000 - (current % 1000));
    };
    timer = window.setTimeout(tick, 1000 - (Date.now() % 1000));
    return () => window.clearTimeout(timer);
  }, [deadline]);
  const hydrated = now !== null;

  const left = timeLeft(now ?? deadline, deadline);
  const spoken = hydrated
    ? left.done
      ? doneText
      : `${left.days} days, ${left.hours} hours and ${left.minutes} minutes left`
    : undefined;
  if (hydrated && left.done && launched) {
    return (
      <div className={cx("kit-countdown-launched", className)} role="status">
        {launched}
      </div>
    );
  }
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
