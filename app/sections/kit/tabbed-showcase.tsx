import { KitTabs } from "~/components/kit/tabs";

import { type MediaRow, MediaRowView } from "./alternating-rows";
import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_rows.scss";

export interface ShowcaseTab extends MediaRow {
  id: string;
  /** The tab's name (the row's title is the panel's heading). */
  label: string;
}

export interface TabbedShowcaseProps {
  id: string;
  heading: KitIntro;
  /** Accessible name of the tab list, e.g. "Who it is for". */
  tabsLabel: string;
  tabs: readonly ShowcaseTab[];
  tone?: Tone;
  anchor?: string;
}

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
