import { useState } from "react";

import { Accordion } from "~/components/kit/accordion";
import { type Art, Artwork } from "~/components/kit/artwork";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_rows.scss";

export interface ShowcaseItem {
  id: string;
  title: string;
  text: string;
  art: Art;
}

export interface AccordionShowcaseProps {
  id: string;
  heading: KitIntro;
  items: readonly ShowcaseItem[];
  tone?: Tone;
  /** Anchor of the section, for in-page links. */
  anchor?: string;
}

/** An accordion whose open item picks the picture beside it (industries, approaches). */
export function AccordionShowcase({ id, heading, items, tone, anchor }: AccordionShowcaseProps) {
  const first = items[0]?.id ?? "";
  const [open, setOpen] = useState<string>(first);
  const shown = items.find((item) => item.id === open) ?? items[0];
  return (
    <KitSection anchor={anchor} id={id} heading={heading} tone={tone} align="start">
      <div className="kit-row">
        <div className="kit-row-media">
          {shown && <Artwork {...shown.art} ratio="4:3" width={640} />}
        </div>
        <Accordion
          defaultExpanded={first}
          onExpand={(key) => key && setOpen(key)}
          items={items.map((item) => ({
            id: item.id,
            title: item.title,
            content: <p>{item.text}</p>,
          }))}
        />
      </div>
    </KitSection>
  );
}
