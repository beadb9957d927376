import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_process-steps.scss";

/** One numbered step of the process. */
export interface ProcessStep {
  /** The step's h3, e.g. "Assess". */
  title: string;
  /** When it happens or how long it takes, e.g. "Weeks 1–2". */
  timing: string;
  /** What happens, in one or two sentences. */
  text: string;
  /** What the customer receives at the end of the step. */
  deliverable: string;
}

export interface ProcessStepsProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The steps, in order; numbered automatically. */
  steps: readonly ProcessStep[];
  /** Label before each step's deliverable, e.g. "You get". */
  deliverableLabel: string;
}

/** A numbered process, side by side on large screens and stacked on phones. */
export function ProcessSteps({ id, heading, steps, deliverableLabel }: ProcessStepsProps) {
  return (
    <section className="section section-dark process" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
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
      </div>
    </section>
  );
}
