import { Icon, type IconName } from "~/components/ui/icon";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_split-points.scss";

/** One point of the list. */
export interface SplitPoint {
  /** Icon beside the point. */
  icon: IconName;
  /** The point's h3. */
  title: string;
  /** One to three sentences. */
  text: string;
}

export interface SplitPointsProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro, in the left column. */
  heading: SectionIntro;
  /** The points, in the right column. */
  items: readonly SplitPoint[];
  /** Optional highlighted figure under the heading, e.g. "72 h" with what it means. */
  callout?: {
    /** The figure or short phrase. */
    value: string;
    /** What it means. */
    text: string;
  };
  /** Background of the section. */
  tone?: "light" | "muted";
}

/** A heading with a highlighted figure on the left and a list of points on the right. */
export function SplitPoints({ id, heading, items, callout, tone = "light" }: SplitPointsProps) {
  return (
    <section
      className={tone === "muted" ? "section section-muted" : "section"}
      aria-labelledby={id}
    >
      <div className="container">
        <div className="row gx-4 gy-4 gx-lg-5">
          <div className="col-lg-5">
            <div className="split-points-intro">
              <SectionHeading id={id} {...heading} align="start" className="mb-4" />
              {callout && (
                <p className="split-callout">
                  <span className="split-callout-value">{callout.value}</span>
                  <span className="split-callout-text">{callout.text}</span>
                </p>
              )}
            </div>
          </div>
          <div className="col-lg-7">
            <ul className="split-points list-unstyled mb-0">
              {items.map((item) => (
                <li key={item.title} className="split-point">
                  <span className="tile-icon">
                    <Icon name={item.icon} />
                  </span>
                  <div>
                    <h3 className="split-point-title">{item.title}</h3>
                    <p className="split-point-text">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
