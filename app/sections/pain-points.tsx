import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { headingId, iconItem, sectionIntro } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_pain-points.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  items: z
    .array(iconItem)
    .check(
      z.minLength(1, "give at least one item"),
      z.describe("The problems: the problem in a few words and what it costs them; two per row"),
    ),
  muted: z.optional(
    z
      .boolean("write true or false")
      .check(z.describe("Slate background, to set the section apart")),
  ),
});

export type PainPointsProps = Fields<typeof schema>;

/** The problems a page's audience brings to us, as a two-column list of cards. */
export function PainPoints({ id, heading, items, muted }: PainPointsProps) {
  return (
    <SiteSection id={id} heading={heading} muted={muted}>
      <ul className="row g-4 list-unstyled mb-0">
        {items.map((item) => (
          <li className="col-md-6" key={item.title}>
            <div className="tile pain">
              <span className="pain-icon">
                <Icon name={item.icon} />
              </span>
              <div>
                <h3 className="tile-title">{item.title}</h3>
                <p className="tile-text mb-0">{item.text}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
