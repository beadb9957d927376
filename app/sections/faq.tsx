import { Icon } from "~/components/ui/icon";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_faq.scss";

/** One question and its answer. */
export interface FaqItem {
  /** The question, shown in the disclosure's summary. */
  question: string;
  /** The answer, one paragraph per entry. */
  answer: readonly string[];
}

export interface FaqProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The questions, in reading order; each one opens on its own. */
  items: readonly FaqItem[];
  /** Use the muted background. */
  muted?: boolean;
}

/** Frequently asked questions as native disclosures (<details>), so they work without script. */
export function Faq({ id, heading, items, muted }: FaqProps) {
  return (
    <section className={muted ? "section section-muted" : "section"} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <div className="faq">
          {items.map((item) => (
            <details className="faq-item" key={item.question}>
              <summary className="faq-question">
                <span>{item.question}</span>
                <Icon name="chevron-down" size={20} className="faq-chevron" />
              </summary>
              <div className="faq-answer">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
