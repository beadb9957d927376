import { useState } from "react";
import * as z from "zod/mini";

import { Accordion } from "~/components/kit/accordion";
import { Artwork } from "~/components/kit/artwork";
import { elementId, headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_rows.scss";

/**
 * The template kit's accordion showcase as a content file writes it: items that open one at a
 * time, each showing its own drawn picture.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  items: z
    .array(
      z
        .strictObject({
          id: elementId.check(z.describe("Names the item; unique on the page")),
          title: text(1, 100).check(z.describe("The item's heading, which opens it")),
          text: text(1, 600).check(z.describe("What the open item says")),
          art: kitArt,
        })
        .check(z.describe("One item: its heading, text and picture")),
    )
    .check(
      z.minLength(2, "list at least two items"),
      z.describe("The items, each opening to show its text and picture; the first starts open"),
    ),
  tone: kitTone,
  anchor: kitAnchor,
});

export type AccordionShowcaseProps = Drawn<Fields<typeof schema>>;

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
