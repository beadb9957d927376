import { Link } from "react-router";

import { SoonBadge } from "~/components/ui/badge";
import { Icon, type IconName } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_industry-cards.scss";

/** One industry card of the overview. */
export interface IndustryCard {
  /** Icon in the card's corner. */
  icon: IconName;
  /** Industry name: the card's h3 and its link. */
  name: string;
  /** One sentence on what we do for it. */
  summary: string;
  /** A few concrete things it gets. */
  points: readonly string[];
  /** The industry's page (internal path). */
  href: string;
  /** Visible text of the card's link; should name the industry. */
  linkLabel: string;
  /** Adds the Soon badge: a program in preparation with a preview page. */
  soon: boolean;
}

export interface IndustryCardsProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The industries: available ones first. */
  items: readonly IndustryCard[];
}

/** Every industry we serve as a card linking to its page; programs in preparation carry a Soon badge. */
export function IndustryCards({ id, heading, items }: IndustryCardsProps) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <ul className="row g-4 justify-content-center list-unstyled mb-0">
          {items.map((item) => (
            <li className="col-md-6 col-lg-4" key={item.href}>
              <article className={cx("tile industry-card", item.soon && "industry-card-soon")}>
                <div className="d-flex align-items-center justify-content-between gap-3">
                  <span className="tile-icon mb-0">
                    <Icon name={item.icon} />
                  </span>
                  {item.soon && <SoonBadge />}
                </div>
                <h3 className="tile-title industry-card-title">{item.name}</h3>
                <p className="tile-text">{item.summary}</p>
                <ul className="check-list industry-card-points">
                  {item.points.map((point) => (
                    <li key={point}>
                      <Icon name="check" size={18} />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
                <Link to={item.href} className="arrow-link mt-auto stretched-link">
                  {item.linkLabel}
                  <Icon name="arrow-right" size={18} />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
