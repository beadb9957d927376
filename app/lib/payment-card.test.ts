import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  cardBrand,
  cvcValid,
  digitsOf,
  expiryInFuture,
  formatCardInput,
  formatCardNumber,
  formatExpiry,
  luhn,
  luhnValid,
  MAX_CARD_DIGITS,
  validateCard,
} from "./payment-card";

/** The Luhn check digit for a payload, computed the textbook way (independently of luhnValid). */
function checkDigit(payload: string): string {
  const reversed = [...payload].reverse().map(Number);
  const sum = reversed.reduce((total, digit, index) => {
    if (index % 2 === 0) {
      const doubled = digit * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }
    return total + digit;
  }, 0);
  return String((10 - (sum % 10)) % 10);
}

const digitString = (min: number, max: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max })
    .map((d) => d.join(""));

describe("luhnValid", () => {
  it("accepts the networks' published test numbers and rejects a changed digit", () => {
    for (const number of ["4242424242424242", "5555555555554444", "378282246310005"]) {
      expect(luhnValid(number), number).toBe(true);
    }
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("4242 4242 4242 4242")).toBe(true);
  });

  it("rejects too short, too long and non-digit input", () => {
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("00000000000")).toBe(false);
    expect(luhnValid("0".repeat(20))).toBe(false);
    expect(luhnValid("4242-4242-4242-4242")).toBe(false);
  });

  it("accepts any payload with its check digit, and no other last digit", () => {
    fc.assert(
      fc.property(digitString(11, 18), fc.integer({ min: 1, max: 9 }), (payload, shift) => {
        const good = checkDigit(payload);
        expect(luhnValid(payload + good)).toBe(true);
        const bad = String((Number(good) + shift) % 10);
        expect(luhnValid(payload + bad)).toBe(false);
      }),
    );
  });
});

describe("formatCardNumber", () => {
  it("groups digits by four and drops everything else", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42 42a")).toBe("4242 4242");
    expect(formatCardNumber("12345")).toBe("1234 5");
    expect(formatCardNumber("1234")).toBe("1234");
    expect(formatCardNumber("")).toBe("");
  });

  it("keeps the digits, at most 19, in groups of four with single spaces", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const formatted = formatCardNumber(text);
        expect(digitsOf(formatted)).toBe(digitsOf(text).slice(0, MAX_CARD_DIGITS));
        expect(formatted).toMatch(/^(\d{4} )*\d{0,4}$/);
        expect(formatted.endsWith(" ")).toBe(false);
        // Formatting twice changes nothing.
        expect(formatCardNumber(formatted)).toBe(formatted);
      }),
    );
  });
});

describe("formatCardInput", () => {
  it("keeps the caret after the same digits when typing mid-number", () => {
    // "4242 4242" with "9" typed after the fifth digit (caret was at 6, now 7).
    expect(formatCardInput("4242 49242", 7)).toEqual({ value: "4242 4924 2", caret: 7 });
    // Typing a fifth digit at the end moves past the new space.
    expect(formatCardInput("42424", 5)).toEqual({ value: "4242 4", caret: 6 });
    expect(formatCardInput("4242", 0)).toEqual({ value: "4242", caret: 0 });
  });

  it("puts the caret right after as many digits as were before it", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("1", "2", "9", " ", "-", "x"), maxLength: 30 }),
        fc.nat(),
        (text, at) => {
          const caret = at % (text.length + 1);
          const result = formatCardInput(text, caret);
          expect(result.value).toBe(formatCardNumber(text));
          const expected = Math.min(digitsOf(text.slice(0, caret)).length, MAX_CARD_DIGITS);
          expect(digitsOf(result.value.slice(0, result.caret)).length).toBe(expected);
          // The caret sits right after a digit (or at the start), never after a space.
          if (result.caret > 0) expect(result.value[result.caret - 1]).toMatch(/\d/);
        },
      ),
    );
  });
});

describe("expiry and CVC", () => {
  const now = new Date(2026, 10, 22);

  it("formats MMYY as MM/YY", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("1228")).toBe("12/28");
    expect(formatExpiry("12/289")).toBe("12/28");
  });

  it("treats a card as valid through its expiry month", () => {
    expect(expiryInFuture("11/26", now)).toBe(true);
    expect(expiryInFuture("10/26", now)).toBe(false);
    expect(expiryInFuture("01/27", now)).toBe(true);
    expect(expiryInFuture("13/27", now)).toBe(false);
    expect(expiryInFuture("1/27", now)).toBe(false);
  });

  it("asks for 3 digits, 4 on American Express", () => {
    expect(cvcValid("123", "4242424242424242")).toBe(true);
    expect(cvcValid("1234", "4242424242424242")).toBe(false);
    expect(cvcValid("1234", "378282246310005")).toBe(true);
    expect(cvcValid("12a", "4242424242424242")).toBe(false);
  });

  it("names the network from the first digits", () => {
    expect(cardBrand("4242")).toBe("Visa");
    expect(cardBrand("5555 5555")).toBe("Mastercard");
    expect(cardBrand("2221 0000")).toBe("Mastercard");
    expect(cardBrand("3782")).toBe("American Express");
    expect(cardBrand("6011")).toBe("Card");
  });
});

describe("validateCard", () => {
  const now = new Date(2026, 10, 22);
  const good = { number: "4242 4242 4242 4242", name: "Maya Okafor", expiry: "08/29", cvc: "123" };

  it("passes a complete, valid card", () => {
    expect(validateCard(good, now)).toEqual({});
  });

  it("explains each problem on its own field", () => {
    const errors = validateCard(
      { number: "4242 4242 4242 4241", name: " ", expiry: "01/20", cvc: "1" },
      now,
    );
    expect(Object.keys(errors).sort()).toEqual(["cvc", "expiry", "name", "number"]);
    expect(errors.number).toMatch(/not valid/);
    expect(errors.expiry).toMatch(/expired/);
    expect(validateCard({ ...good, number: "" }, now).number).toMatch(/Enter the card number/);
    expect(validateCard({ ...good, expiry: "2029" }, now).expiry).toMatch(/MM\/YY/);
  });
});

describe("card checks the checkout shares", () => {
  const NOW = new Date("2026-11-22T12:00:00Z");

  it("Luhn: accepts test numbers, rejects one wrong digit", () => {
    expect(luhn("4242424242424242")).toBe(true);
    expect(luhn("5555555555554444")).toBe(true);
    expect(luhn("4242424242424241")).toBe(false);
    expect(luhn("")).toBe(false);
  });

  it("expiry: MM/YY, this month still valid, last month not", () => {
    expect(expiryInFuture("11/26", NOW)).toBe(true);
    expect(expiryInFuture("10/26", NOW)).toBe(false);
    expect(expiryInFuture("00/30", NOW)).toBe(false);
    expect(expiryInFuture("8/29", NOW)).toBe(false);
  });
});
