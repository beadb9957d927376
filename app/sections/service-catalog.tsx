import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { type Service, services } from "~/content/services";
import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { ArrowLink } from "./action-links";
import { SiteSection } from "./section-heading";

import "~/styles/sections/_service-catalog.scss";

/**
 * The index's heading and the labels repeated in every service. The services themselves come
 * from the catalogue (app/content/services.ts), written once there and joined at build time.
 */
export const schema = z.strictObject({
  index: z
    .strictObject({
      id: elementId.check(z.describe("id of the index's heading (h2)")),
      heading: sectionIntro.check(z.describe("Eyebrow, title and intro of the index")),
      navLabel: text(1, 60).check(z.describe("Accessible name of the index's navigation")),
    })
    .check(z.describe("The in-page index that opens the catalogue")),
  labels: z
    .strictObject({
      eyebrow: text(1, 30).check(
        z.describe(
          'Word before each service\'s number in its eyebrow, e.g. "Service" → "Service 01"',
        ),
      ),
      included: text(1, 60).check(z.describe("Title over the included list")),
      engagement: text(1, 60).check(z.describe("Title over the engagement text")),
      outcomes: text(1, 60).check(z.describe("Title over the outcomes")),
      pricing: text(1, 40).check(z.describe("Label before the pricing line")),
      backToIndex: text(1, 60).check(
        z.describe("Link back to the index at the end of each service"),
      ),
    })
    .check(z.describe("Headings and labels repeated in every service section")),
});

/** The catalogue's props: the file's heading and labels, with every service of the catalogue. */
export const resolve = ({ index, labels }: Fields<typeof schema>) => {
  const all: readonly Service[] = services;
  return { index, services: all, labels };
};

export type ServiceCatalogProps = ReturnType<typeof resolve>;

/** The service catalogue: an index of anchor links, then one detailed section per service. */
export function ServiceCatalog({ index, services, labels }: ServiceCatalogProps) {
  return (
    <>
      <SiteSection id={index.id} heading={index.heading}>
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
      </SiteSection>
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
