import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import {
  elementId,
  headingId,
  href,
  paragraph,
  point,
  sectionIntro,
  text,
} from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_disclosure-policy.scss";

const labelledList = z.strictObject({
  label: text(1, 60).check(z.describe("The list's title")),
  items: z.array(point(300)).check(z.describe("The points")),
});

export const schema = z.strictObject({
  anchor: elementId.check(
    z.describe("id of the section itself: the #anchor that security.txt's Policy field points at"),
  ),
  id: headingId,
  heading: sectionIntro,
  report: z
    .strictObject({
      title: text(1, 80).check(z.describe("The block's title")),
      text: text(1, 600).check(z.describe("One or two sentences")),
      email: z.email("write an e-mail address").check(z.describe("Address reports go to")),
      includeLabel: text(1, 80).check(z.describe("Label above the list of what to include")),
      include: z.array(point(300)).check(z.describe("What a useful report contains")),
    })
    .check(z.describe("How to send a report")),
  securityTxt: z
    .strictObject({
      text: text(1, 300).check(z.describe("Text before the link")),
      label: text(1, 80).check(z.describe("Link text")),
      href: href.check(z.describe("Path of the file (a plain link: a static file, not a page)")),
    })
    .check(z.describe("The machine-readable contact file")),
  timeline: z
    .strictObject({
      title: text(1, 80).check(z.describe("The block's title")),
      steps: z
        .array(
          z
            .strictObject({
              time: text(1, 40).check(
                z.describe('The time limit as shown, e.g. "2 business days"'),
              ),
              label: text(1, 80).check(z.describe("What happens by then")),
              text: text(1, 300).check(z.describe("The detail")),
            })
            .check(z.describe("One step: its time limit and what happens")),
        )
        .check(z.describe("The commitments, in order")),
    })
    .check(z.describe("What we commit to once a report arrives")),
  safeHarbor: z
    .strictObject({
      title: text(1, 80).check(z.describe("The block's title")),
      paragraphs: z.array(paragraph(1200)).check(z.describe("The terms, one paragraph each")),
    })
    .check(z.describe("Our promise not to pursue good-faith research")),
  scope: z
    .strictObject({
      title: text(1, 80).check(z.describe("The block's title")),
      inScope: labelledList.check(z.describe("What is in scope")),
      outOfScope: labelledList.check(z.describe("What is out of scope")),
    })
    .check(z.describe("What may and may not be tested")),
});

export type DisclosurePolicyProps = Fields<typeof schema>;

/** A responsible-disclosure policy: how to report, response times, safe harbor and scope. */
export function DisclosurePolicy({
  anchor,
  id,
  heading,
  report,
  securityTxt,
  timeline,
  safeHarbor,
  scope,
}: DisclosurePolicyProps) {
  return (
    <SiteSection id={id} heading={heading} anchor={anchor} className="disclosure">
      <div className="row gx-4 gy-5 gx-lg-5">
        <div className="col-lg-5">
          <div className="disclosure-report">
            <h3 className="disclosure-title">{report.title}</h3>
            <p>{report.text}</p>
            <a className="btn btn-primary disclosure-email" href={`mailto:${report.email}`}>
              <Icon name="mail" size={18} />
              {report.email}
            </a>
            <h4 className="disclosure-subtitle">{report.includeLabel}</h4>
            <ul className="check-list">
              {report.include.map((point) => (
                <li key={point}>
                  <Icon name="check" size={18} />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <p className="disclosure-file">
              {securityTxt.text} <a href={securityTxt.href}>{securityTxt.label}</a>
            </p>
          </div>
        </div>
        <div className="col-lg-7">
          <h3 className="disclosure-title">{timeline.title}</h3>
          <ol className="disclosure-timeline list-unstyled">
            {timeline.steps.map((step) => (
              <li key={step.label}>
                <span className="disclosure-time">{step.time}</span>
                <span className="disclosure-step-label">{step.label}</span>
                <span className="disclosure-step-text">{step.text}</span>
              </li>
            ))}
          </ol>
          <h3 className="disclosure-title">{safeHarbor.title}</h3>
          {safeHarbor.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3 className="disclosure-title mt-5">{scope.title}</h3>
          <div className="row g-4">
            {[scope.inScope, scope.outOfScope].map((list, index) => (
              <div className="col-md-6" key={list.label}>
                <h4 className="disclosure-subtitle">{list.label}</h4>
                <ul className="disclosure-scope">
                  {list.items.map((item) => (
                    <li key={item} className={index === 0 ? "in-scope" : "out-of-scope"}>
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </div>
    </SiteSection>
  );
}
