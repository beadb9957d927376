import * as z from "zod/mini";

import { Price } from "~/components/kit/price";
import { text } from "~/lib/content/vocab/fields";
import { kitLink, usCents } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { KitButtonLink } from "./section";

import "~/styles/kit/_pricing.scss";

const cents = usCents("price");

/** One plan as a content file writes it: name, price, what is included and its call to action. */
export const kitPlan = z
  .strictObject({
    name: text(1, 60).check(z.describe("The plan's name")),
    blurb: text(1, 200).check(z.describe("A line on who the plan is for")),
    price: cents.check(z.describe("US cents per unit (per month with a billing toggle)")),
    annualPrice: z.optional(
      cents.check(z.describe("US cents per month, billed annually (with a billing toggle)")),
    ),
    unit: text(1, 40).check(
      z.describe('What the price is for: "/month", "per pass", "10 classes"'),
    ),
    features: z
      .array(text(1, 120).check(z.describe("One thing the plan includes")))
      .check(z.minLength(1, "list what the plan includes"), z.describe("What the plan includes")),
    cta: kitLink.check(z.describe("The plan's button")),
    featured: z.optional(
      z.boolean().check(z.describe("The plan to recommend: highlighted, with its badge")),
    ),
    badge: z.optional(
      text(1, 40).check(z.describe("A short label on the plan, e.g. Most popular")),
    ),
  })
  .check(z.describe("One plan: name, price, what it includes and its button"));

export type Plan = Fields<typeof kitPlan>;

/**
 * One plan: name, price in the visitor's currency, what is included, and its call to action.
 * The name is an h3 under a section's h2; a card that stands alone under the page's h1 (beside a
 * hero) takes `headingLevel={2}`.
 */
export function PlanCard({
  plan,
  annual,
  headingLevel = 3,
}: {
  plan: Plan;
  annual?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Name = headingLevel === 2 ? "h2" : "h3";
  const cents = annual && plan.annualPrice !== undefined ? plan.annualPrice : plan.price;
  return (
    <div className={cx("kit-card kit-plan", plan.featured && "is-featured")}>
      {plan.badge && <p className="kit-plan-badge">{plan.badge}</p>}
      <Name className="kit-plan-name">{plan.name}</Name>
      <p className="kit-muted">{plan.blurb}</p>
      <p className="kit-plan-price">
        <Price cents={cents} whole={cents % 100 === 0} className="kit-plan-amount" />{" "}
        <span className="kit-muted">
          {plan.unit}
          {annual && plan.annualPrice !== undefined ? ", billed annually" : ""}
        </span>
      </p>
      <ul className="kit-checks">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="kit-plan-cta">
        <KitButtonLink link={plan.cta} outline={!plan.featured} />
      </p>
    </div>
  );
}
