import { Icon } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_regulation-list.scss";

/** One regulation or standard and how a program covers it. */
export interface Regulation {
  /** Short name: the row's h3, e.g. "HIPAA Security Rule". */
  name: string;
  /** Citation or issuing body, e.g. "45 CFR Part 164, Subpart C". */
  reference: string;
  /** What it asks of the organization, in a sentence or two. */
  requirement: string;
  /** Label above the coverage list, e.g. "How we cover it". */
  coverageLabel: string;
  /** What we do about it, concretely. */
  coverage: readonly string[];
}

export interface RegulationListProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The regulations, one row each. */
  items: readonly Regulation[];
  /** Optional stance called out above the list, e.g. on signing agreements. */
  commitment?: {
    /** Bold lead-in. */
    title: string;
    /** The commitment itself. */
    text: string;
  };
  /** Slate background. */
  muted?: boolean;
}

/** Regulations a program covers: what each requires, and how we meet it. */
export function RegulationList({ id, heading, items, commitment, muted }: RegulationListProps) {
  return (
    <section className={cx("section", muted && "section-muted")} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        {commitment && (
          <p className="commitment">
            <Icon name="shield-check" className="commitment-icon" />
            <span>
              <strong>{commitment.title}</strong> {commitment.text}
            </span>
          </p>
        )}
        <ul className="regulation-list list-unstyled mb-0">
          {items.map((item) => (
            <li className="regulation" key={item.name}>
              <div className="row gx-4 gy-3 gx-lg-5">
                <div className="col-lg-4">
                  <h3 className="regulation-name">{item.name}</h3>
                  <p className="regulation-reference">{item.reference}</p>
                </div>
                <div className="col-lg-8">
                  <p className="regulation-requirement">{item.requirement}</p>
                  <p className="regulation-coverage-label">{item.coverageLabel}</p>
                  <ul className="check-list regulation-coverage">
                    {item.coverage.map((point) => (
                      <li key={point}>
                        <Icon name="check" size={18} />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
