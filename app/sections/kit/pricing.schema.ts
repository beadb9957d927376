/**
 * What the template kit's plans (kit/pricing.tsx) take from a content file: plans, passes or
 * packs side by side, prices in US cents (shown in the visitor's currency), and an optional
 * monthly/annual toggle, for which every plan gives its annual price.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitLink, kitTone } from "~/lib/content/vocab/kit-fields";

import type { PricingProps } from "./pricing";

const cents = z.number("write the price in US cents").check(z.int(), z.gte(0));

/** One plan: name, price, what is included and its call to action. */
export const kitPlan = z.strictObject({
  name: text(1, 60),
  blurb: text(1, 200),
  /** US cents per `unit`. */
  price: cents,
  /** US cents per month, billed annually. */
  annualPrice: z.optional(cents),
  unit: text(1, 40),
  features: z.array(text(1, 120)).check(z.minLength(1, "list what the plan includes")),
  cta: kitLink,
  featured: z.optional(z.boolean()),
  badge: z.optional(text(1, 40)),
});

export const pricingSchema = z
  .strictObject({
    id: elementId,
    heading: kitIntro,
    plans: z.array(kitPlan).check(z.minLength(1, "list the plans")),
    billingToggle: z.optional(z.boolean()),
    annualNote: z.optional(text(1, 40)),
    note: z.optional(text(1, 300)),
    tone: kitTone,
    anchor: kitAnchor,
  })
  .check(
    z.refine(
      (section) =>
        !section.billingToggle || section.plans.every((plan) => plan.annualPrice !== undefined),
      { message: "with billingToggle, give every plan its annualPrice", path: ["plans"] },
    ),
  );

export const pricingFields = (fields: z.infer<typeof pricingSchema>): PricingProps => fields;
