/**
 * ShadowCradle list prices and the monthly estimate the pricing calculator shows. Pure functions
 * over integer cents, so a known input always gives the same, exact estimate.
 */
import { formatMoney } from "./numbers";

export type TierId = "essentials" | "pro" | "enterprise";

/** What one tier costs, in US cents per month. */
export interface TierPricing {
  id: TierId;
  /** Display name of the tier. */
  name: string;
  /** Per protected laptop or desktop. */
  perEndpointCents: number;
  /** Per protected physical or virtual server. */
  perServerCents: number;
  /** Per TB retained in our cloud (after compression and deduplication, averaged over the month). */
  perTbCents: number;
  /** The smallest monthly invoice of the tier. */
  minimumCents: number;
}

export const PRICE_CURRENCY = "USD";

export const shadowCradleTiers = [
  {
    id: "essentials",
    name: "Essentials",
    perEndpointCents: 300,
    perServerCents: 3500,
    perTbCents: 2500,
    minimumCents: 4900,
  },
  {
    id: "pro",
    name: "Pro",
    perEndpointCents: 500,
    perServerCents: 5900,
    perTbCents: 2000,
    minimumCents: 9900,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    perEndpointCents: 700,
    perServerCents: 8900,
    perTbCents: 1800,
    minimumCents: 150000,
  },
] as const satisfies readonly TierPricing[];

/** Finds a tier by id. */
export function tierById(id: TierId): TierPricing {
  const tier = shadowCradleTiers.find((candidate) => candidate.id === id);
  if (!tier) throw new RangeError(`Unknown ShadowCradle tier: ${id}`);
  return tier;
}

/** The quantities an estimate is made of. */
export type Quantity = "endpoints" | "servers" | "storageTb";

/** Allowed range of one quantity: what the calculator's number inputs accept. */
export interface QuantityLimits {
  min: number;
  max: number;
  step: number;
}

export const quantityLimits = {
  endpoints: { min: 0, max: 5000, step: 1 },
  servers: { min: 0, max: 500, step: 1 },
  storageTb: { min: 0, max: 500, step: 0.5 },
} as const satisfies Record<Quantity, QuantityLimits>;

export interface EstimateInput {
  tier: TierId;
  endpoints: number;
  servers: number;
  storageTb: number;
}

/** One line of the estimate: a quantity times its unit price. */
export interface EstimateLine {
  quantity: Quantity;
  count: number;
  unitCents: number;
  amountCents: number;
}

export interface Estimate {
  tier: TierPricing;
  lines: readonly EstimateLine[];
  /** Sum of the lines. */
  usageCents: number;
  /** The tier's minimum monthly charge. */
  minimumCents: number;
  /** True when usage falls below the minimum, so the minimum is billed instead. */
  minimumApplied: boolean;
  /** What the month costs: the larger of usage and the minimum. */
  totalCents: number;
}

/** True when `value` lies within `limits` and on a multiple of its step. */
export function withinLimits(value: number, limits: QuantityLimits): boolean {
  if (!Number.isFinite(value) || value < limits.min || value > limits.max) return false;
  const steps = (value - limits.min) / limits.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** The monthly list price for an input; throws a RangeError for quantities outside the limits. */
export function estimateMonthlyCost(input: EstimateInput): Estimate {
  const tier = tierById(input.tier);
  const unitCents = {
    endpoints: tier.perEndpointCents,
    servers: tier.perServerCents,
    storageTb: tier.perTbCents,
  } satisfies Record<Quantity, number>;
  const lines = (Object.keys(unitCents) as Quantity[]).map((quantity): EstimateLine => {
    const count = input[quantity];
    if (!withinLimits(count, quantityLimits[quantity])) {
      throw new RangeError(`${quantity} out of range: ${count}`);
    }
    return {
      quantity,
      count,
      unitCents: unitCents[quantity],
      amountCents: Math.round(count * unitCents[quantity]),
    };
  });
  const usageCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const minimumApplied = usageCents < tier.minimumCents;
  return {
    tier,
    lines,
    usageCents,
    minimumCents: tier.minimumCents,
    minimumApplied,
    totalCents: minimumApplied ? tier.minimumCents : usageCents,
  };
}

/** Why a typed quantity was rejected. */
export type QuantityError = "empty" | "not-a-number" | "below-min" | "above-max" | "step";

export type ParsedQuantity = { ok: true; value: number } | { ok: false; error: QuantityError };

/** Reads a number input's value (accepting "1,200" and surrounding spaces) against its limits. */
export function parseQuantity(raw: string, limits: QuantityLimits): ParsedQuantity {
  const text = raw.trim().replaceAll(",", "");
  if (text === "") return { ok: false, error: "empty" };
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, error: "not-a-number" };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: "not-a-number" };
  if (value < limits.min) return { ok: false, error: "below-min" };
  if (value > limits.max) return { ok: false, error: "above-max" };
  if (!withinLimits(value, limits)) return { ok: false, error: "step" };
  return { ok: true, value };
}

/** "$940" for whole dollars, "$3.50" otherwise. */
export function formatUsd(cents: number): string {
  return cents % 100 === 0
    ? formatMoney(cents / 100, { symbol: "$", digits: 0 })
    : formatMoney(cents, { symbol: "$", digits: 2 });
}

/** Schema.org offers of the product `name`: every tier's unit prices, in dollars. */
export function shadowCradleOffers(name: string) {
  return shadowCradleTiers.flatMap((tier) =>
    (
      [
        ["per server per month", tier.perServerCents],
        ["per endpoint per month", tier.perEndpointCents],
        ["per TB retained per month", tier.perTbCents],
      ] as const
    ).map(([unit, cents]) => ({
      name: `${name} ${tier.name}, ${unit}`,
      price: cents / 100,
      priceCurrency: PRICE_CURRENCY,
    })),
  );
}
