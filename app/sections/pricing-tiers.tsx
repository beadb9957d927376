import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import {
  actionLink,
  eachOnce,
  headingId,
  point,
  sectionIntro,
  template,
  text,
} from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";
import { fillPlaceholders } from "~/lib/placeholders";
import {
  formatUsd,
  type Quantity,
  shadowCradleTiers,
  tierById,
  type TierId,
  type TierPricing,
} from "~/lib/shadowcradle-pricing";

import { SmartLink } from "./action-links";
import { SiteSection } from "./section-heading";

import "~/styles/sections/_pricing-tiers.scss";

const tierIds = shadowCradleTiers.map((tier) => tier.id) as [TierId, ...TierId[]];

/** A tier of the price list, by its id. */
export const tierId = z
  .enum(tierIds, `use a tier of the price list: ${tierIds.join(", ")}`)
  .check(z.describe("A tier of ShadowCradle's price list, by its id"));

/** The quantities priced, in the order a tier's prices are shown. */
export const PRICED_QUANTITIES = [
  "servers",
  "endpoints",
  "storageTb",
] as const satisfies Quantity[];

/** The unit price of each quantity of a tier, in cents. */
export const unitCents = (tier: TierPricing): Record<Quantity, number> => ({
  servers: tier.perServerCents,
  endpoints: tier.perEndpointCents,
  storageTb: tier.perTbCents,
});

/** How each priced quantity reads after or around its amount. */
export const perQuantity = <T extends z.ZodMiniType>(write: (key: Quantity) => T) =>
  z.strictObject({
    servers: write("servers").check(z.describe("For servers")),
    endpoints: write("endpoints").check(z.describe("For endpoints (workstations, laptops)")),
    storageTb: write("storageTb").check(z.describe("For storage, per TB")),
  });

/**
 * Per tier of ShadowCradle's price list (app/lib/shadowcradle-pricing.ts) what it includes, and
 * how prices read. The tier's name, prices and minimum come from the price list, written once
 * there and formatted at build time, so the cards and the calculator never quote different prices.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  priceUnits: perQuantity(() => text(1, 40)).check(
    z.describe('What follows each amount, e.g. "per server / month"'),
  ),
  minimum: template(["amount"], 60).check(
    z.describe('The minimum monthly charge under the prices: "Minimum {amount} a month"'),
  ),
  tiers: z
    .array(
      z
        .strictObject({
          tier: tierId,
          tagline: text(1, 160).check(z.describe("Who it suits, in one sentence")),
          highlight: z.optional(
            text(1, 30).check(z.describe('A ribbon on the recommended tier, e.g. "Most chosen"')),
          ),
          objectives: z
            .array(
              z
                .strictObject({
                  label: text(1, 40).check(z.describe('What is measured, e.g. "Server RPO"')),
                  value: text(1, 40).check(z.describe('The figure, e.g. "15 min"')),
                })
                .check(z.describe("One recovery objective: what is measured and its figure")),
            )
            .check(z.describe("Recovery figures the tier commits to")),
          features: z
            .array(point(120))
            .check(z.minLength(1, "give at least one feature"), z.describe("What is included")),
          action: actionLink.check(
            z.describe("The tier's call to action; the highlighted tier gets the filled button"),
          ),
        })
        .check(z.describe("One tier of the price list: what it includes and its button")),
    )
    .check(
      eachOnce(tierIds, "tier", "tier of the price list"),
      z.describe("Every tier of the price list once, cheapest first"),
    ),
  notes: z
    .array(text(1, 400).check(z.describe("One note, a sentence or two")))
    .check(z.describe("Small print under the cards: billing terms, what is not included")),
});

/** The cards' props: each tier's name, prices and minimum from the price list. */
export const resolve = ({ priceUnits, minimum, tiers, ...fields }: Fields<typeof schema>) => ({
  ...fields,
  tiers: tiers.map(({ tier: id, ...details }) => {
    const tier = tierById(id);
    const cents = unitCents(tier);
    return {
      name: tier.name,
      prices: PRICED_QUANTITIES.map((key) => ({
        amount: formatUsd(cents[key]),
        unit: priceUnits[key],
      })),
      minimum: fillPlaceholders(minimum, { amount: formatUsd(tier.minimumCents) }),
      ...details,
    };
  }),
});

export type PricingTiersProps = ReturnType<typeof resolve>;

/** Published prices: one card per tier with unit prices, recovery figures and inclusions. */
export function PricingTiers({ id, heading, tiers, notes }: PricingTiersProps) {
  return (
    <SiteSection id={id} heading={heading} muted>
      <ul className="row g-4 list-unstyled mb-0">
        {tiers.map((tier) => (
          <li className="col-lg-4" key={tier.name}>
            <article className={cx("tile pricing-tier", tier.highlight && "pricing-tier-featured")}>
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
    </SiteSection>
  );
}
