import { Icon, type IconName } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_pain-points.scss";

/** One problem the audience lives with. */
export interface PainPoint {
  /** Icon beside the title. */
  icon: IconName;
  /** The problem in a few words: the item's h3. */
  title: string;
  /** What it costs them, in a sentence or two. */
  text: string;
}

export interface PainPointsProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The problems; two per row from md up. */
  items: readonly PainPoint[];
  /** Slate background, to set the section apart from its white neighbours. */
  muted?: boolean;
}

/** The problems a page's audience brings to us, as a two-column list of cards. */
export function PainPoints({ id, heading, items, muted }: PainPointsProps) {
  return (
    <section className={cx("section", muted && "section-muted")} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <ul className="row g-4 list-unstyled mb-0">
          {items.map((item) => (
            <li className="col-md-6" key={item.title}>
              <div className="tile pain">
                <span className="pain-icon">
                  <Icon name={item.icon} />
                </span>
                <div>
                  <h3 className="tile-title">{item.title}</h3>
                  <p className="tile-text mb-0">{item.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
