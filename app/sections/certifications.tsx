import { Icon, type IconName } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { type ActionLink, ArrowLink } from "./action-links";
import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_certifications.scss";

/** Where an assurance item stands; drives its column's accent colour. */
export type AssuranceStatus = "held" | "in-progress" | "planned";

/** One certification, audit or commitment. */
export interface AssuranceItem {
  /** Icon before the title. */
  icon: IconName;
  /** The item's h4, e.g. "SOC 2 Type II". */
  title: string;
  /** What exactly is held or under way, and by whom or by when. */
  detail: string;
}

/** A column of items that share a status. */
export interface AssuranceGroup {
  /** The status, for styling. */
  status: AssuranceStatus;
  /** The column's h3, e.g. "Held today". */
  title: string;
  /** One sentence under the h3 on what the column covers. */
  summary: string;
  /** The items. */
  items: readonly AssuranceItem[];
}

export interface CertificationsProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** One column per status, in order (held, in progress, planned). */
  groups: readonly AssuranceGroup[];
  /** Optional closing line with a link to the details. */
  more?: ActionLink;
}

/** What the company holds, what is under way and what is planned, kept visibly apart. */
export function Certifications({ id, heading, groups, more }: CertificationsProps) {
  return (
    <section className="section section-muted" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <div className="row g-4">
          {groups.map((group) => (
            <div className="col-lg-4" key={group.status}>
              <div className={cx("tile assurance-group", `assurance-group-${group.status}`)}>
                <h3 className="assurance-group-title">
                  <span className="assurance-dot" aria-hidden="true" />
                  {group.title}
                </h3>
                <p className="assurance-group-summary">{group.summary}</p>
                <ul className="list-unstyled mb-0">
                  {group.items.map((item) => (
                    <li className="assurance-item" key={item.title}>
                      <Icon name={item.icon} className="assurance-item-icon" />
                      <div>
                        <h4 className="assurance-item-title">{item.title}</h4>
                        <p className="assurance-item-detail">{item.detail}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          ))}
        </div>
        {more && (
          <p className="section-more">
            <ArrowLink {...more} />
          </p>
        )}
      </div>
    </section>
  );
}
