/**
 * What the template kit's plans (kit/pricing.tsx) take from a content file: the plans side by
 * side, prices in US cents, and an optional monthly/annual toggle.
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/fields";
import { kitLink, kitSectionFields } from "~/lib/content/kit-fields";

import type { PricingProps } from "./pricing";

const cents = z.number("write the price in cents").check(z.int(), z.gte(0));

const plan = z.strictObject({
  name: text(1, 60),
  blurb: text(1, 200),
  price: cents,
  annualPrice: z.optional(cents),
  unit: text(1, 40),
  features: z.array(text(1, 120)),
  cta: kitLink,
  featured: z.optional(z.boolean("write true or false")),
  badge: z.optional(text(1, 40)),
});

export const pricingSchema = z
  .strictObject({
    ...kitSectionFields,
    plans: z.array(plan).check(z.minLength(1, "list the plans")),
    billingToggle: z.optional(z.boolean("write true or false")),
    annualNote: z.optional(text(1, 60)),
    note: z.optional(text(1, 300)),
  })
  .check(
    z.refine(
      ({ billingToggle, plans }) =>
        billingToggle !== true || plans.every((plan) => plan.annualPrice !== undefined),
      { message: "give every plan an annualPrice when billing toggles", path: ["plans"] },
    ),
  );

export const pricingFields = (fields: z.infer<typeof pricingSchema>): PricingProps => fields;
