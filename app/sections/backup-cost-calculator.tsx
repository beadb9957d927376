/**
 * ShadowCradle's cost calculator: the generic calculator (cost-calculator.tsx) priced by
 * ShadowCradle's price list (app/lib/shadowcradle-pricing.ts). Its words come from a content
 * file (its schema, below); the estimate and its messages are built here, in the browser, from
 * the same functions the prices on the page were formatted with.
 */
import * as z from "zod/mini";

import { actionButton, headingId, sectionIntro, template, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { formatNumber } from "~/lib/numbers";
import { fillPlaceholders } from "~/lib/placeholders";
import {
  estimateMonthlyCost,
  formatUsd,
  type Quantity,
  quantityLimits,
  shadowCradleTiers,
  tierById,
  type TierId,
} from "~/lib/shadowcradle-pricing";

import { type CalculatorResult, CostCalculator, type CostCalculatorProps } from "./cost-calculator";
import { perQuantity, PRICED_QUANTITIES, tierId, unitCents } from "./pricing-tiers";

const quantities = Object.keys(quantityLimits) as [Quantity, ...Quantity[]];

const quantity = z.enum(quantities, `use one of: ${quantities.join(", ")}`);

const count = (key: Quantity) =>
  z
    .number("write a number")
    .check(
      z.gte(quantityLimits[key].min, `write ${quantityLimits[key].min} or more`),
      z.lte(quantityLimits[key].max, `write ${quantityLimits[key].max} or less`),
      z.describe("The number the field starts with"),
    );

/**
 * Its words. The plans (name and unit prices) and each field's limits come from the price list
 * (app/lib/shadowcradle-pricing.ts), joined at build time.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  tierLegend: text(1, 40).check(z.describe("Legend of the plan choice")),
  unitPrices: perQuantity(() => template(["amount"], 40)).check(
    z.describe('Under each plan\'s name, one line per price: "{amount} / server"'),
  ),
  fields: z
    .array(
      z
        .strictObject({
          quantity: quantity.check(z.describe("What the field counts")),
          label: text(1, 60).check(z.describe("The field's label")),
          hint: text(1, 160).check(z.describe("A hint under the field")),
        })
        .check(z.describe("One field of the calculator")),
    )
    .check(
      z.refine(
        (fields) =>
          fields.length === quantities.length &&
          quantities.every((key) => fields.some((field) => field.quantity === key)),
        `give one field per quantity: ${quantities.join(", ")}`,
      ),
      z.describe("The number inputs, in order: one per quantity"),
    ),
  defaults: z
    .strictObject({
      tier: tierId,
      values: z
        .strictObject({
          endpoints: count("endpoints"),
          servers: count("servers"),
          storageTb: count("storageTb"),
        })
        .check(z.describe("What each field starts with")),
    })
    .check(z.describe("What the page shows before anyone types (also the prerendered estimate)")),
  lines: perQuantity(() =>
    z.strictObject({
      label: text(1, 40).check(z.describe("The line's name, e.g. Servers")),
      // Optional, not empty: the browser editor cannot save an empty text (decision 0035).
      unit: z.optional(
        text(1, 20).check(z.describe('What follows the count, e.g. " TB"; left out for none')),
      ),
    }),
  ).check(
    z.describe('How each line of the estimate is named, and the unit after its count (" TB")'),
  ),
  minimumNote: template(["usage", "tier", "minimum"], 200).check(
    z.describe("Shown when the minimum applies"),
  ),
  errors: z
    .strictObject({
      empty: text(1, 120).check(z.describe("Said when a field is left empty")),
      notANumber: text(1, 120).check(z.describe("Said when a field holds no number")),
      belowMin: template(["min"], 120).check(
        z.describe("Said when a number is too small; {min} is filled in"),
      ),
      aboveMax: template(["max"], 160).check(
        z.describe("Said when a number is too large; {max} is filled in"),
      ),
      stepFraction: text(1, 120).check(
        z.describe("A value off its step, for a field that takes halves"),
      ),
      stepWhole: text(1, 120).check(z.describe("A value off its step, for a whole-number field")),
    })
    .check(z.describe("The message under a field whose value cannot be used")),
  totalLabel: text(1, 60).check(
    z.describe('Label before the total, e.g. "Estimated monthly total"'),
  ),
  totalSuffix: text(1, 30).check(z.describe('Text after the total, e.g. "per month"')),
  invalidText: text(1, 120).check(
    z.describe("Shown instead of the total while a field is invalid"),
  ),
  footnote: text(1, 300).check(z.describe("Small print under the result")),
  actions: z.array(actionButton).check(z.describe("Calls to action under the result")),
});

/** The calculator's props: the plans and the fields' limits from the price list. */
export const resolve = ({ unitPrices, fields, ...rest }: Fields<typeof schema>) => ({
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
});

export type BackupCostCalculatorProps = ReturnType<typeof resolve>;

const isTierId = (id: string): id is TierId => shadowCradleTiers.some((tier) => tier.id === id);

export function BackupCostCalculator({
  defaults,
  lines,
  minimumNote,
  errors,
  ...props
}: BackupCostCalculatorProps) {
  const estimate: CostCalculatorProps["estimate"] = (tierId, values): CalculatorResult => {
    const tier = isTierId(tierId) ? tierId : defaults.tier;
    const result = estimateMonthlyCost({
      tier,
      endpoints: values.endpoints ?? 0,
      servers: values.servers ?? 0,
      storageTb: values.storageTb ?? 0,
    });
    return {
      total: formatUsd(result.totalCents),
      lines: result.lines.map((line) => ({
        label: lines[line.quantity].label,
        detail: `${formatNumber(line.count)}${lines[line.quantity].unit ?? ""} × ${formatUsd(line.unitCents)}`,
        amount: formatUsd(line.amountCents),
      })),
      note: result.minimumApplied
        ? fillPlaceholders(minimumNote, {
            usage: formatUsd(result.usageCents),
            tier: tierById(tier).name,
            minimum: formatUsd(result.minimumCents),
          })
        : undefined,
    };
  };
  const errorMessage: CostCalculatorProps["errorMessage"] = (field, error) => {
    switch (error) {
      case "empty":
        return errors.empty;
      case "not-a-number":
        return errors.notANumber;
      case "below-min":
        return fillPlaceholders(errors.belowMin, { min: field.min });
      case "above-max":
        return fillPlaceholders(errors.aboveMax, { max: formatNumber(field.max) });
      case "step":
        return field.step < 1 ? errors.stepFraction : errors.stepWhole;
    }
  };
  return (
    <CostCalculator
      {...props}
      defaults={defaults}
      estimate={estimate}
      errorMessage={errorMessage}
    />
  );
}
