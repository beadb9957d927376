import { Fragment } from "react";
import { Link } from "react-router";

import { Icon } from "~/components/ui/icon";
import { longDate } from "~/lib/dates";

import "~/styles/sections/_legal-document.scss";

/** A run of text inside a paragraph: plain, emphasised, or a link. */
export type LegalInline =
  | string
  | {
      /** Text shown in bold, e.g. the term a list item defines. */
      strong: string;
    }
  | {
      /** The link's text. */
      text: string;
      /** A route path, an in-page #anchor, a file under / (e.g. security.txt), or mailto:. */
      href: string;
    };

/** Plain text, or a sequence of runs for text with links or bold terms. */
export type LegalText = string | readonly LegalInline[];

/** One block of a section's body. */
export type LegalBlock =
  | {
      kind: "paragraph";
      /** The paragraph's text. */
      text: LegalText;
    }
  | {
      kind: "list";
      /** The bullet points. */
      items: readonly LegalText[];
    }
  | {
      kind: "subheading";
      /** An h3 inside the section. */
      text: string;
    };

/** One numbered section of the document; its h2 carries the id the contents link to. */
export interface LegalSection {
  /** Anchor id of the h2 (kebab-case, stable: people link to it). */
  id: string;
  /** The h2, without its number (numbers are added in order). */
  title: string;
  /** The body, in order. */
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentProps {
  /** id of the h1. */
  id: string;
  /** Short label above the h1, e.g. "Legal". */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  /** One or two sentences under the h1: what the document covers. */
  intro: LegalText;
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
    /** The points. */
    points: readonly LegalText[];
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

const CONTENTS_ID = "contents";

/** Route paths go through the router; anchors, files and mailto: links are plain links. */
function TextLink({ text, href }: { text: string; href: string }) {
  const isRoute = href.startsWith("/") && !/\.[a-z0-9]+$/i.test(href);
  return isRoute ? <Link to={href}>{text}</Link> : <a href={href}>{text}</a>;
}

function RichText({ text }: { text: LegalText }) {
  if (typeof text === "string") return text;
  return text.map((run, index) => (
    <Fragment key={index}>
      {typeof run === "string" ? (
        run
      ) : "strong" in run ? (
        <strong>{run.strong}</strong>
      ) : (
        <TextLink {...run} />
      )}
    </Fragment>
  ));
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="legal-list">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case "subheading":
      return <h3 className="legal-subheading">{block.text}</h3>;
  }
}

/**
 * A legal document (terms, privacy policy): header with dates and a contact, a table of
 * contents linking to numbered sections, an optional summary, and a way back to the contents
 * after each section.
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
  const contentsTitleId = `${CONTENTS_ID}-title`;
  return (
    <article className="legal" aria-labelledby={id}>
      <header className="legal-header section-dark">
        <div className="container">
          <p className="eyebrow">{eyebrow}</p>
          <h1 id={id} className="legal-title">
            {title}
          </h1>
          <p className="legal-intro">
            <RichText text={intro} />
          </p>
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
            <nav id={CONTENTS_ID} className="legal-toc" aria-labelledby={contentsTitleId}>
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
                        <span>
                          <RichText text={point} />
                        </span>
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
                  {section.blocks.map((block, blockIndex) => (
                    <Block key={blockIndex} block={block} />
                  ))}
                  <p className="legal-back">
                    <a href={`#${CONTENTS_ID}`}>
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
