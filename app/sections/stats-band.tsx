import * as z from "zod/mini";

import { figure, headingId, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_stats-band.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  stats: z
    .array(figure(20, 200))
    .check(
      z.minLength(1, "give at least one figure"),
      z.describe("The figures; four fit one row on large screens"),
    ),
  note: z.optional(
    text(1, 300).check(z.describe("How the figures were measured, shown under them")),
  ),
});

export type StatsBandProps = Fields<typeof schema>;

/** A dark band of headline figures, each with what it measures. */
export function StatsBand({ id, heading, stats, note }: StatsBandProps) {
  return (
    <SiteSection id={id} heading={heading} className="section-dark stats-band">
      <dl className="row g-4 mb-0">
        {stats.map((stat) => (
          // The value reads first on screen; the term (what it measures) stays first in the DOM.
          <div
            className="stat col-sm-6 col-lg-3 d-flex flex-column-reverse justify-content-end"
            key={stat.label}
          >
            <dt className="stat-label">{stat.label}</dt>
            <dd className="stat-value">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {note && <p className="stats-note">{note}</p>}
    </SiteSection>
  );
}
