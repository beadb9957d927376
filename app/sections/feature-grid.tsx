import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { actionLink, headingId, iconItem, sectionIntro } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { ArrowLink } from "./action-links";
import { SiteSection } from "./section-heading";

import "~/styles/sections/_feature-grid.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  items: z
    .array(iconItem)
    .check(
      z.minLength(1, "give at least one item"),
      z.describe(
        "The items: icon, title and a sentence or two each; four per row on large screens",
      ),
    ),
  more: z.optional(actionLink.check(z.describe('A "see all" link under the grid'))),
});

export type FeatureGridProps = Fields<typeof schema>;

/** A grid of icon, title and text items, such as services or features. */
export function FeatureGrid({ id, heading, items, more }: FeatureGridProps) {
  return (
    <SiteSection id={id} heading={heading}>
      <ul className="row g-4 list-unstyled mb-0">
        {items.map((item) => (
          <li className="col-sm-6 col-lg-3" key={item.title}>
            <div className="feature">
              <span className="tile-icon">
                <Icon name={item.icon} />
              </span>
              <h3 className="feature-title">{item.title}</h3>
              <p className="feature-text">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
      {more && (
        <p className="section-more">
          <ArrowLink {...more} />
        </p>
      )}
    </SiteSection>
  );
}
