import * as z from "zod/mini";

import { figure, headingId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { KitSection } from "./section";

import "~/styles/kit/_stats.scss";

/**
 * What a content file gives the stats band: figures as shown ("12k", "98%") and what each
 * counts.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  hideHeading: z.optional(
    z
      .boolean()
      .check(
        z.describe("Keep the heading for screen readers only (a band of figures under the hero)"),
      ),
  ),
  items: z
    .array(figure(20, 120))
    .check(z.minLength(1, "list the figures"), z.describe("The figures, in a row")),
  tone: kitTone,
  anchor: kitAnchor,
});

export type StatsProps = Fields<typeof schema>;

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
