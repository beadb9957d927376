import { describe, expect, it } from "vitest";

import { CART_ERROR, checkoutErrors, findCoupon } from "./checkout";

const NOW = new Date("2026-11-22T12:00:00Z");

const valid = {
  fullName: "Ada Byron",
  email: "ada@example.com",
  phone: "",
  address: "12 Mill Road",
  city: "Portland",
  postcode: "04101",
  country: "US",
  shipping: "standard",
  payment: "card",
  cardName: "Ada Byron",
  cardNumber: "4242 4242 4242 4242",
  expiry: "08/29",
  cvc: "123",
};

describe("checkoutErrors", () => {
  it("accepts a complete form", () => {
    expect(checkoutErrors(valid, NOW)).toEqual({});
  });

  it("names every missing or malformed field", () => {
    const errors = checkoutErrors(
      {
        ...valid,
        fullName: " ",
        email: "ada@",
        postcode: "",
        cardNumber: "4242 4242 4242 4241",
        expiry: "13/30",
        cvc: "12",
      },
      NOW,
    );
    expect(Object.keys(errors)).toEqual([
      "fullName",
      "email",
      "postcode",
      "cardNumber",
      "expiry",
      "cvc",
    ]);
    expect(errors.email).toMatch(/e-mail address like/);
  });

  it("asks for card details only when paying by card", () => {
    expect(
      checkoutErrors({ ...valid, payment: "bank", cardNumber: "", expiry: "", cvc: "" }, NOW),
    ).toEqual({});
    expect(checkoutErrors({ ...valid, cardNumber: "" }, NOW)).toHaveProperty("cardNumber");
  });

  it("refuses a delivery option or country that is not offered", () => {
    expect(
      Object.keys(checkoutErrors({ ...valid, shipping: "drone", country: "XX" }, NOW)),
    ).toEqual(["country", "shipping"]);
  });

  it("refuses an empty cart, after the fields' errors", () => {
    expect(Object.keys(checkoutErrors(valid, NOW, 0))).toEqual([CART_ERROR]);
    expect(Object.keys(checkoutErrors({ ...valid, cvc: "" }, NOW, 0))).toEqual(["cvc", CART_ERROR]);
    expect(checkoutErrors(valid, NOW, 2)).toEqual({});
  });
});

describe("findCoupon", () => {
  const coupons = [{ code: "WELCOME10", percent: 10 }];
  it("ignores case and spaces, and finds nothing for an empty code", () => {
    expect(findCoupon(coupons, " welcome10 ")?.percent).toBe(10);
    expect(findCoupon(coupons, "WELCOME")).toBeUndefined();
    expect(findCoupon(coupons, "")).toBeUndefined();
  });
});
