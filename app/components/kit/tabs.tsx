import { type ReactNode, useRef } from "react";
import { useTab, useTabList, useTabPanel } from "react-aria/useTabList";
import { Item } from "react-stately/Item";
import { type TabListState, useTabListState } from "react-stately/useTabListState";

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
 * Tabs on React Aria's hooks: arrow keys, Home and End move between tabs (selection follows
 * focus), and each panel is labelled by its tab. Only the selected panel is in the DOM.
 *
 * Hooks rather than React Aria Components' <Tabs>: the components build their collection in
 * a hidden portal once hydrated, which replaces every prerendered tab with a new element; the
 * hooks' collection is built from these props alone, so hydration keeps the tabs as they are.
 */
export function KitTabs({
  label,
  tabs,
  look = "pills",
  centered,
  className,
  onSelect,
}: KitTabsProps) {
  const state = useTabListState({
    children: tabs.map((tab) => (
      <Item key={tab.id} textValue={typeof tab.label === "string" ? tab.label : tab.id}>
        {tab.label}
      </Item>
    )),
    // Set from the start, so the prerendered HTML already holds the first tab's panel.
    defaultSelectedKey: tabs[0]?.id,
    onSelectionChange: onSelect ? (key) => onSelect(String(key)) : undefined,
  });
  const listRef = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList({ "aria-label": label }, state, listRef);
  return (
    <div className={cx("kit-tabs", `kit-tabs-${look}`, centered && "kit-tabs-centered", className)}>
      <div {...tabListProps} ref={listRef} className="kit-tablist">
        {[...state.collection].map((item) => (
          <TabButton key={item.key} itemKey={String(item.key)} state={state}>
            {item.rendered}
          </TabButton>
        ))}
      </div>
      <TabPanel key={String(state.selectedKey)} state={state}>
        {tabs.find((tab) => tab.id === state.selectedKey)?.panel}
      </TabPanel>
    </div>
  );
}

function TabButton({
  itemKey,
  state,
  children,
}: {
  itemKey: string;
  state: TabListState<object>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected } = useTab({ key: itemKey }, state, ref);
  return (
    <div {...tabProps} ref={ref} className="kit-tab" data-selected={isSelected || undefined}>
      {children}
    </div>
  );
}

function TabPanel({ state, children }: { state: TabListState<object>; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({}, state, ref);
  return (
    <div {...tabPanelProps} ref={ref} className="kit-tabpanel">
      {children}
    </div>
  );
}
