import { Icon, type IconName } from "~/components/ui/icon";

import { type ActionLink, ArrowLink } from "./action-links";
import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_feature-grid.scss";

/** One feature or service in the grid. */
export interface FeatureItem {
  /** Icon above the title. */
  icon: IconName;
  /** The item's h3. */
  title: string;
  /** One or two sentences. */
  text: string;
}

export interface FeatureGridProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The items; four per row on large screens, two on medium, one on phones. */
  items: readonly FeatureItem[];
  /** Optional "see all" link under the grid. */
  more?: ActionLink;
}

/** A grid of icon, title and text items, such as services or features. */
export function FeatureGrid({ id, heading, items, more }: FeatureGridProps) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <ul className="row g-4 list-unstyled mb-0">
          {items.map((item) => (
            <li className="col-sm-6 col-lg-3" key={item.title}>
              <div className="feature">
                <span className="tile-icon">
                  <Icon name={item.icon} />
                </span>
                <h3 className="feature-title">{item.title}</h3>
                <p className="feature-text">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
        {more && (
          <p className="section-more">
            <ArrowLink {...more} />
          </p>
        )}
      </div>
    </section>
  );
}
