import { useState } from "react";

import { type Billing, BillingToggle } from "~/components/kit/billing-toggle";

import { type Plan, PlanCard } from "./plan-card";

import "~/styles/kit/_pricing.scss";

/** One plan with its own monthly/annual toggle (a subscription card beside a hero, so its name is an h2). */
export function PlanWithToggle({ plan, annualNote }: { plan: Plan; annualNote?: string }) {
  const [billing, setBilling] = useState<Billing>("monthly");
  return (
    <div className="kit-plan-toggle">
      <BillingToggle value={billing} onChange={setBilling} annualNote={annualNote} />
      <PlanCard plan={plan} annual={billing === "annual"} headingLevel={2} />
    </div>
  );
}
