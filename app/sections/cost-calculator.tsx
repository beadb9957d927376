import { useId, useState } from "react";

import { cx } from "~/lib/cx";
import { parseQuantity, type QuantityError } from "~/lib/shadowcradle-pricing";

import { type ActionButton, ActionButtons } from "./action-links";
import { type SectionIntro, SiteSection } from "./section-heading";

import "~/styles/sections/_form-fields.scss";
import "~/styles/sections/_cost-calculator.scss";

/** One plan the visitor can price. */
export interface CalculatorTier {
  /** Value passed to `estimate`. */
  id: string;
  /** Visible name of the plan. */
  name: string;
  /** Short lines under the name, e.g. its unit prices, one per line. */
  details: readonly string[];
}

/** One number input of the calculator. */
export interface CalculatorField {
  /** Key of the value passed to `estimate`. */
  key: string;
  /** The input's visible label. */
  label: string;
  /** Help text under the input, also part of its description. */
  hint: string;
  /** Smallest accepted value. */
  min: number;
  /** Largest accepted value. */
  max: number;
  /** Accepted increment (1 for counts, 0.5 for half units). */
  step: number;
}

/** One line of the result's breakdown. */
export interface CalculatorLine {
  /** What is counted, e.g. "Servers". */
  label: string;
  /** How it is counted, e.g. "10 × $59". */
  detail: string;
  /** The line's amount, formatted. */
  amount: string;
}

/** What `estimate` returns for valid values. */
export interface CalculatorResult {
  /** The formatted total, e.g. "$940". */
  total: string;
  /** The breakdown, in field order. */
  lines: readonly CalculatorLine[];
  /** Optional remark, e.g. that a minimum charge applies. */
  note?: string;
}

export interface CostCalculatorProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** Legend of the plan choice. */
  tierLegend: string;
  /** The plans, as radio buttons. */
  tiers: readonly CalculatorTier[];
  /** The number inputs, in order. */
  fields: readonly CalculatorField[];
  /** What the page shows before anyone types (also the prerendered estimate). */
  defaults: { tier: string; values: Readonly<Record<string, number>> };
  /** Turns a plan and valid values into the result to show. */
  estimate: (tier: string, values: Readonly<Record<string, number>>) => CalculatorResult;
  /** The message shown under a field whose value cannot be used. */
  errorMessage: (field: CalculatorField, error: QuantityError) => string;
  /** Label before the total, e.g. "Estimated monthly total". */
  totalLabel: string;
  /** Text after the total, e.g. "per month". */
  totalSuffix: string;
  /** Shown instead of the total while a field is invalid. */
  invalidText: string;
  /** Small print under the result. */
  footnote: string;
  /** Calls to action under the result. */
  actions: readonly ActionButton[];
}

/** A live price estimate: pick a plan, type quantities, read the monthly total. */
export function CostCalculator({
  id,
  heading,
  tierLegend,
  tiers,
  fields,
  defaults,
  estimate,
  errorMessage,
  totalLabel,
  totalSuffix,
  invalidText,
  footnote,
  actions,
}: CostCalculatorProps) {
  const uid = useId();
  const [tier, setTier] = useState(defaults.tier);
  const [raw, setRaw] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, String(defaults.values[field.key] ?? 0)])),
  );

  const parsed = fields.map((field) => ({
    field,
    inputId: `${uid}-${field.key}`,
    result: parseQuantity(raw[field.key] ?? "", field),
  }));
  const values: Record<string, number> = {};
  let valid = true;
  for (const { field, result } of parsed) {
    if (result.ok) values[field.key] = result.value;
    else valid = false;
  }
  const result = valid ? estimate(tier, values) : undefined;

  return (
    <SiteSection id={id} heading={heading}>
      <div className="calculator">
        <form className="calculator-form" onSubmit={(event) => event.preventDefault()} noValidate>
          <fieldset className="calculator-tiers">
            <legend className="calculator-legend">{tierLegend}</legend>
            <div className="calculator-tier-options">
              {tiers.map((option) => (
                <label
                  key={option.id}
                  className={cx("calculator-tier", option.id === tier && "is-selected")}
                >
                  <input
                    type="radio"
                    className="form-check-input"
                    name={`${uid}-tier`}
                    value={option.id}
                    checked={option.id === tier}
                    onChange={() => setTier(option.id)}
                  />
                  <span className="calculator-tier-name">{option.name}</span>
                  <span className="calculator-tier-details">
                    {option.details.map((detail) => (
                      <span key={detail}>{detail}</span>
                    ))}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="row g-3">
            {parsed.map(({ field, inputId, result: fieldResult }) => {
              const hintId = `${inputId}-hint`;
              const errorId = `${inputId}-error`;
              return (
                <div className="col-md-4" key={field.key}>
                  <label className="form-label calculator-label" htmlFor={inputId}>
                    {field.label}
                  </label>
                  <input
                    id={inputId}
                    type="number"
                    inputMode={field.step < 1 ? "decimal" : "numeric"}
                    className={cx("form-control", !fieldResult.ok && "is-invalid")}
                    min={field.min}
                    max={field.max}
                    step={field.step}
                    value={raw[field.key] ?? ""}
                    aria-invalid={!fieldResult.ok || undefined}
                    aria-describedby={fieldResult.ok ? hintId : `${errorId} ${hintId}`}
                    onChange={(event) =>
                      setRaw((current) => ({ ...current, [field.key]: event.target.value }))
                    }
                  />
                  {!fieldResult.ok && (
                    <p id={errorId} className="calculator-error">
                      {errorMessage(field, fieldResult.error)}
                    </p>
                  )}
                  <p id={hintId} className="calculator-hint">
                    {field.hint}
                  </p>
                </div>
              );
            })}
          </div>
        </form>
        <div className="calculator-result section-dark">
          <output
            className="calculator-total"
            htmlFor={parsed.map(({ inputId }) => inputId).join(" ")}
            aria-live="polite"
          >
            <span className="calculator-total-label">{totalLabel}</span>
            {result ? (
              <span className="calculator-total-value">
                {result.total} <span className="calculator-total-suffix">{totalSuffix}</span>
              </span>
            ) : (
              <span className="calculator-total-invalid">{invalidText}</span>
            )}
            {result?.note && <span className="calculator-note">{result.note}</span>}
          </output>
          {result && (
            <dl className="calculator-lines">
              {result.lines.map((line) => (
                <div key={line.label} className="calculator-line">
                  <dt>
                    {line.label} <span className="calculator-line-detail">{line.detail}</span>
                  </dt>
                  <dd>{line.amount}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="calculator-footnote">{footnote}</p>
          <ActionButtons actions={actions} tone="dark" />
        </div>
      </div>
    </SiteSection>
  );
}
