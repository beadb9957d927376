/**
 * What the sample checkout (kit/checkout-form.tsx) takes from a content file: its delivery
 * options and sample coupons. Its link to the catalogue, for an empty cart, is the cart
 * drawer's (app/content/templates/shop/store.ts), joined at build time.
 */
import * as z from "zod/mini";

import { SHIPPING_KEYS, shopStore } from "~/content/templates/shop/store";
import { text } from "~/lib/content/vocab/fields";

import type { CheckoutFormProps } from "./checkout-form";

/** An amount in US cents. */
const cents = z.number("write the amount in US cents").check(z.int(), z.gte(0));

const shippingOption = z.strictObject({
  key: z.enum(SHIPPING_KEYS, `use one of: ${SHIPPING_KEYS.join(", ")}`),
  label: text(1, 80),
  note: text(1, 120),
  price: cents,
  /** Free from this subtotal up. */
  freeOver: z.optional(cents),
});

const coupon = z.strictObject({
  /** What the visitor types (case is ignored). */
  code: z.string("write the code").check(z.regex(/^[A-Z0-9]+$/, "write the code in capitals")),
  /** A whole percentage off the subtotal. */
  percent: z.number("write a whole percentage").check(z.int(), z.gte(1), z.lte(100)),
  label: text(1, 80),
});

const onceEach = <T>(key: (item: T) => string, what: string) =>
  z.refine<readonly T[]>(
    (items) => new Set(items.map(key)).size === items.length,
    `list each ${what} once`,
  );

export const checkoutFormSchema = z.strictObject({
  shippingOptions: z.array(shippingOption).check(
    z.minLength(1, "list the delivery options"),
    onceEach((option) => option.key, "delivery option"),
  ),
  coupons: z.array(coupon).check(onceEach((entry) => entry.code, "coupon code")),
});

/** The checkout's props: the file's options and coupons, the cart's link to the catalogue. */
export const checkoutFormProps = (
  fields: z.infer<typeof checkoutFormSchema>,
): CheckoutFormProps => ({ ...fields, browse: shopStore.cart.browse });
