import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";

import { cx } from "~/lib/cx";

import "~/styles/kit/_swatches.scss";

/** A colour or finish a product comes in. */
export interface Colour {
  /** What it is called: "Sage", "Midnight". */
  name: string;
  /** The colour drawn for it (an SVG colour). */
  hex: string;
}

export interface SwatchesProps {
  /** Accessible name: "Colour of the Arlo lamp". */
  label: string;
  colours: readonly Colour[];
  /** The selected colour's name. */
  value: string;
  onChange: (name: string) => void;
  size?: "sm" | "lg";
}

/**
 * Colour swatches as a React Aria toggle button group (one selected; arrow keys move between
 * them). Each swatch is drawn by an SVG fill attribute, not a style (the CSP allows none).
 */
export function Swatches({ label, colours, value, onChange, size = "sm" }: SwatchesProps) {
  const dot = size === "lg" ? 36 : 24;
  return (
    <ToggleButtonGroup
      aria-label={label}
      className={cx("kit-swatches", `kit-swatches-${size}`)}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        if (key !== undefined) onChange(String(key));
      }}
    >
      {colours.map((colour) => (
        <ToggleButton
          key={colour.name}
          id={colour.name}
          className="kit-swatch"
          aria-label={colour.name}
        >
          <svg width={dot} height={dot} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle
              cx="12"
              cy="12"
              r="11"
              fill={colour.hex}
              stroke="rgba(0,0,0,0.35)"
              strokeWidth="1"
            />
          </svg>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
