import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { actionLink, headingId, iconName, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { ArrowLink } from "./action-links";
import { SiteSection } from "./section-heading";

import "~/styles/sections/_certifications.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  groups: z
    .array(
      z
        .strictObject({
          status: z
            .enum(["held", "in-progress", "planned"], "use held, in-progress or planned")
            .check(z.describe("Where the column's items stand; sets its accent colour")),
          title: text(1, 60).check(z.describe('The column\'s title, e.g. "Held today"')),
          summary: text(1, 300).check(z.describe("One sentence on what the column covers")),
          items: z
            .array(
              z
                .strictObject({
                  icon: iconName.check(z.describe("Icon before the title")),
                  title: text(1, 80).check(z.describe('The item\'s title, e.g. "SOC 2 Type II"')),
                  detail: text(1, 300).check(
                    z.describe("What exactly is held or under way, and by whom or by when"),
                  ),
                })
                .check(z.describe("One certification or framework")),
            )
            .check(z.describe("The certifications, audits or commitments")),
        })
        .check(z.describe("One column: a status and its items")),
    )
    .check(z.describe("One column per status, in order (held, in progress, planned)")),
  more: z.optional(actionLink.check(z.describe("A closing line with a link to the details"))),
});

export type CertificationsProps = Fields<typeof schema>;

/** What the company holds, what is under way and what is planned, kept visibly apart. */
export function Certifications({ id, heading, groups, more }: CertificationsProps) {
  return (
    <SiteSection id={id} heading={heading} muted>
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
    </SiteSection>
  );
}
