import { useState } from "react";
import * as z from "zod/mini";

import { type Billing, BillingToggle } from "~/components/kit/billing-toggle";
import { text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { kitPlan, PlanCard } from "./plan-card";

import "~/styles/kit/_pricing.scss";

/**
 * One plan with its monthly/annual toggle as a part of a section in a content file (`aside: {
 * part: PlanWithToggle, … }`, a membership card beside a hero).
 */
export const part = z.strictObject({
  part: z.literal("PlanWithToggle"),
  plan: kitPlan,
  annualNote: z.optional(
    text(1, 40).check(z.describe('Beside the toggle\'s annual option, e.g. "save 20%"')),
  ),
});

export type PlanWithToggleProps = Omit<Fields<typeof part>, "part">;

/** One plan with its own monthly/annual toggle (a subscription card beside a hero, so its name is an h2). */
export function PlanWithToggle({ plan, annualNote }: PlanWithToggleProps) {
  const [billing, setBilling] = useState<Billing>("monthly");
  return (
    <div className="kit-plan-toggle">
      <BillingToggle value={billing} onChange={setBilling} annualNote={annualNote} />
      <PlanCard plan={plan} annual={billing === "annual"} headingLevel={2} />
    </div>
  );
}
