import { Icon, type IconName } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { type ActionLink, ArrowLink } from "./action-links";
import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_service-catalog.scss";

/** One measurable outcome of a service. */
export interface ServiceOutcome {
  /** The figure as displayed, e.g. "14 min" or "RPO 15 min". */
  value: string;
  /** What the figure measures, as a sentence fragment. */
  label: string;
}

/** One service, with everything a buyer needs to compare it. */
export interface ServiceDetail {
  /** URL-safe identifier: the id anchor of the service's section (e.g. #incident-response). */
  slug: string;
  /** Icon in the index card and beside the title. */
  icon: IconName;
  /** Full name: the service's h2 and its index link. */
  name: string;
  /** A few words for the index card, e.g. "24/7 analysts, contained in minutes". */
  tagline: string;
  /** One or two sentences: the service's lead. */
  summary: string;
  /** What is included, as a check list. */
  included: readonly string[];
  /** How an engagement starts and runs. */
  engagement: {
    /** A short paragraph. */
    text: string;
    /** Terms and practicalities, as a short list. */
    points: readonly string[];
  };
  /** Outcomes with numbers: response times, RPO/RTO, turnaround. */
  outcomes: readonly ServiceOutcome[];
  /** Typical pricing, in one line. */
  pricing: string;
  /** Optional link to a related product or page. */
  link?: ActionLink;
}

export interface ServiceCatalogProps {
  /** The in-page index that opens the catalogue. */
  index: {
    /** id of the index's h2. */
    id: string;
    /** Eyebrow, title and intro of the index. */
    heading: SectionIntro;
    /** Accessible name of the index's navigation landmark. */
    navLabel: string;
  };
  /** The services, in page order; each gets its own section with an id anchor. */
  services: readonly ServiceDetail[];
  /** Headings and labels repeated in every service section. */
  labels: {
    /** Word before each service's number in its eyebrow, e.g. "Service" → "Service 01". */
    eyebrow: string;
    /** h3 over the included list. */
    included: string;
    /** h3 over the engagement text. */
    engagement: string;
    /** h3 over the outcomes. */
    outcomes: string;
    /** Label before the pricing line. */
    pricing: string;
    /** Link back to the index at the end of each service. */
    backToIndex: string;
  };
}

/** The service catalogue: an index of anchor links, then one detailed section per service. */
export function ServiceCatalog({ index, services, labels }: ServiceCatalogProps) {
  return (
    <>
      <section className="section" aria-labelledby={index.id}>
        <div className="container">
          <SectionHeading id={index.id} {...index.heading} />
          <nav aria-label={index.navLabel}>
            <ol className="row g-3 list-unstyled mb-0 service-index">
              {services.map((service) => (
                <li className="col-sm-6 col-lg-3" key={service.slug}>
                  <div className="service-index-card">
                    <span className="service-index-icon">
                      <Icon name={service.icon} size={20} />
                    </span>
                    <a className="service-index-name stretched-link" href={`#${service.slug}`}>
                      {service.name}
                    </a>
                    <span className="service-index-text">{service.tagline}</span>
                  </div>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </section>
      {services.map((service, position) => {
        const titleId = `${service.slug}-title`;
        return (
          <section
            key={service.slug}
            id={service.slug}
            className={cx("section service-detail", position % 2 === 0 && "section-muted")}
            aria-labelledby={titleId}
          >
            <div className="container">
              <div className="service-detail-head">
                <span className="tile-icon">
                  <Icon name={service.icon} />
                </span>
                <div>
                  <p className="eyebrow mb-2">
                    {labels.eyebrow} {String(position + 1).padStart(2, "0")}
                  </p>
                  <h2 id={titleId} className="section-title">
                    {service.name}
                  </h2>
                  <p className="section-intro">{service.summary}</p>
                </div>
              </div>
              <div className="row g-4 gx-lg-5">
                <div className="col-lg-5">
                  <h3 className="service-detail-label">{labels.included}</h3>
                  <ul className="check-list">
                    {service.included.map((item) => (
                      <li key={item}>
                        <Icon name="check" size={20} />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="col-lg-4">
                  <h3 className="service-detail-label">{labels.engagement}</h3>
                  <p>{service.engagement.text}</p>
                  <ul className="service-terms">
                    {service.engagement.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </div>
                <div className="col-lg-3">
                  <h3 className="service-detail-label">{labels.outcomes}</h3>
                  <dl className="service-outcomes">
                    {service.outcomes.map((outcome) => (
                      <div className="service-outcome" key={outcome.label}>
                        <dt>{outcome.label}</dt>
                        <dd>{outcome.value}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </div>
              <div className="service-detail-foot">
                <p className="service-pricing">
                  <strong>{labels.pricing}</strong> {service.pricing}
                </p>
                <div className="d-flex flex-wrap gap-4">
                  {service.link && <ArrowLink {...service.link} />}
                  <a className="service-back" href={`#${index.id}`}>
                    {labels.backToIndex}
                  </a>
                </div>
              </div>
            </div>
          </section>
        );
      })}
    </>
  );
}
