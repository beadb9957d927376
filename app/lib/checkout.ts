/**
 * What the sample checkout accepts: the same checks a real one would make, so the page
 * behaves like a shop, although nothing is sent anywhere (zod/mini, like the site's forms).
 */
import * as z from "zod/mini";

import { type FieldErrors, validate } from "./forms/schemas";
import { expiryInFuture, luhn } from "./payment-card";

export const countries = [
  { value: "US", label: "United States" },
  { value: "CA", label: "Canada" },
  { value: "GB", label: "United Kingdom" },
  { value: "DE", label: "Germany" },
  { value: "FR", label: "France" },
  { value: "NL", label: "Netherlands" },
  { value: "JP", label: "Japan" },
] as const;

export const paymentMethods = [
  { value: "card", label: "Card" },
  { value: "bank", label: "Bank transfer (we e-mail the details)" },
] as const;

const text = (label: string, max = 120) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter your ${label}.`),
      z.maxLength(max, `Keep your ${label} under ${max} characters.`),
    );

const addressSchema = z.object({
  fullName: text("full name"),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter your e-mail address."),
      z.email("Enter an e-mail address like name@example.com."),
    ),
  phone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(
          /^$|^\+?[\d\s().-]{6,20}$/,
          "Enter a phone number of digits, like +1 555 010 2040.",
        ),
      ),
  ),
  address: text("street address", 200),
  city: text("town or city", 80),
  postcode: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter your postcode."),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, "Enter a postcode of letters and digits."),
    ),
  country: z.enum(
    countries.map((entry) => entry.value) as [string, ...string[]],
    "Choose a country.",
  ),
  shipping: z.enum(["standard", "express", "pickup"], "Choose a delivery option."),
  payment: z.enum(["card", "bank"], "Choose how to pay."),
});

const cardSchema = (now: Date) =>
  z.object({
    cardName: text("name on the card"),
    cardNumber: z.string().check(
      z.minLength(1, "Enter the card number."),
      z.refine(
        (value) =>
          /^\d{13,19}$/.test(value.replace(/[\s-]/g, "")) && luhn(value.replace(/[\s-]/g, "")),
        "Enter a valid card number (13 to 19 digits).",
      ),
    ),
    expiry: z.string().check(
      z.minLength(1, "Enter the expiry date."),
      z.refine(
        (value) => expiryInFuture(value, now),
        "Enter an expiry date like 08/29 that has not passed.",
      ),
    ),
    cvc: z
      .string()
      .check(
        z.minLength(1, "Enter the security code."),
        z.regex(/^\d{3,4}$/, "Enter the 3 or 4 digits on the back of the card."),
      ),
  });

export type CheckoutValues = Record<string, string>;

/** The key of the error an empty cart gets: the order summary shows it, not a field. */
export const CART_ERROR = "cart";

/**
 * Every field's first problem, in the order the form shows them, then the cart's when it is
 * empty (`cartLines` given as 0); {} when it is all fine.
 */
export function checkoutErrors(values: CheckoutValues, now: Date, cartLines?: number): FieldErrors {
  const address = validate(addressSchema, values);
  const card =
    values.payment === "card" ? validate(cardSchema(now), values) : { ok: true as const };
  return {
    ...(address.ok ? {} : address.errors),
    ...(card.ok ? {} : card.errors),
    ...(cartLines === 0
      ? { [CART_ERROR]: "Your cart is empty: add something from the catalogue first." }
      : {}),
  };
}

/** A coupon by its code, typed in any case with any spaces around it. */
export function findCoupon<T extends { code: string }>(
  coupons: readonly T[],
  code: string,
): T | undefined {
  const wanted = code.trim().toUpperCase();
  return wanted ? coupons.find((coupon) => coupon.code === wanted) : undefined;
}
