import { Icon } from "~/components/ui/icon";
import { longDate } from "~/lib/dates";

import { LEGAL_CONTENTS_ID } from "./legal-document.ids";

import "~/styles/sections/_legal-document.scss";

/** One numbered section of the document; its h2 carries the id the contents link to. */
export interface LegalSection {
  /** Anchor id of the h2 (kebab-case, stable: people link to it). */
  id: string;
  /** The h2, without its number (numbers are added in order). */
  title: string;
  /**
   * The section's text as HTML, rendered at build time from the page file's Markdown body
   * (app/lib/content/body.ts): trusted, allowlisted tags only.
   */
  html: string;
}

export interface LegalDocumentProps {
  /** id of the h1. */
  id: string;
  /** Short label above the h1, e.g. "Legal". */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  /** One or two sentences under the h1: what the document covers. */
  intro: string;
  /** Date the text takes effect, ISO 8601 (YYYY-MM-DD). */
  effective: string;
  /** Date of the last change, ISO 8601 (YYYY-MM-DD). */
  updated: string;
  /** Where to send questions about the document, shown under the dates. */
  contact: {
    /** Text before the address, e.g. "Questions about this policy?". */
    text: string;
    /** The e-mail address (from the site config). */
    email: string;
  };
  /** Optional "at a glance" box before the first section: the points that matter most. */
  summary?: {
    /** id of its h2. */
    id: string;
    /** Its h2. */
    title: string;
    /** The points, as HTML rendered at build time from inline Markdown. */
    points: readonly string[];
  };
  /** The document's fixed wording. */
  labels: {
    /** Term before the effective date. */
    effective: string;
    /** Term before the date of the last change. */
    updated: string;
    /** Heading of the table of contents. */
    contents: string;
    /** Text of the link at the end of each section back to the contents. */
    back: string;
  };
  /** The numbered sections, in order. */
  sections: readonly LegalSection[];
}

/**
 * A legal document (terms, privacy policy): header with dates and a contact, a table of
 * contents linking to numbered sections, an optional summary, and a way back to the contents
 * after each section. The text is HTML the build rendered from the page file's Markdown, so no
 * Markdown parser reaches the browser.
 */
export function LegalDocument({
  id,
  eyebrow,
  title,
  intro,
  effective,
  updated,
  contact,
  summary,
  labels,
  sections,
}: LegalDocumentProps) {
  const contentsTitleId = `${LEGAL_CONTENTS_ID}-title`;
  return (
    <article className="legal" aria-labelledby={id}>
      <header className="legal-header section-dark">
        <div className="container">
          <p className="eyebrow">{eyebrow}</p>
          <h1 id={id} className="legal-title">
            {title}
          </h1>
          <p className="legal-intro">{intro}</p>
          <dl className="legal-dates">
            <div>
              <dt>{labels.effective}</dt>
              <dd>
                <time dateTime={effective}>{longDate(effective)}</time>
              </dd>
            </div>
            <div>
              <dt>{labels.updated}</dt>
              <dd>
                <time dateTime={updated}>{longDate(updated)}</time>
              </dd>
            </div>
          </dl>
          <p className="legal-contact">
            <Icon name="mail" size={18} />
            <span>
              {contact.text} <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </span>
          </p>
        </div>
      </header>

      <div className="container legal-body">
        <div className="row gx-lg-5">
          <div className="col-lg-4 col-xl-3">
            <nav id={LEGAL_CONTENTS_ID} className="legal-toc" aria-labelledby={contentsTitleId}>
              <h2 id={contentsTitleId} className="legal-toc-title">
                {labels.contents}
              </h2>
              <ol className="legal-toc-list">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          </div>
          <div className="col-lg-8 col-xl-9">
            <div className="legal-content">
              {summary && (
                <section className="legal-summary" aria-labelledby={summary.id}>
                  <h2 id={summary.id} className="legal-summary-title">
                    {summary.title}
                  </h2>
                  <ul className="check-list">
                    {summary.points.map((point, index) => (
                      <li key={index}>
                        <Icon name="check" size={20} />
                        <span dangerouslySetInnerHTML={{ __html: point }} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {sections.map((section, index) => (
                <section key={section.id} className="legal-section" aria-labelledby={section.id}>
                  <h2 id={section.id} className="legal-section-title">
                    <span className="legal-number">{index + 1}.</span> {section.title}
                  </h2>
                  <div
                    className="legal-section-body"
                    dangerouslySetInnerHTML={{ __html: section.html }}
                  />
                  <p className="legal-back">
                    <a href={`#${LEGAL_CONTENTS_ID}`}>
                      <Icon name="arrow-up" size={16} />
                      {labels.back}
                    </a>
                  </p>
                </section>
              ))}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
