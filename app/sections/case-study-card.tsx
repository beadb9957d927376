import { Link } from "react-router";

import type { Filterable } from "./case-study-query";

import "~/styles/sections/_case-studies.scss";

/** One measured result of a case study. */
export interface CaseStudyResult {
  /** The figure as displayed, e.g. "11 min" or "−62%". */
  value: string;
  /** What the figure measures, as a sentence fragment. */
  label: string;
}

/** A client story: who, what was wrong, what was done, and what changed in numbers. */
export interface CaseStudy extends Filterable {
  /** URL-safe identifier, unique: the card's id anchor. */
  slug: string;
  /** The client, described by type rather than name, e.g. "A 40-site veterinary group". */
  client: string;
  /** One sentence on the result, shown under the client. */
  headline: string;
  /** What was wrong before. */
  challenge: string;
  /** What was done about it. */
  approach: string;
  /** Measured results; three fit one row. */
  results: readonly CaseStudyResult[];
}

/** The card's repeated labels. */
export interface CaseStudyCardLabels {
  /** Term before the challenge. */
  challenge: string;
  /** Term before the approach. */
  approach: string;
  /** Label before the services links. */
  servicesUsed: string;
}

export interface CaseStudyCardProps {
  /** The story. */
  study: CaseStudy;
  /** Display name of the study's industry. */
  industryLabel: string;
  /** The services used, as links to their descriptions. */
  services: readonly { label: string; href: string }[];
  /** Repeated labels. */
  labels: CaseStudyCardLabels;
}

/** A case study as a card: industry, client, results first, then the story and the services used. */
export function CaseStudyCard({ study, industryLabel, services, labels }: CaseStudyCardProps) {
  const titleId = `${study.slug}-title`;
  return (
    <article id={study.slug} className="tile case-study" aria-labelledby={titleId}>
      <p className="case-study-industry">{industryLabel}</p>
      <h3 id={titleId} className="tile-title">
        {study.client}
      </h3>
      <p className="case-study-headline">{study.headline}</p>
      <dl className="case-study-results">
        {study.results.map((result) => (
          <div className="case-study-result" key={result.label}>
            <dt>{result.label}</dt>
            <dd>{result.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="case-study-story">
        <dt>{labels.challenge}</dt>
        <dd>{study.challenge}</dd>
        <dt>{labels.approach}</dt>
        <dd>{study.approach}</dd>
      </dl>
      <div className="case-study-services">
        <p className="case-study-services-label">{labels.servicesUsed}</p>
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {services.map((service) => (
            <li key={service.href}>
              <Link className="case-study-service" to={service.href}>
                {service.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
