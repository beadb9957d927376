import { type RefObject, useRef } from "react";
import { mergeProps } from "react-aria/mergeProps";
import { useFocusRing } from "react-aria/useFocusRing";
import { useNumberFormatter } from "react-aria/useNumberFormatter";
import { useSlider, useSliderThumb } from "react-aria/useSlider";
import { type SliderState, useSliderState } from "react-stately/useSliderState";

import { cx } from "~/lib/cx";
import { useIsomorphicLayoutEffect, withoutStyle } from "~/lib/without-style";

import "~/styles/kit/_range-slider.scss";

export interface RangeSliderProps {
  /** Name of the whole slider ("Price"), shown as its label. */
  label: string;
  /** Names of the two thumbs ("Minimum price", "Maximum price"). */
  thumbLabels: readonly [string, string];
  minValue: number;
  maxValue: number;
  step?: number;
  /** The range chosen, [low, high]. */
  value: readonly [number, number];
  /** Every move (show the numbers as they change). */
  onChange: (value: [number, number]) => void;
  /** When a drag or key press ends (commit the range). */
  onChangeEnd: (value: [number, number]) => void;
  /** How a value reads, visibly and to assistive technology ("$120", "€110"). */
  formatValue: (value: number) => string;
  className?: string;
}

const pair = (values: readonly number[]): [number, number] => [values[0] ?? 0, values[1] ?? 0];

/**
 * A range slider with two thumbs on React Aria's slider hooks (drag, click on the track, arrow
 * keys, Page Up/Down, Home/End; the thumbs cannot cross). As in the before/after slider,
 * React Aria's positioning styles stay out of the markup (the CSP allows no style
 * attributes): the thumbs' positions are custom properties set through the CSSOM, and the
 * prerendered HTML shows the full range, which is the default.
 */
export function RangeSlider({
  label,
  thumbLabels,
  minValue,
  maxValue,
  step = 1,
  value,
  onChange,
  onChangeEnd,
  formatValue,
  className,
}: RangeSliderProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const numberFormatter = useNumberFormatter({ maximumFractionDigits: 0 });
  const state = useSliderState({
    label,
    value: [...value],
    minValue,
    maxValue,
    step,
    numberFormatter,
    onChange: (next) => onChange(pair(next)),
    onChangeEnd: (next) => onChangeEnd(pair(next)),
  });
  const { groupProps, trackProps, labelProps, outputProps } = useSlider({ label }, state, trackRef);
  const [low, high] = pair(state.values);

  useIsomorphicLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    root.style.setProperty("--kit-range-low", `${state.getThumbPercent(0) * 100}%`);
    root.style.setProperty("--kit-range-high", `${state.getThumbPercent(1) * 100}%`);
  }, [low, high, minValue, maxValue]);

  return (
    <div {...groupProps} ref={rootRef} className={cx("kit-range", className)}>
      <div className="kit-range-head">
        <span {...labelProps} className="kit-range-label">
          {label}
        </span>
        <output {...outputProps} className="kit-range-output">
          {formatValue(low)} – {formatValue(high)}
        </output>
      </div>
      <div {...withoutStyle(trackProps)} ref={trackRef} className="kit-range-track">
        <div className="kit-range-fill" />
        {[0, 1].map((index) => (
          <RangeThumb
            key={index}
            index={index}
            state={state}
            trackRef={trackRef}
            label={thumbLabels[index] ?? label}
            valueText={formatValue(index === 0 ? low : high)}
          />
        ))}
      </div>
    </div>
  );
}

function RangeThumb({
  index,
  state,
  trackRef,
  label,
  valueText,
}: {
  index: number;
  state: SliderState;
  trackRef: RefObject<HTMLDivElement | null>;
  label: string;
  valueText: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { thumbProps, inputProps } = useSliderThumb(
    { index, trackRef, inputRef, "aria-label": label },
    state,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...withoutStyle(thumbProps)}
      className={cx(
        "kit-range-thumb",
        index === 0 ? "kit-range-thumb-low" : "kit-range-thumb-high",
        isFocusVisible && "is-focus-visible",
      )}
    >
      <input
        ref={inputRef}
        type="range"
        className="visually-hidden"
        {...mergeProps(withoutStyle(inputProps), focusProps)}
        // The value in the visitor's currency, not the bare number.
        aria-valuetext={valueText}
      />
    </div>
  );
}
