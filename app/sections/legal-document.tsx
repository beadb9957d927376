import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { anchorsIn, BodyError, bodySections, inlineMarkdown } from "~/lib/content/body";
import { elementId, point, text, titleId } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { longDate } from "~/lib/dates";

import { LEGAL_CONTENTS_ID } from "./legal-document.ids";

import "~/styles/sections/_legal-document.scss";

const isoDate = z.iso.date("write the date as YYYY-MM-DD");

/**
 * Its header, labels and optional summary from the frontmatter, its numbered sections from the
 * Markdown body (app/lib/content/body.ts), both rendered at build time. Every #anchor the text
 * links to must be one the page has.
 */
export const schema = z.strictObject({
  id: titleId,
  eyebrow: text(1, 40).check(z.describe('Short label above the title, e.g. "Legal"')),
  title: text(1, 140).check(z.describe("The page's title (its one h1)")),
  intro: text(1, 600).check(
    z.describe("One or two sentences under the title: what the document covers"),
  ),
  effective: isoDate.check(z.describe("Date the text takes effect (YYYY-MM-DD)")),
  updated: isoDate.check(z.describe("Date of the last change (YYYY-MM-DD)")),
  contact: z
    .strictObject({
      text: text(1, 120).check(
        z.describe('Text before the address, e.g. "Questions about this policy?"'),
      ),
      email: z.email("write an e-mail address").check(z.describe("The e-mail address")),
    })
    .check(z.describe("Where to send questions about the document, shown under the dates")),
  summary: z.optional(
    z
      .strictObject({
        id: elementId.check(z.describe("id of its heading")),
        title: text(1, 80).check(z.describe("Its heading")),
        points: z
          .array(point(600))
          .check(
            z.minLength(1, "give at least one point"),
            z.describe("The points, in inline Markdown: **bold**, [links](/path)"),
          ),
      })
      .check(
        z.describe('An "at a glance" box before the first section: the points that matter most'),
      ),
  ),
  labels: z
    .strictObject({
      effective: text(1, 40).check(z.describe("Term before the effective date")),
      updated: text(1, 40).check(z.describe("Term before the date of the last change")),
      contents: text(1, 40).check(z.describe("Heading of the table of contents")),
      back: text(1, 40).check(
        z.describe("Text of the link at the end of each section back to the contents"),
      ),
    })
    .check(z.describe("The document's fixed wording")),
});

/** The document shows the page's Markdown body: its numbered sections. */
export const takesBody = true;

/** The document's props: the frontmatter's fields, the body's numbered sections. */
export const resolve = ({ summary, ...fields }: Fields<typeof schema>, body: string) => {
  if (fields.updated < fields.effective) {
    throw new BodyError("updated: the last update cannot come before the effective date");
  }
  const sections = bodySections(body);
  const points = summary?.points.map(inlineMarkdown);
  const anchors = new Set([
    fields.id,
    LEGAL_CONTENTS_ID,
    ...(summary ? [summary.id] : []),
    ...sections.map((section) => section.id),
  ]);
  for (const [where, html] of [
    ...sections.map((section) => [`#${section.id}`, section.html] as const),
    ...(points ?? []).map((point, index) => [`summary point ${index + 1}`, point] as const),
  ]) {
    const missing = anchorsIn(html).find((anchor) => !anchors.has(anchor));
    if (missing)
      throw new BodyError(`${where} links to #${missing}, which this page does not have`);
  }
  return {
    ...fields,
    ...(summary && points && { summary: { ...summary, points } }),
    sections,
  };
};

export type LegalDocumentProps = ReturnType<typeof resolve>;

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
