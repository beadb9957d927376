import { Icon } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { type ActionLink, SmartLink } from "./action-links";
import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_pricing-tiers.scss";

/** One unit price of a tier. */
export interface TierPrice {
  /** The formatted amount, e.g. "$59". */
  amount: string;
  /** What it is charged for, e.g. "per server / month". */
  unit: string;
}

/** One figure the tier commits to, e.g. an RPO. */
export interface TierObjective {
  /** What is measured, e.g. "Server RPO". */
  label: string;
  /** The figure, e.g. "15 min". */
  value: string;
}

/** One pricing tier. */
export interface PricingTier {
  /** The tier's h3. */
  name: string;
  /** Who it suits, in one sentence. */
  tagline: string;
  /** Optional ribbon on the recommended tier, e.g. "Most chosen". */
  highlight?: string;
  /** Unit prices, most important first. */
  prices: readonly TierPrice[];
  /** The minimum monthly charge, as a sentence. */
  minimum: string;
  /** Recovery figures the tier commits to. */
  objectives: readonly TierObjective[];
  /** What is included. */
  features: readonly string[];
  /** The tier's call to action; the highlighted tier gets the filled button. */
  action: ActionLink;
}

export interface PricingTiersProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The tiers, cheapest first; three fit one row on large screens. */
  tiers: readonly PricingTier[];
  /** Small print under the cards: billing terms, what is not included. */
  notes: readonly string[];
}

/** Published prices: one card per tier with unit prices, recovery figures and inclusions. */
export function PricingTiers({ id, heading, tiers, notes }: PricingTiersProps) {
  return (
    <section className="section section-muted" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <ul className="row g-4 list-unstyled mb-0">
          {tiers.map((tier) => (
            <li className="col-lg-4" key={tier.name}>
              <article
                className={cx("tile pricing-tier", tier.highlight && "pricing-tier-featured")}
              >
                <div className="d-flex align-items-center justify-content-between gap-3">
                  <h3 className="pricing-tier-name">{tier.name}</h3>
                  {tier.highlight && <span className="pricing-tier-ribbon">{tier.highlight}</span>}
                </div>
                <p className="pricing-tier-tagline">{tier.tagline}</p>
                <ul className="pricing-prices list-unstyled">
                  {tier.prices.map((price) => (
                    <li key={price.unit}>
                      <span className="pricing-amount">{price.amount}</span>
                      <span className="pricing-unit">{price.unit}</span>
                    </li>
                  ))}
                </ul>
                <p className="pricing-minimum">{tier.minimum}</p>
                <dl className="pricing-objectives">
                  {tier.objectives.map((objective) => (
                    <div key={objective.label}>
                      <dt>{objective.label}</dt>
                      <dd>{objective.value}</dd>
                    </div>
                  ))}
                </dl>
                <ul className="check-list pricing-features">
                  {tier.features.map((feature) => (
                    <li key={feature}>
                      <Icon name="check" size={18} />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <SmartLink
                  href={tier.action.href}
                  className={cx(
                    "btn w-100 mt-auto",
                    tier.highlight ? "btn-primary" : "btn-outline-primary",
                  )}
                >
                  {tier.action.label}
                </SmartLink>
              </article>
            </li>
          ))}
        </ul>
        <ul className="pricing-notes list-unstyled">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
