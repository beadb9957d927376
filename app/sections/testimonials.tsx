import { Icon, type IconName } from "~/components/ui/icon";

import { type ActionLink, ArrowLink } from "./action-links";
import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_testimonials.scss";

/** A customer quote, attributed by role and type of organization rather than by name. */
export interface Testimonial {
  /** The quote, without quotation marks. */
  quote: string;
  /** The speaker's role, e.g. "IT director". */
  role: string;
  /** The kind of organization they work for, e.g. "Regional logistics company, 600 staff". */
  organization: string;
}

/** One honest statement about the company's own assurance position. */
export interface Assurance {
  /** Icon before the statement. */
  icon: IconName;
  /** Short bold lead-in. */
  title: string;
  /** The statement itself. */
  text: string;
  /** Optional link to the details. */
  link?: ActionLink;
}

export interface TestimonialsProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The quotes; three fit one row on large screens. */
  quotes: readonly Testimonial[];
  /** A line under the quotes, e.g. how they were collected. */
  note?: string;
  /** Optional block of assurance statements under the quotes. */
  assurances?: {
    /** The block's h3. */
    title: string;
    /** The statements. */
    items: readonly Assurance[];
  };
}

/** Customer quotes, then what the company can and cannot yet claim about itself. */
export function Testimonials({ id, heading, quotes, note, assurances }: TestimonialsProps) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <ul className="row g-4 list-unstyled mb-0">
          {quotes.map((item) => (
            <li className="col-lg-4" key={item.role + item.organization}>
              <figure className="tile quote">
                <blockquote className="quote-text">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="quote-source">
                  <span className="quote-role">{item.role}</span>
                  <span className="quote-org">{item.organization}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {note && <p className="quotes-note">{note}</p>}
        {assurances && (
          <div className="assurances">
            <h3 className="assurances-title">{assurances.title}</h3>
            <ul className="row g-4 list-unstyled mb-0">
              {assurances.items.map((item) => (
                <li className="col-md-6 col-lg-3" key={item.title}>
                  <Icon name={item.icon} className="assurance-icon" />
                  <p className="assurance-text">
                    <strong>{item.title}</strong> {item.text}
                  </p>
                  {item.link && <ArrowLink {...item.link} />}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
