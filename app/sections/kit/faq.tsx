import { Accordion } from "~/components/kit/accordion";

import { KitActions, type KitIntro, type KitLink, KitSection, type Tone } from "./section";

import "~/styles/kit/_faq.scss";

export interface FaqEntry {
  question: string;
  answer: string;
}

/** A card beside the questions: where to get help. */
export interface HelpCard {
  title: string;
  text: string;
  link: KitLink;
}

export interface FaqSectionProps {
  id: string;
  heading: KitIntro;
  items: readonly FaqEntry[];
  help?: HelpCard;
  tone?: Tone;
  anchor?: string;
}

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
