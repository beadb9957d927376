import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { headingId, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_faq.scss";

export const schema = z.strictObject({
  id: headingId,
  muted: z.optional(z.boolean("write true or false").check(z.describe("Use the muted background"))),
  heading: sectionIntro,
  items: z
    .array(
      z
        .strictObject({
          question: text(1, 160).check(
            z.describe("The question, shown in the disclosure's summary"),
          ),
          answer: z
            .array(text(1, 800).check(z.describe("One paragraph of the answer")))
            .check(
              z.minLength(1, "give at least one paragraph"),
              z.describe("The answer, one paragraph per entry"),
            ),
        })
        .check(z.describe("One question and its answer")),
    )
    .check(
      z.minLength(1, "give at least one question"),
      z.describe("The questions, in reading order; each one opens on its own"),
    ),
});

export type FaqProps = Fields<typeof schema>;

/** Frequently asked questions as native disclosures (<details>), so they work without script. */
export function Faq({ id, heading, items, muted }: FaqProps) {
  return (
    <SiteSection id={id} heading={heading} muted={muted}>
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
    </SiteSection>
  );
}
