import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import { useId, useState } from "react";

import { Glyph } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import "~/styles/kit/_quantity.scss";

export interface QuantityFieldProps {
  value: number;
  /** Called with a whole number of at least 1. */
  onChange: (value: number) => void;
  /** Show the "Quantity" label (a cart line keeps it for screen readers only). */
  showLabel?: boolean;
  className?: string;
}

export const MIN_QUANTITY = 1;

/**
 * A quantity stepper: a native number input (role spinbutton, named "Quantity"; the browser
 * gives it arrow keys and the floor of 1) between "Decrease quantity" and "Increase quantity".
 * Not React Aria's NumberField: it deliberately drops the spinbutton role, and the seed's
 * names for the parts ("Decrease quantity") would come out as "Decrease quantity Quantity".
 * Decrease stays pressable at 1, where it does nothing, rather than turning into a disabled
 * button that pointer users cannot tell apart from a broken one.
 */
export function QuantityField({
  value,
  onChange,
  showLabel = true,
  className,
}: QuantityFieldProps) {
  const id = useId();
  // What is typed, kept while it is not a valid quantity (empty while retyping); the field
  // shows the quantity again when it loses focus or the quantity changes elsewhere.
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const step = (delta: number) => onChange(Math.max(MIN_QUANTITY, value + delta));
  return (
    <div className={cx("kit-qty", className)}>
      <label htmlFor={id} className={showLabel ? "kit-qty-label" : "visually-hidden"}>
        Quantity
      </label>
      <div className="kit-qty-group">
        <button
          type="button"
          className="kit-qty-btn"
          aria-label="Decrease quantity"
          aria-controls={id}
          onClick={() => step(-1)}
        >
          <Glyph icon={Minus} size={16} />
        </button>
        <input
          id={id}
          className="kit-qty-input"
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          step={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const typed = event.target.valueAsNumber;
            if (Number.isInteger(typed) && typed >= MIN_QUANTITY) onChange(typed);
          }}
          onBlur={() => setText(String(value))}
        />
        <button
          type="button"
          className="kit-qty-btn"
          aria-label="Increase quantity"
          aria-controls={id}
          onClick={() => step(1)}
        >
          <Glyph icon={Plus} size={16} />
        </button>
      </div>
    </div>
  );
}
