/**
 * ShadowCradle's cost calculator: the generic calculator (cost-calculator.tsx) priced by
 * ShadowCradle's price list (app/lib/shadowcradle-pricing.ts). Its words come from a content
 * file (backup-cost-calculator.schema.ts); the estimate and its messages are built here, in the
 * browser, from the same functions the prices on the page were formatted with.
 */
import { formatNumber } from "~/lib/numbers";
import { fillPlaceholders } from "~/lib/placeholders";
import {
  estimateMonthlyCost,
  formatUsd,
  type Quantity,
  shadowCradleTiers,
  tierById,
  type TierId,
} from "~/lib/shadowcradle-pricing";

import { type CalculatorResult, CostCalculator, type CostCalculatorProps } from "./cost-calculator";

export interface BackupCostCalculatorProps extends Omit<
  CostCalculatorProps,
  "estimate" | "errorMessage" | "defaults"
> {
  defaults: { tier: TierId; values: Readonly<Record<Quantity, number>> };
  /** How each line of the estimate is named, and the unit after its count (" TB"). */
  lines: Readonly<Record<Quantity, { label: string; unit: string }>>;
  /** Shown when the minimum applies, with {usage}, {tier} and {minimum}. */
  minimumNote: string;
  /** The message under a field whose value cannot be used ({min} and {max} filled in). */
  errors: {
    empty: string;
    notANumber: string;
    belowMin: string;
    aboveMax: string;
    /** A value off its step, for a field that takes halves, and one that takes whole numbers. */
    stepFraction: string;
    stepWhole: string;
  };
}

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
        detail: `${formatNumber(line.count)}${lines[line.quantity].unit} × ${formatUsd(line.unitCents)}`,
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
