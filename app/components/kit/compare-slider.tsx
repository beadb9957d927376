import { type ReactNode, useRef } from "react";
import { mergeProps } from "react-aria/mergeProps";
import { useFocusRing } from "react-aria/useFocusRing";
import { useNumberFormatter } from "react-aria/useNumberFormatter";
import { useSlider, useSliderThumb } from "react-aria/useSlider";
import { useSliderState } from "react-stately/useSliderState";

import { cx } from "~/lib/cx";
import { useIsomorphicLayoutEffect, withoutStyle } from "~/lib/without-style";

import "~/styles/kit/_compare-slider.scss";

export interface CompareSliderProps {
  /** Accessible name of the slider, e.g. "Share of the dark theme shown". */
  label: string;
  /** The picture on the left ("before"), shown up to the handle. */
  before: ReactNode;
  /** The picture on the right ("after"). */
  after: ReactNode;
  /** Short names under each side. */
  beforeLabel: string;
  afterLabel: string;
  className?: string;
}

/**
 * A before/after comparison: one picture over the other, cut at a handle that is a React Aria
 * slider (drag, click on the track, arrow keys, Home/End). React Aria's positioning styles are
 * left out of the markup (the CSP allows no style attributes); the handle's position is a
 * custom property set through the CSSOM, 50% in the prerendered HTML.
 */
export function CompareSlider({
  label,
  before,
  after,
  beforeLabel,
  afterLabel,
  className,
}: CompareSliderProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const numberFormatter = useNumberFormatter({
    style: "unit",
    unit: "percent",
    maximumFractionDigits: 0,
  });
  const state = useSliderState({
    defaultValue: [50],
    minValue: 0,
    maxValue: 100,
    step: 1,
    numberFormatter,
  });
  const { groupProps, trackProps, labelProps } = useSlider({ label }, state, trackRef);
  const { thumbProps, inputProps } = useSliderThumb(
    { index: 0, trackRef, inputRef, name: "compare" },
    state,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const value = state.values[0] ?? 50;

  useIsomorphicLayoutEffect(() => {
    rootRef.current?.style.setProperty("--kit-compare", `${value}%`);
  }, [value]);

  const track = withoutStyle(trackProps);
  const thumb = withoutStyle(thumbProps);
  return (
    <div {...groupProps} ref={rootRef} className={cx("kit-compare", className)}>
      <span {...labelProps} className="visually-hidden">
        {label}
      </span>
      <div {...track} ref={trackRef} className="kit-compare-track">
        <div className="kit-compare-after">{after}</div>
        <div className="kit-compare-before">{before}</div>
        <div {...thumb} className={cx("kit-compare-thumb", isFocusVisible && "is-focus-visible")}>
          <input
            ref={inputRef}
            className="visually-hidden"
            {...mergeProps(withoutStyle(inputProps), focusProps)}
          />
        </div>
      </div>
      <div className="kit-compare-labels" aria-hidden="true">
        <span>{beforeLabel}</span>
        <span>{afterLabel}</span>
      </div>
    </div>
  );
}
