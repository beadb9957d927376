import { SectionHeading, type SectionIntro } from "./section-heading";
import type { Stat } from "./stats-band";
import type { Testimonial } from "./testimonials";

import "~/styles/sections/_stats-band.scss";
import "~/styles/sections/_proof-band.scss";

export interface ProofBandProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** Headline figures; two or four read best (a 2×2 grid from sm up). */
  stats: readonly Stat[];
  /** One customer quote, attributed by role. */
  quote: Testimonial;
  /** How the figures were measured, shown under the band. */
  note?: string;
}

/** A dark band of proof: figures on one side, a customer's words on the other. */
export function ProofBand({ id, heading, stats, quote, note }: ProofBandProps) {
  return (
    <section className="section section-dark proof-band" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
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
      </div>
    </section>
  );
}
