import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_stats-band.scss";

/** One figure of the band. */
export interface Stat {
  /** The figure as displayed, e.g. "14 min" or "99.7%". */
  value: string;
  /** What the figure measures, as a sentence fragment. */
  label: string;
}

export interface StatsBandProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The figures; four fit one row on large screens. */
  stats: readonly Stat[];
  /** How the figures were measured, shown under them. */
  note?: string;
}

/** A dark band of headline figures, each with what it measures. */
export function StatsBand({ id, heading, stats, note }: StatsBandProps) {
  return (
    <section className="section section-dark stats-band" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
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
      </div>
    </section>
  );
}
