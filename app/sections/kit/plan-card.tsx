import { Price } from "~/components/kit/price";
import { cx } from "~/lib/cx";

import { KitButtonLink, type KitLink } from "./section";

import "~/styles/kit/_pricing.scss";

export interface Plan {
  name: string;
  blurb: string;
  /** Price in US cents per `unit` (per month when the section toggles billing). */
  price: number;
  /** Per-month price when billed annually, in US cents (sections with a billing toggle). */
  annualPrice?: number;
  /** What the price is for: "/month", "per pass", "10 classes". */
  unit: string;
  features: readonly string[];
  cta: KitLink;
  /** The plan to recommend: highlighted, with `badge`. */
  featured?: boolean;
  badge?: string;
}

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
