import ChevronDown from "lucide-react/icons/chevron-down";
import type { ReactNode } from "react";
import { Button } from "react-aria-components/Button";
import { Disclosure, DisclosurePanel } from "react-aria-components/Disclosure";
import { DisclosureGroup } from "react-aria-components/DisclosureGroup";
import { Heading } from "react-aria-components/Heading";

import { Glyph } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import "~/styles/kit/_accordion.scss";

export interface AccordionItem {
  /** Stable key, unique within the accordion. */
  id: string;
  /** The trigger's text (a heading). */
  title: ReactNode;
  /** What opens. */
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the headings that hold the triggers (3 under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** The item open at first; none when omitted. */
  defaultExpanded?: string;
  /** Let several items stay open at once (FAQ) instead of one at a time. */
  allowsMultiple?: boolean;
  /** Called with the open item's id (or null) when it changes, e.g. to swap a linked image. */
  onExpand?: (id: string | null) => void;
  className?: string;
}

/** An accordion on React Aria's disclosure group: buttons with aria-expanded, labelled panels. */
export function Accordion({
  items,
  headingLevel = 3,
  defaultExpanded,
  allowsMultiple,
  onExpand,
  className,
}: AccordionProps) {
  return (
    <DisclosureGroup
      className={cx("kit-accordion", className)}
      allowsMultipleExpanded={allowsMultiple}
      defaultExpandedKeys={defaultExpanded ? [defaultExpanded] : []}
      onExpandedChange={
        onExpand
          ? (keys) => {
              const [first] = [...keys];
              onExpand(first === undefined ? null : String(first));
            }
          : undefined
      }
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className="kit-accordion-item">
          <Heading level={headingLevel} className="kit-accordion-heading">
            <Button slot="trigger" className="kit-accordion-trigger">
              <span>{item.title}</span>
              <Glyph icon={ChevronDown} size={20} className="kit-accordion-chevron" />
            </Button>
          </Heading>
          <DisclosurePanel className="kit-accordion-panel">{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
