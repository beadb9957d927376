/**
 * What pricing tiers (pricing-tiers.tsx) take from a content file: per tier of ShadowCradle's
 * price list (app/lib/shadowcradle-pricing.ts) what it includes, and how prices read. The tier's
 * name, prices and minimum come from the price list, written once there and formatted at build
 * time, so the cards and the calculator can never quote different prices.
 */
import * as z from "zod/mini";

import {
  actionLink,
  eachOnce,
  elementId,
  sectionIntro,
  template,
  text,
} from "~/lib/content/vocab/fields";
import { fillPlaceholders } from "~/lib/placeholders";
import {
  formatUsd,
  type Quantity,
  shadowCradleTiers,
  tierById,
  type TierId,
  type TierPricing,
} from "~/lib/shadowcradle-pricing";

import type { PricingTiersProps } from "./pricing-tiers";

export const tierIds = shadowCradleTiers.map((tier) => tier.id) as [TierId, ...TierId[]];

export const tierId = z.enum(tierIds, `use a tier of the price list: ${tierIds.join(", ")}`);

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
    servers: write("servers"),
    endpoints: write("endpoints"),
    storageTb: write("storageTb"),
  });

export const pricingTiersSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  /** After each amount: "per server / month". */
  priceUnits: perQuantity(() => text(1, 40)),
  /** Under the prices: "Minimum {amount} a month". */
  minimum: template(["amount"], 60),
  tiers: z
    .array(
      z.strictObject({
        tier: tierId,
        tagline: text(1, 160),
        highlight: z.optional(text(1, 30)),
        objectives: z.array(z.strictObject({ label: text(1, 40), value: text(1, 40) })),
        features: z.array(text(1, 120)).check(z.minLength(1, "give at least one feature")),
        action: actionLink,
      }),
    )
    .check(eachOnce(tierIds, "tier", "tier of the price list")),
  notes: z.array(text(1, 400)),
});

/** The cards' props: each tier's name, prices and minimum from the price list. */
export function pricingTiersProps({
  priceUnits,
  minimum,
  tiers,
  ...fields
}: z.infer<typeof pricingTiersSchema>): PricingTiersProps {
  return {
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
  };
}
