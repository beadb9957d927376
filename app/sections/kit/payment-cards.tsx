import Plus from "lucide-react/icons/plus";
import { type ChangeEvent, type FormEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { Button } from "react-aria-components/Button";

import { KitModal } from "~/components/kit/modal";
import { Glyph } from "~/components/ui/icon";
import {
  cardBrand,
  type CardErrors,
  type CardInput,
  digitsOf,
  formatCardInput,
  formatExpiry,
  validateCard,
} from "~/lib/payment-card";

import { PaymentCardTile, type SavedCard } from "./account-cards";

export interface PaymentCardsProps {
  /** The cards saved at first. */
  cards: readonly SavedCard[];
  /** The opener's label and the dialog's title. */
  addLabel: string;
  /** What the dialog says about the sample (nothing leaves the page). */
  note: string;
  /** Confirmation once a card is added; "{brand}" and "{last4}" are filled in. */
  added: string;
}

const FIELDS: readonly {
  key: keyof CardInput;
  label: string;
  autoComplete: string;
  inputMode?: "numeric";
  placeholder?: string;
  half?: boolean;
}[] = [
  {
    key: "number",
    label: "Card number",
    autoComplete: "cc-number",
    inputMode: "numeric",
    placeholder: "1234 5678 9012 3456",
  },
  { key: "name", label: "Name on card", autoComplete: "cc-name" },
  {
    key: "expiry",
    label: "Expiry date (MM/YY)",
    autoComplete: "cc-exp",
    inputMode: "numeric",
    placeholder: "MM/YY",
    half: true,
  },
  { key: "cvc", label: "Security code", autoComplete: "cc-csc", inputMode: "numeric", half: true },
];

const EMPTY: CardInput = { number: "", name: "", expiry: "", cvc: "" };

/**
 * Saved payment cards and an "add card" dialog. The number is grouped by four as it is typed
 * (the caret stays where it was), and checked before anything happens: Luhn checksum, an expiry
 * month not yet past, a 3- or 4-digit security code. A sample page: the form has no action and
 * its fields no names, the number never leaves the page, and only the last four digits are kept.
 */
export function PaymentCards({ cards: initial, addLabel, note, added }: PaymentCardsProps) {
  const id = useId();
  const [cards, setCards] = useState<readonly SavedCard[]>(initial);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const numberField = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const fieldRefs = useRef<Partial<Record<keyof CardInput, HTMLInputElement | null>>>({});

  // Put the caret back where the visitor was typing once the formatted number is rendered.
  useLayoutEffect(() => {
    if (pendingCaret.current === null) return;
    numberField.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [values.number]);

  const openDialog = () => {
    setValues(EMPTY);
    setErrors({});
    setOpen(true);
  };

  const onChange = (key: keyof CardInput) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let value = input.value;
    if (key === "number") {
      const formatted = formatCardInput(value, input.selectionStart ?? value.length);
      value = formatted.value;
      pendingCaret.current = formatted.caret;
    } else if (key === "expiry") {
      // Deleting the slash must not put it straight back: format only while typing forward.
      value = value.length < values.expiry.length ? value : formatExpiry(value);
    } else if (key === "cvc") {
      value = digitsOf(value).slice(0, 4);
    }
    setValues((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCard(values, new Date());
    setErrors(found);
    const firstWrong = FIELDS.find((field) => found[field.key]);
    if (firstWrong) {
      fieldRefs.current[firstWrong.key]?.focus();
      return;
    }
    const digits = digitsOf(values.number);
    const card: SavedCard = {
      id: `added-${cards.length}`,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expiry: values.expiry,
      holder: values.name.trim(),
    };
    setCards((current) => [...current, card]);
    setValues(EMPTY);
    setOpen(false);
    setStatus(added.replace("{brand}", card.brand).replace("{last4}", card.last4));
  };

  return (
    <>
      <ul className="acct-card-grid acct-paycards">
        {cards.map((card) => (
          <li key={card.id}>
            <PaymentCardTile card={card} />
          </li>
        ))}
      </ul>
      <Button className="kit-btn acct-add-card" onPress={openDialog}>
        <Glyph icon={Plus} size={18} />
        {addLabel}
      </Button>
      <p className="acct-status" role="status">
        {status}
      </p>
      <KitModal isOpen={open} onOpenChange={setOpen} title={addLabel} className="acct-card-dialog">
        <p className="kit-muted">{note}</p>
        <form className="acct-card-form" noValidate onSubmit={onSubmit} aria-label={addLabel}>
          {FIELDS.map((field) => {
            const fieldId = `${id}-${field.key}`;
            const error = errors[field.key];
            return (
              <div
                key={field.key}
                className={field.half ? "kit-field kit-field-half" : "kit-field"}
              >
                <label className="kit-label" htmlFor={fieldId}>
                  {field.label}
                </label>
                <input
                  ref={(node) => {
                    fieldRefs.current[field.key] = node;
                    if (field.key === "number") numberField.current = node;
                  }}
                  id={fieldId}
                  className="kit-input"
                  type="text"
                  inputMode={field.inputMode}
                  autoComplete={field.autoComplete}
                  placeholder={field.placeholder}
                  spellCheck={false}
                  value={values[field.key]}
                  onChange={onChange(field.key)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fieldId}-error` : undefined}
                />
                {error && (
                  <p id={`${fieldId}-error`} className="acct-field-error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <div className="kit-actions acct-card-actions">
            <button type="submit" className="kit-btn">
              Save card
            </button>
            <Button slot="close" className="kit-btn kit-btn-outline">
              Cancel
            </Button>
          </div>
        </form>
      </KitModal>
    </>
  );
}
