import * as z from "zod/mini";

import { KitTabs } from "~/components/kit/tabs";
import { elementId, headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { kitMediaRow, MediaRowView } from "./alternating-rows";
import { KitSection } from "./section";

import "~/styles/kit/_rows.scss";

/**
 * What a content file gives the tabbed showcase: tabs, each a picture-and-text row with its own
 * id and the tab's name.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  tabsLabel: text(1, 60).check(
    z.describe('The tab list\'s name for screen readers, e.g. "Who it is for"'),
  ),
  tabs: z
    .array(
      z.extend(kitMediaRow, {
        id: elementId.check(z.describe("Names the tab; unique on the page")),
        label: text(1, 40).check(z.describe("The tab's name (the row's title heads its panel)")),
      }),
    )
    .check(z.minLength(2, "list at least two tabs"), z.describe("The tabs, in order")),
  tone: kitTone,
  anchor: kitAnchor,
});

export type TabbedShowcaseProps = Drawn<Fields<typeof schema>>;

/** Tabs, each showing a picture linked to its text: audiences, classes, approaches. */
export function TabbedShowcase({
  id,
  heading,
  tabsLabel,
  tabs,
  tone,
  anchor,
}: TabbedShowcaseProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <KitTabs
        label={tabsLabel}
        centered
        tabs={tabs.map((tab) => ({
          id: tab.id,
          label: tab.label,
          panel: <MediaRowView row={tab} />,
        }))}
      />
    </KitSection>
  );
}
