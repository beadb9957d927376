/**
 * What a legal document (legal-document.tsx) takes from a content file: its header, labels and
 * optional summary from the frontmatter, its numbered sections from the Markdown body
 * (app/lib/content/body.ts), both rendered at build time. Every #anchor the text links to must
 * be one the page has.
 */
import * as z from "zod/mini";

import { anchorsIn, BodyError, bodySections, inlineMarkdown } from "~/lib/content/body";
import { elementId, text } from "~/lib/content/vocab/fields";

import type { LegalDocumentProps } from "./legal-document";
import { LEGAL_CONTENTS_ID } from "./legal-document.ids";

const isoDate = z.iso.date("write the date as YYYY-MM-DD");

export const legalDocumentSchema = z.strictObject({
  id: elementId,
  eyebrow: text(1, 40),
  title: text(1, 140),
  intro: text(1, 600),
  effective: isoDate,
  updated: isoDate,
  contact: z.strictObject({
    text: text(1, 120),
    email: z.email("write an e-mail address"),
  }),
  /** Points in inline Markdown: **bold**, [links](/path). */
  summary: z.optional(
    z.strictObject({
      id: elementId,
      title: text(1, 80),
      points: z.array(text(1, 600)).check(z.minLength(1, "give at least one point")),
    }),
  ),
  labels: z.strictObject({
    effective: text(1, 40),
    updated: text(1, 40),
    contents: text(1, 40),
    back: text(1, 40),
  }),
});

/** The document's props: the frontmatter's fields, the body's numbered sections. */
export function legalDocumentProps(
  { summary, ...fields }: z.infer<typeof legalDocumentSchema>,
  body: string,
): LegalDocumentProps {
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
}
