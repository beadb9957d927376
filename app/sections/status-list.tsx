import { Icon, type IconName } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_regulation-list.scss";
import "~/styles/sections/_status-list.scss";

/** How far along an item is: drives the pill's colour, never its wording. */
export type StatusTone = "done" | "progress" | "planned";

/** One control, commitment or milestone with its honest status. */
export interface StatusItem {
  /** Icon in the card's corner. */
  icon: IconName;
  /** The item's h3. */
  title: string;
  /** Status as shown, e.g. "In place", "Audit in progress", "Q2 2027". */
  status: string;
  /** Colour of the status pill. */
  tone: StatusTone;
  /** What exactly is true today, with dates and numbers. */
  text: string;
}

export interface StatusListProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The items; three per row on large screens. */
  items: readonly StatusItem[];
  /** Optional small print under the grid. */
  note?: string;
  /** Slate background. */
  muted?: boolean;
}

/** A grid of statements, each with a status pill: what is in place, in progress or planned. */
export function StatusList({ id, heading, items, note, muted }: StatusListProps) {
  return (
    <section className={cx("section", muted && "section-muted")} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <ul className="row g-4 list-unstyled mb-0">
          {items.map((item) => (
            <li className="col-md-6 col-lg-4" key={item.title}>
              <article className="tile status-item">
                <div className="d-flex align-items-center justify-content-between gap-3">
                  <span className="tile-icon mb-0">
                    <Icon name={item.icon} />
                  </span>
                  <span className={cx("status-tag", `status-tag-${item.tone}`)}>{item.status}</span>
                </div>
                <h3 className="tile-title status-item-title">{item.title}</h3>
                <p className="tile-text mb-0">{item.text}</p>
              </article>
            </li>
          ))}
        </ul>
        {note && <p className="status-note">{note}</p>}
      </div>
    </section>
  );
}
