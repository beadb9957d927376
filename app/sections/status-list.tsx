import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { headingId, iconName, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_regulation-list.scss";
import "~/styles/sections/_status-list.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  items: z
    .array(
      z
        .strictObject({
          icon: iconName.check(z.describe("Icon in the card's corner")),
          title: text(1, 80).check(z.describe("The item's title")),
          status: text(1, 40).check(
            z.describe('Status as shown, e.g. "In place", "Audit in progress", "Q2 2027"'),
          ),
          tone: z
            .enum(["done", "progress", "planned"], "use done, progress or planned")
            .check(z.describe("Colour of the status pill (never its wording)")),
          text: text(1, 400).check(
            z.describe("What exactly is true today, with dates and numbers"),
          ),
        })
        .check(z.describe("One item and its status")),
    )
    .check(z.describe("The items; three per row on large screens")),
  note: z.optional(text(1, 400).check(z.describe("Small print under the grid"))),
  muted: z.optional(z.boolean("write true or false").check(z.describe("Slate background"))),
});

export type StatusListProps = Fields<typeof schema>;

/** A grid of statements, each with a status pill: what is in place, in progress or planned. */
export function StatusList({ id, heading, items, note, muted }: StatusListProps) {
  return (
    <SiteSection id={id} heading={heading} muted={muted}>
      <ul className="row g-4 list-unstyled mb-0">
        {items.map((item) => (
          <li className="col-md-6 col-lg-4" key={item.title}>
            <article className="tile status-item">
              <div className="d-flex align-items-center justify-content-between gap-3">
                <span className="tile-icon mb-0">
                  <Icon name={item.icon} />
                </span>
                <span className={cx("status-tag", `status-tag-${item.tone}`)}>{item.status}</span>
              </div>
              <h3 className="tile-title status-item-title">{item.title}</h3>
              <p className="tile-text mb-0">{item.text}</p>
            </article>
          </li>
        ))}
      </ul>
      {note && <p className="status-note">{note}</p>}
    </SiteSection>
  );
}
