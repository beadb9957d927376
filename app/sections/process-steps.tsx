import * as z from "zod/mini";

import { headingId, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_process-steps.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  deliverableLabel: text(1, 30).check(
    z.describe('Label before each step\'s deliverable, e.g. "You get"'),
  ),
  steps: z
    .array(
      z
        .strictObject({
          title: text(1, 60).check(z.describe('The step\'s title, e.g. "Assess"')),
          timing: text(1, 40).check(
            z.describe('When it happens or how long it takes, e.g. "Weeks 1–2"'),
          ),
          text: text(1, 400).check(z.describe("What happens, in one or two sentences")),
          deliverable: text(1, 300).check(
            z.describe("What the customer receives at the end of the step"),
          ),
        })
        .check(z.describe("One step: title, timing and deliverable")),
    )
    .check(
      z.minLength(2, "give at least two steps"),
      z.describe("The steps, in order; numbered automatically"),
    ),
});

export type ProcessStepsProps = Fields<typeof schema>;

/** A numbered process, side by side on large screens and stacked on phones. */
export function ProcessSteps({ id, heading, steps, deliverableLabel }: ProcessStepsProps) {
  return (
    <SiteSection id={id} heading={heading} className="section-dark process">
      <ol className="process-steps list-unstyled">
        {steps.map((step) => (
          <li className="process-step" key={step.title}>
            <p className="process-step-timing">{step.timing}</p>
            <h3 className="process-step-title">{step.title}</h3>
            <p className="process-step-text">{step.text}</p>
            <p className="process-step-deliverable">
              <strong>{deliverableLabel}</strong> {step.deliverable}
            </p>
          </li>
        ))}
      </ol>
    </SiteSection>
  );
}
