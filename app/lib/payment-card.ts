/**
 * Card fields of the sample billing page: formatting as the visitor types and the checks a
 * real form makes before it sends anything. The sample never sends the number anywhere.
 */

/** The longest card number the networks issue (ISO/IEC 7812). */
export const MAX_CARD_DIGITS = 19;
const MIN_CARD_DIGITS = 12;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, "");
}

/** Digits in groups of four, at most 19 digits: "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * The field's new text and caret after an edit: formatted, with the caret kept after the same
 * number of digits as before, so typing or deleting mid-number does not jump to the end.
 */
export function formatCardInput(value: string, caret: number): { value: string; caret: number } {
  const formatted = formatCardNumber(value);
  const digitsBefore = Math.min(digitsOf(value.slice(0, caret)).length, MAX_CARD_DIGITS);
  if (digitsBefore === 0) return { value: formatted, caret: 0 };
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? "")) seen += 1;
    if (seen === digitsBefore) return { value: formatted, caret: index + 1 };
  }
  return { value: formatted, caret: formatted.length };
}

/** The Luhn checksum every card number carries (ISO/IEC 7812-1), over a string of digits. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card number as typed (digits and spaces), 12 to 19 digits, that passes the Luhn checksum. */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (digits !== number.replace(/\s/g, "")) return false;
  if (digits.length < MIN_CARD_DIGITS || digits.length > MAX_CARD_DIGITS) return false;
  return luhn(digits);
}

export type CardBrand = "Visa" | "Mastercard" | "American Express" | "Card";

/** The network, from the number's first digits (enough to label a saved card). */
export function cardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return "Visa";
  if (/^3[47]/.test(digits)) return "American Express";
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "Mastercard";
  return "Card";
}

/** "MMYY" as typed becomes "MM/YY"; at most four digits. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Month and four-digit year of "MM/YY", or null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function expiryInFuture(value: string, now: Date): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) >= current;
}

/** Three digits, or four on American Express. */
export function cvcValid(cvc: string, number: string): boolean {
  const length = cardBrand(number) === "American Express" ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(cvc.trim());
}

export interface CardInput {
  number: string;
  name: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardInput, string>>;

/** What is wrong with each field, in words for the field's error message; {} when none. */
export function validateCard(input: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  const digits = digitsOf(input.number);
  if (!digits) errors.number = "Enter the card number.";
  else if (!luhnValid(input.number))
    errors.number = "This card number is not valid: check the digits.";
  if (!input.name.trim()) errors.name = "Enter the name shown on the card.";
  if (!parseExpiry(input.expiry)) errors.expiry = "Enter the expiry date as MM/YY.";
  else if (!expiryInFuture(input.expiry, now)) errors.expiry = "This card has expired.";
  if (!cvcValid(input.cvc, input.number))
    errors.cvc =
      cardBrand(input.number) === "American Express"
        ? "Enter the 4-digit security code from the front of the card."
        : "Enter the 3-digit security code from the back of the card.";
  return errors;
}
