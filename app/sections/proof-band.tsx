import * as z from "zod/mini";

import { figure, headingId, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_stats-band.scss";
import "~/styles/sections/_proof-band.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  stats: z
    .array(figure(20, 200))
    .check(
      z.minLength(1, "give at least one figure"),
      z.describe("Headline figures; two or four read best (a 2×2 grid from sm up)"),
    ),
  quote: z
    .strictObject({
      quote: text(1, 600).check(z.describe("The customer's words")),
      role: text(1, 80).check(z.describe("The speaker's role")),
      organization: text(1, 120).check(z.describe("The kind of organization they work for")),
    })
    .check(z.describe("One customer quote, attributed by role")),
  note: z.optional(
    text(1, 300).check(z.describe("How the figures were measured, shown under the band")),
  ),
});

export type ProofBandProps = Fields<typeof schema>;

/** A dark band of proof: figures on one side, a customer's words on the other. */
export function ProofBand({ id, heading, stats, quote, note }: ProofBandProps) {
  return (
    <SiteSection id={id} heading={heading} className="section-dark proof-band">
      <div className="row gx-4 gy-5 gx-lg-5 align-items-center">
        <div className="col-lg-7">
          <dl className="row g-4 mb-0">
            {stats.map((stat) => (
              // The value reads first on screen; the term stays first in the DOM.
              <div
                className="stat col-sm-6 d-flex flex-column-reverse justify-content-end"
                key={stat.label}
              >
                <dt className="stat-label">{stat.label}</dt>
                <dd className="stat-value">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="col-lg-5">
          <figure className="proof-quote">
            <blockquote className="proof-quote-text">
              <p>{quote.quote}</p>
            </blockquote>
            <figcaption className="proof-quote-source">
              <span className="proof-quote-role">{quote.role}</span>
              <span>{quote.organization}</span>
            </figcaption>
          </figure>
        </div>
      </div>
      {note && <p className="stats-note">{note}</p>}
    </SiteSection>
  );
}
