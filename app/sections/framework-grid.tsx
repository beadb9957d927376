import { Icon } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_framework-grid.scss";

/** One compliance framework and what we deliver for it. */
export interface Framework {
  /** Short name: the card's h3, e.g. "SOC 2". */
  name: string;
  /** Full name or version, e.g. "AICPA Trust Services Criteria". */
  fullName: string;
  /** Who it applies to, in one sentence. */
  appliesTo: string;
  /** What we deliver for it: readiness assessment, control mapping and so on. */
  deliverables: readonly string[];
}

export interface FrameworkGridProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The frameworks; three per row on large screens. */
  items: readonly Framework[];
  /** Label above each card's deliverables, e.g. "What we deliver". */
  deliverablesLabel: string;
  /** Optional small print under the grid. */
  note?: string;
  /** Slate background. */
  muted?: boolean;
}

/** A grid of frameworks, each with who it applies to and what we deliver for it. */
export function FrameworkGrid({
  id,
  heading,
  items,
  deliverablesLabel,
  note,
  muted,
}: FrameworkGridProps) {
  return (
    <section className={cx("section", muted && "section-muted")} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <ul className="row g-4 list-unstyled mb-0">
          {items.map((item) => (
            <li className="col-md-6 col-lg-4" key={item.name}>
              <article className="tile framework">
                <h3 className="tile-title framework-name">{item.name}</h3>
                <p className="framework-full-name">{item.fullName}</p>
                <p className="tile-text">{item.appliesTo}</p>
                <p className="framework-label">{deliverablesLabel}</p>
                <ul className="check-list framework-deliverables">
                  {item.deliverables.map((deliverable) => (
                    <li key={deliverable}>
                      <Icon name="check" size={18} />
                      <span>{deliverable}</span>
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
        {note && <p className="framework-note">{note}</p>}
      </div>
    </section>
  );
}
