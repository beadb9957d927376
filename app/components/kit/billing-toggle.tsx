import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";

export type Billing = "monthly" | "annual";

export interface BillingToggleProps {
  value: Billing;
  onChange: (value: Billing) => void;
  /** What annual billing saves, shown beside its option ("2 months free"). */
  annualNote?: string;
}

/** Monthly or annual billing: a React Aria toggle button group (one always selected). */
export function BillingToggle({ value, onChange, annualNote }: BillingToggleProps) {
  return (
    <ToggleButtonGroup
      aria-label="Billing period"
      className="kit-chips kit-billing"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        if (key === "monthly" || key === "annual") onChange(key);
      }}
    >
      <ToggleButton id="monthly" className="kit-chip">
        Monthly
      </ToggleButton>
      <ToggleButton id="annual" className="kit-chip">
        Annual{annualNote ? <span className="kit-billing-note"> ({annualNote})</span> : null}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
