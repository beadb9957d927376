import { Icon } from "~/components/ui/icon";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_disclosure-policy.scss";

/** One response commitment, e.g. "2 business days: acknowledgement". */
export interface ResponseStep {
  /** The time limit as shown, e.g. "2 business days". */
  time: string;
  /** What happens by then. */
  label: string;
  /** The detail. */
  text: string;
}

/** A labelled list of bullet points. */
export interface LabelledList {
  /** The list's h4. */
  label: string;
  /** The points. */
  items: readonly string[];
}

export interface DisclosurePolicyProps {
  /** id of the section itself: the #anchor that security.txt's Policy field points at. */
  anchor: string;
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** How to send a report. */
  report: {
    /** The block's h3. */
    title: string;
    /** One or two sentences. */
    text: string;
    /** Address reports go to (from the site config). */
    email: string;
    /** Label above the list of what to include. */
    includeLabel: string;
    /** What a useful report contains. */
    include: readonly string[];
  };
  /** The machine-readable contact file. */
  securityTxt: {
    /** Text before the link. */
    text: string;
    /** Link text. */
    label: string;
    /** Path of the file; a plain link, since it is a static file, not a page. */
    href: string;
  };
  /** What we commit to once a report arrives. */
  timeline: {
    /** The block's h3. */
    title: string;
    /** The commitments, in order. */
    steps: readonly ResponseStep[];
  };
  /** Our promise not to pursue good-faith research. */
  safeHarbor: {
    /** The block's h3. */
    title: string;
    /** The terms, one paragraph each. */
    paragraphs: readonly string[];
  };
  /** What may and may not be tested. */
  scope: {
    /** The block's h3. */
    title: string;
    /** What is in scope. */
    inScope: LabelledList;
    /** What is out of scope. */
    outOfScope: LabelledList;
  };
}

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
    <section id={anchor} className="section disclosure" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
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
      </div>
    </section>
  );
}
