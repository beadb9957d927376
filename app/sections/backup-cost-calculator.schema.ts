/**
 * What ShadowCradle's cost calculator (backup-cost-calculator.tsx) takes from a content file: its
 * words. The plans (name and unit prices) and each field's limits come from the price list
 * (app/lib/shadowcradle-pricing.ts), joined at build time.
 */
import * as z from "zod/mini";

import { actionButton, elementId, sectionIntro, template, text } from "~/lib/content/vocab/fields";
import { fillPlaceholders } from "~/lib/placeholders";
import {
  formatUsd,
  type Quantity,
  quantityLimits,
  shadowCradleTiers,
} from "~/lib/shadowcradle-pricing";

import type { BackupCostCalculatorProps } from "./backup-cost-calculator";
import { perQuantity, PRICED_QUANTITIES, tierId, unitCents } from "./pricing-tiers.schema";

const quantities = Object.keys(quantityLimits) as [Quantity, ...Quantity[]];

const quantity = z.enum(quantities, `use one of: ${quantities.join(", ")}`);

const count = (key: Quantity) =>
  z
    .number("write a number")
    .check(
      z.gte(quantityLimits[key].min, `write ${quantityLimits[key].min} or more`),
      z.lte(quantityLimits[key].max, `write ${quantityLimits[key].max} or less`),
    );

export const backupCostCalculatorSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  tierLegend: text(1, 40),
  /** Under each plan's name, one line per price: "{amount} / server". */
  unitPrices: perQuantity(() => template(["amount"], 40)),
  fields: z
    .array(z.strictObject({ quantity, label: text(1, 60), hint: text(1, 160) }))
    .check(
      z.refine(
        (fields) =>
          fields.length === quantities.length &&
          quantities.every((key) => fields.some((field) => field.quantity === key)),
        `give one field per quantity: ${quantities.join(", ")}`,
      ),
    ),
  defaults: z.strictObject({
    tier: tierId,
    values: z.strictObject({
      endpoints: count("endpoints"),
      servers: count("servers"),
      storageTb: count("storageTb"),
    }),
  }),
  lines: perQuantity(() => z.strictObject({ label: text(1, 40), unit: z.string() })),
  minimumNote: template(["usage", "tier", "minimum"], 200),
  errors: z.strictObject({
    empty: text(1, 120),
    notANumber: text(1, 120),
    belowMin: template(["min"], 120),
    aboveMax: template(["max"], 160),
    stepFraction: text(1, 120),
    stepWhole: text(1, 120),
  }),
  totalLabel: text(1, 60),
  totalSuffix: text(1, 30),
  invalidText: text(1, 120),
  footnote: text(1, 300),
  actions: z.array(actionButton),
});

/** The calculator's props: the plans and the fields' limits from the price list. */
export function backupCostCalculatorProps({
  unitPrices,
  fields,
  ...rest
}: z.infer<typeof backupCostCalculatorSchema>): BackupCostCalculatorProps {
  return {
    ...rest,
    tiers: shadowCradleTiers.map((tier) => {
      const cents = unitCents(tier);
      return {
        id: tier.id,
        name: tier.name,
        details: PRICED_QUANTITIES.map((key) =>
          fillPlaceholders(unitPrices[key], { amount: formatUsd(cents[key]) }),
        ),
      };
    }),
    fields: fields.map(({ quantity: key, ...field }) => ({
      key,
      ...field,
      ...quantityLimits[key],
    })),
  };
}
