import { useState } from "react";
import * as z from "zod/mini";

import { type Billing, BillingToggle } from "~/components/kit/billing-toggle";
import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { kitPlan, PlanCard } from "./plan-card";
import { KitSection } from "./section";

/**
 * What a content file gives the plans: plans, passes or packs side by side, prices in US cents
 * (shown in the visitor's currency), and an optional monthly/annual toggle, for which every plan
 * gives its annual price.
 */
export const schema = z
  .strictObject({
    id: headingId,
    heading: kitIntro,
    plans: z
      .array(kitPlan)
      .check(z.minLength(1, "list the plans"), z.describe("The plans, side by side")),
    billingToggle: z.optional(
      z
        .boolean()
        .check(z.describe("Offer monthly and annual billing (plans then need annualPrice)")),
    ),
    annualNote: z.optional(
      text(1, 40).check(z.describe('What annual billing saves, e.g. "save 20%"')),
    ),
    note: z.optional(text(1, 300).check(z.describe("Small print under the plans"))),
    tone: kitTone,
    anchor: kitAnchor,
  })
  .check(
    z.refine(
      (section) =>
        !section.billingToggle || section.plans.every((plan) => plan.annualPrice !== undefined),
      { message: "with billingToggle, give every plan its annualPrice", path: ["plans"] },
    ),
  );

export type PricingProps = Fields<typeof schema>;

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
