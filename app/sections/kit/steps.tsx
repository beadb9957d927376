import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_steps.scss";

export interface Step {
  title: string;
  text: string;
}

/** A quote beside the steps: a founder on how the work is done. */
export interface StepsQuote {
  text: string;
  name: string;
  role: string;
}

export interface StepsProps {
  id: string;
  heading: KitIntro;
  steps: readonly Step[];
  quote?: StepsQuote;
  tone?: Tone;
  /** Anchor of the section, for in-page links. */
  anchor?: string;
}

/** Numbered steps (an ordered list), with an optional quote beside them. */
export function Steps({ id, heading, steps, quote, tone, anchor }: StepsProps) {
  return (
    <KitSection anchor={anchor} id={id} heading={heading} tone={tone}>
      <div className={quote ? "kit-steps-with-quote" : undefined}>
        {quote && (
          <figure className="kit-steps-quote">
            <blockquote>
              <p>{quote.text}</p>
            </blockquote>
            <figcaption>
              <strong>{quote.name}</strong>, {quote.role}
            </figcaption>
          </figure>
        )}
        <ol className="kit-steps">
          {steps.map((step) => (
            <li key={step.title} className="kit-step">
              <h3 className="kit-step-title">{step.title}</h3>
              <p className="kit-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </KitSection>
  );
}
