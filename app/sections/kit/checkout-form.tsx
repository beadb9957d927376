import { useState } from "react";
import { Link } from "react-router";
import * as z from "zod/mini";

import { ErrorSummary, type SummaryError } from "~/components/forms/error-summary";
import { RadioGroup, radioId } from "~/components/forms/radio-group";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { CartLines } from "~/components/kit/cart-lines";
import { SHIPPING_KEYS, shopStore } from "~/content/templates/shop/store";
import { useCartLines } from "~/hooks/use-cart";
import { useCurrency } from "~/hooks/use-currency";
import { useFormSubmit } from "~/hooks/use-form-submit";
import {
  CART_ERROR,
  checkoutErrors,
  type CheckoutValues,
  countries,
  findCoupon,
  paymentMethods,
} from "~/lib/checkout";
import { text } from "~/lib/content/vocab/fields";
import { type kitLink, usCents } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";
import { formatMinor, formatPrice } from "~/lib/money";
import { orderTotals, usdSubtotal } from "~/lib/order";

import "~/styles/kit/_checkout.scss";

/** An amount in US cents. */
const cents = usCents("amount");

const shippingOption = z
  .strictObject({
    key: z
      .enum(SHIPPING_KEYS, `use one of: ${SHIPPING_KEYS.join(", ")}`)
      .check(z.describe("Which delivery option this is (each once)")),
    label: text(1, 80).check(z.describe("The option's name, e.g. Standard")),
    note: text(1, 120).check(z.describe("A line under the name, e.g. 3 to 5 working days")),
    price: cents.check(z.describe("The price in US cents")),
    freeOver: z.optional(cents.check(z.describe("Free from this subtotal up (US cents)"))),
  })
  .check(z.describe("One delivery option the form offers"));

const coupon = z
  .strictObject({
    code: z
      .string("write the code")
      .check(
        z.regex(/^[A-Z0-9]+$/, "write the code in capitals"),
        z.describe("What the visitor types (case is ignored)"),
      ),
    percent: z
      .number("write a whole percentage")
      .check(z.int(), z.gte(1), z.lte(100), z.describe("A whole percentage off the subtotal")),
    label: text(1, 80).check(z.describe("What the summary calls the discount, e.g. Spring sale")),
  })
  .check(z.describe("A coupon code the form accepts"));

const onceEach = <T,>(key: (item: T) => string, what: string) =>
  z.refine<readonly T[]>(
    (items) => new Set(items.map(key)).size === items.length,
    `list each ${what} once`,
  );

/**
 * The sample checkout as a content file writes it: its delivery options and sample coupons. Its
 * link to the catalogue, for an empty cart, is the cart drawer's
 * (app/content/templates/shop/store.ts), joined at build time.
 */
export const schema = z.strictObject({
  shippingOptions: z.array(shippingOption).check(
    z.minLength(1, "list the delivery options"),
    onceEach((option) => option.key, "delivery option"),
    z.describe("The delivery options, in the order shown"),
  ),
  coupons: z.array(coupon).check(
    onceEach((entry) => entry.code, "coupon code"),
    z.describe("The coupon codes that work in this sample"),
  ),
});

/** The checkout's props: the file's options and coupons, the cart's link to the catalogue. */
export const resolve = (
  fields: Fields<typeof schema>,
): Fields<typeof schema> & { browse: Fields<typeof kitLink> } => ({
  ...fields,
  browse: shopStore.cart.browse,
});

export type CheckoutFormProps = ReturnType<typeof resolve>;

const FIELDS = [
  "fullName",
  "email",
  "phone",
  "address",
  "city",
  "postcode",
  "country",
  "shipping",
  "payment",
  "cardName",
  "cardNumber",
  "expiry",
  "cvc",
] as const;

const INITIAL: CheckoutValues = {
  fullName: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  postcode: "",
  country: "US",
  shipping: "standard",
  payment: "card",
  cardName: "",
  cardNumber: "",
  expiry: "",
  cvc: "",
};

const fieldId = (name: string) => `checkout-${name}`;
const SUMMARY_ID = "checkout-summary-title";

/**
 * The sample checkout: delivery address, delivery option, payment, and the order summary from
 * the cart (quantity steppers, remove, a coupon, totals in the visitor's currency). It
 * validates like a real checkout on the site's form stack (`useFormSubmit` with its own check:
 * inline errors, a summary that links to each field, every field checked again on each change
 * once submitted), and on a valid submit says plainly that this is a sample store and no order
 * is placed.
 */
export function CheckoutForm({ shippingOptions, coupons, browse }: CheckoutFormProps) {
  const currency = useCurrency();
  const lines = useCartLines();
  const [values, setValues] = useState<CheckoutValues>(INITIAL);
  const [couponCode, setCouponCode] = useState("");
  const [coupon, setCoupon] = useState<(typeof coupons)[number] | null>(null);
  const [couponNote, setCouponNote] = useState("");
  // The cart as it was when the order was placed, for the outcome.
  const [placed, setPlaced] = useState("");

  const orderLines = lines.map(({ item, product }) => ({
    unitUsdCents: product.price,
    qty: item.qty,
  }));
  const shippingOption = shippingOptions.find((option) => option.key === values.shipping);
  const usd = usdSubtotal(orderLines);
  // What an option costs for this cart (its label shows it even while the cart is empty).
  const optionCost = (option: (typeof shippingOptions)[number]) =>
    option.freeOver !== undefined && usd >= option.freeOver ? 0 : option.price;
  const totals = orderTotals({
    lines: orderLines,
    currency,
    shippingUsdCents: shippingOption && lines.length > 0 ? optionCost(shippingOption) : 0,
    discountPercent: coupon?.percent ?? 0,
  });

  const count = lines.reduce((sum, line) => sum + line.item.qty, 0);
  const { errors, sent, successRef, summaryRef, submit, revalidate, reset } = useFormSubmit(
    (input) => checkoutErrors(input as CheckoutValues, new Date(), lines.length),
    {
      summary: true,
      recheck: true,
      onSent: () =>
        setPlaced(
          `${count === 1 ? "1 item" : `${count} items`}, ${formatMinor(totals.total, currency)}`,
        ),
    },
  );

  const set = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    reset();
    revalidate(name, next);
  };

  const applyCoupon = () => {
    const found = findCoupon(coupons, couponCode);
    setCoupon(found ?? null);
    setCouponNote(found ? `${found.code} applied: ${found.label}.` : "That code is not valid.");
  };

  const summaryErrors: SummaryError[] = [...FIELDS, CART_ERROR].flatMap((name) => {
    const message = errors[name];
    if (!message) return [];
    const target =
      name === "shipping" || name === "payment"
        ? radioId(fieldId(name), values[name] ?? "")
        : name === CART_ERROR
          ? SUMMARY_ID
          : fieldId(name);
    return [{ target, message }];
  });

  const text = (
    name: string,
    label: string,
    props: {
      type?: "text" | "email" | "tel";
      autoComplete?: string;
      optional?: boolean;
      hint?: string;
      inputMode?: "numeric";
      className?: string;
    } = {},
  ) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      value={values[name] ?? ""}
      error={errors[name]}
      onChange={(event) => set(name, event.target.value)}
      {...props}
    />
  );

  return (
    <form
      className="kit-section kit-checkout"
      aria-label="Checkout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values);
      }}
    >
      <div className="container kit-checkout-grid">
        <div className="kit-checkout-fields">
          <ErrorSummary
            ref={summaryRef}
            id="checkout-errors"
            title="Check these before you place the order"
            errors={summaryErrors}
          />
          <fieldset className="kit-checkout-block">
            <legend className="kit-checkout-legend">Delivery address</legend>
            <div className="kit-checkout-row">
              {text("fullName", "Full name", { autoComplete: "name" })}
              {text("email", "Email", { type: "email", autoComplete: "email" })}
            </div>
            {text("phone", "Phone", {
              type: "tel",
              autoComplete: "tel",
              optional: true,
              hint: "Only for the courier, if they cannot find you.",
            })}
            {text("address", "Street address", { autoComplete: "address-line1" })}
            <div className="kit-checkout-row">
              {text("city", "Town or city", { autoComplete: "address-level2" })}
              {text("postcode", "Postcode", { autoComplete: "postal-code" })}
            </div>
            <SelectField
              id={fieldId("country")}
              name="country"
              label="Country"
              autoComplete="country"
              options={countries}
              value={values.country}
              error={errors.country}
              onChange={(event) => set("country", event.target.value)}
            />
          </fieldset>

          <div className="kit-checkout-block">
            <RadioGroup
              id={fieldId("shipping")}
              name="shipping"
              label="Delivery"
              className="kit-checkout-options"
              options={shippingOptions.map((option) => {
                const cost = optionCost(option);
                return {
                  value: option.key,
                  label: `${option.label} (${option.note}): ${cost === 0 ? "free" : formatPrice(cost, currency)}`,
                };
              })}
              value={values.shipping ?? ""}
              error={errors.shipping}
              onChange={(value) => set("shipping", value)}
            />
          </div>

          <div className="kit-checkout-block">
            <RadioGroup
              id={fieldId("payment")}
              name="payment"
              label="Payment"
              hint="A sample store: try the test card 4242 4242 4242 4242. Nothing is charged, sent or stored."
              options={paymentMethods}
              value={values.payment ?? ""}
              error={errors.payment}
              onChange={(value) => set("payment", value)}
              inline
            />
            {values.payment === "card" && (
              <div className="kit-checkout-card">
                {text("cardName", "Name on the card", { autoComplete: "cc-name" })}
                {text("cardNumber", "Card number", {
                  autoComplete: "cc-number",
                  inputMode: "numeric",
                })}
                <div className="kit-checkout-row">
                  {text("expiry", "Expiry date (MM/YY)", { autoComplete: "cc-exp" })}
                  {text("cvc", "Security code", { autoComplete: "cc-csc", inputMode: "numeric" })}
                </div>
              </div>
            )}
          </div>
        </div>

        <div className="kit-checkout-summary" aria-labelledby={SUMMARY_ID} role="region">
          <h2 id={SUMMARY_ID} className="kit-checkout-title" tabIndex={-1}>
            Order summary
          </h2>
          {errors[CART_ERROR] && <p className="field-error">{errors[CART_ERROR]}</p>}
          <CartLines
            label="Items in your order"
            empty={
              <p>
                Your cart is empty. <Link to={browse.href}>{browse.label}</Link>
              </p>
            }
          />

          <div className="kit-checkout-coupon">
            <label htmlFor="checkout-coupon" className="form-label">
              Coupon code
            </label>
            <div className="kit-checkout-coupon-row">
              <input
                id="checkout-coupon"
                className="kit-input"
                value={couponCode}
                autoComplete="off"
                onChange={(event) => setCouponCode(event.target.value)}
                onKeyDown={(event) => {
                  // Enter applies the coupon instead of submitting the whole order.
                  if (event.key === "Enter") {
                    event.preventDefault();
                    applyCoupon();
                  }
                }}
              />
              <button type="button" className="kit-btn kit-btn-outline" onClick={applyCoupon}>
                Apply
              </button>
            </div>
            <p className="kit-checkout-coupon-note" role="status">
              {couponNote}
            </p>
          </div>

          <dl className="kit-checkout-totals">
            <div>
              <dt>Subtotal</dt>
              <dd>{formatMinor(totals.subtotal, currency)}</dd>
            </div>
            {coupon && (
              <div>
                <dt>Discount ({coupon.code})</dt>
                <dd>−{formatMinor(totals.discount, currency)}</dd>
              </div>
            )}
            <div>
              <dt>Delivery</dt>
              <dd>{totals.shipping === 0 ? "Free" : formatMinor(totals.shipping, currency)}</dd>
            </div>
            <div className="kit-checkout-total">
              <dt>Total</dt>
              <dd>{formatMinor(totals.total, currency)}</dd>
            </div>
          </dl>

          <button type="submit" className="kit-btn w-100">
            Place order
          </button>
          <div ref={successRef} tabIndex={-1} className="kit-checkout-placed" role="status">
            {sent && (
              <p>
                Sample store: no order is placed. Nothing was charged or sent; your cart ({placed})
                is as you left it.
              </p>
            )}
          </div>
        </div>
      </div>
    </form>
  );
}
