import * as z from "zod/mini";

import { Accordion } from "~/components/kit/accordion";
import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitLink, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { KitActions, KitSection } from "./section";

import "~/styles/kit/_faq.scss";

/**
 * The template kit's FAQ as a content file writes it: the `kit` variant of the library's Faq
 * (`section: Faq`, `variant: kit`): questions and answers, and a help card.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  items: z
    .array(
      z
        .strictObject({
          question: text(1, 200).check(z.describe("The question, as the reader would ask it")),
          answer: text(1, 1200).check(z.describe("The answer, shown when the question is opened")),
        })
        .check(z.describe("One question and its answer")),
    )
    .check(z.minLength(1, "list the questions"), z.describe("The questions, in order")),
  help: z.optional(
    z
      .strictObject({
        title: text(1, 80).check(z.describe("The card's heading, e.g. Still have questions?")),
        text: text(1, 300).check(z.describe("A line under the heading")),
        link: kitLink,
      })
      .check(z.describe("A card beside the questions: where to get help")),
  ),
  tone: kitTone,
  anchor: kitAnchor,
});

export type FaqSectionProps = Fields<typeof schema>;

/** Questions and answers in an accordion (several may be open), with an optional help card. */
export function Faq({ id, heading, items, help, tone, anchor }: FaqSectionProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <div className={help ? "kit-faq kit-faq-with-help" : "kit-faq"}>
        <Accordion
          allowsMultiple
          items={items.map((item, index) => ({
            id: `q${index + 1}`,
            title: item.question,
            content: <p>{item.answer}</p>,
          }))}
        />
        {help && (
          <aside className="kit-card kit-faq-help" aria-label={help.title}>
            <h3>{help.title}</h3>
            <p className="kit-muted">{help.text}</p>
            <KitActions links={[help.link]} />
          </aside>
        )}
      </div>
    </KitSection>
  );
}
