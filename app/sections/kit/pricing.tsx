import { useState } from "react";

import { type Billing, BillingToggle } from "~/components/kit/billing-toggle";
import { cx } from "~/lib/cx";

import { type Plan, PlanCard } from "./plan-card";
import { type KitIntro, KitSection, type Tone } from "./section";

export interface PricingProps {
  id: string;
  heading: KitIntro;
  plans: readonly Plan[];
  /** Offer monthly and annual billing (plans then need `annualPrice`). */
  billingToggle?: boolean;
  /** What annual billing saves, e.g. "save 20%". */
  annualNote?: string;
  /** Small print under the plans. */
  note?: string;
  tone?: Tone;
  anchor?: string;
}

/** Plans, passes or packs side by side, with an optional monthly/annual toggle. */
export function Pricing({
  id,
  heading,
  plans,
  billingToggle,
  annualNote,
  note,
  tone,
  anchor,
}: PricingProps) {
  const [billing, setBilling] = useState<Billing>("monthly");
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      {billingToggle && (
        <div className="kit-billing-row">
          <BillingToggle value={billing} onChange={setBilling} annualNote={annualNote} />
        </div>
      )}
      <ul className={cx("kit-grid kit-plans", plans.length >= 3 ? "kit-grid-3" : "kit-plans-2")}>
        {plans.map((plan) => (
          <li key={plan.name}>
            <PlanCard plan={plan} annual={billing === "annual"} />
          </li>
        ))}
      </ul>
      {note && <p className="kit-plans-note kit-muted">{note}</p>}
    </KitSection>
  );
}
