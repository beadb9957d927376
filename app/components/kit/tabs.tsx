import type { ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components/Tabs";

import { cx } from "~/lib/cx";

import "~/styles/kit/_tabs.scss";

export interface KitTab {
  /** Stable key, unique within the tabs. */
  id: string;
  /** The tab's visible name. */
  label: ReactNode;
  /** What the tab shows. */
  panel: ReactNode;
}

export interface KitTabsProps {
  /** Accessible name of the tab list, e.g. "Schedule days". */
  label: string;
  tabs: readonly KitTab[];
  /** Pills (default) or an underlined row. */
  look?: "pills" | "underline";
  /** Centre the tab list over its panels. */
  centered?: boolean;
  className?: string;
  /** Called with the id of the tab that becomes selected. */
  onSelect?: (id: string) => void;
}

/**
 * Tabs on React Aria: arrow keys, Home and End move between tabs, and the panels are labelled
 * by their tabs. Only the selected panel is in the DOM.
 */
export function KitTabs({
  label,
  tabs,
  look = "pills",
  centered,
  className,
  onSelect,
}: KitTabsProps) {
  return (
    <Tabs
      className={cx("kit-tabs", `kit-tabs-${look}`, centered && "kit-tabs-centered", className)}
      onSelectionChange={onSelect ? (key) => onSelect(String(key)) : undefined}
    >
      <TabList aria-label={label} className="kit-tablist">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="kit-tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="kit-tabpanel">
          {tab.panel}
        </TabPanel>
      ))}
    </Tabs>
  );
}
