import { cx } from "~/lib/cx";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_stats.scss";

export interface Stat {
  /** The figure as shown: "12k", "98%". */
  value: string;
  /** What it counts. */
  label: string;
}

export interface StatsProps {
  id: string;
  heading: KitIntro;
  /** Keep the heading for screen readers only (a band of figures under the hero). */
  hideHeading?: boolean;
  items: readonly Stat[];
  tone?: Tone;
  /** Anchor of the section, for in-page links. */
  anchor?: string;
}

/** A row of figures, each with what it measures (a description list). */
export function Stats({ id, heading, hideHeading, items, tone = "plain", anchor }: StatsProps) {
  return (
    <KitSection
      anchor={anchor}
      id={id}
      heading={heading}
      hideHeading={hideHeading}
      tone={tone}
      className={cx("kit-stats-section", hideHeading && "kit-stats-band")}
    >
      <dl className="kit-stats">
        {items.map((item) => (
          <div key={item.label} className="kit-stat">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </KitSection>
  );
}
