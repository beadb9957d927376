import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { headingId, iconItem, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SectionHeading } from "./section-heading";

import "~/styles/sections/_split-points.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro.check(z.describe("Eyebrow, title and intro, in the left column")),
  items: z
    .array(iconItem)
    .check(
      z.minLength(1, "give at least one point"),
      z.describe("The points, in the right column"),
    ),
  callout: z.optional(
    z
      .strictObject({
        value: text(1, 20).check(z.describe("The figure or short phrase")),
        text: text(1, 200).check(z.describe("What it means")),
      })
      .check(z.describe('A highlighted figure under the heading, e.g. "72 h" with what it means')),
  ),
  tone: z.optional(
    z.enum(["light", "muted"], "use light or muted").check(z.describe("Background of the section")),
  ),
});

export type SplitPointsProps = Fields<typeof schema>;

/** A heading with a highlighted figure on the left and a list of points on the right. */
export function SplitPoints({ id, heading, items, callout, tone = "light" }: SplitPointsProps) {
  return (
    <section
      className={tone === "muted" ? "section section-muted" : "section"}
      aria-labelledby={id}
    >
      <div className="container">
        <div className="row gx-4 gy-4 gx-lg-5">
          <div className="col-lg-5">
            <div className="split-points-intro">
              <SectionHeading id={id} {...heading} align="start" className="mb-4" />
              {callout && (
                <p className="split-callout">
                  <span className="split-callout-value">{callout.value}</span>
                  <span className="split-callout-text">{callout.text}</span>
                </p>
              )}
            </div>
          </div>
          <div className="col-lg-7">
            <ul className="split-points list-unstyled mb-0">
              {items.map((item) => (
                <li key={item.title} className="split-point">
                  <span className="tile-icon">
                    <Icon name={item.icon} />
                  </span>
                  <div>
                    <h3 className="split-point-title">{item.title}</h3>
                    <p className="split-point-text">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
