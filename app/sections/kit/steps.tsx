import * as z from "zod/mini";

import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_steps.scss";

/** What a content file gives the numbered steps, and an optional quote beside them. */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  steps: z
    .array(
      z
        .strictObject({
          title: text(1, 100).check(z.describe("The step's heading")),
          text: text(1, 600).check(z.describe("A sentence or two under the heading")),
        })
        .check(z.describe("One step")),
    )
    .check(z.minLength(1, "list the steps"), z.describe("The steps, numbered in order")),
  quote: z.optional(
    z
      .strictObject({
        text: text(1, 600).check(z.describe("What the person said, without quotation marks")),
        name: text(1, 80).check(z.describe("The name of the person quoted")),
        role: text(1, 120).check(z.describe("Their role and company")),
      })
      .check(z.describe("A quote beside the steps: a founder on how the work is done")),
  ),
  tone: kitTone,
  anchor: kitAnchor,
});

export type StepsProps = Fields<typeof schema>;

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
