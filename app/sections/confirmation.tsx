import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { actionLink, href, iconName, paragraph, text, titleId } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SmartLink } from "./action-links";

import "~/styles/sections/_confirmation.scss";

/** What the confirmation says: the prerendered version's, and each variant's. */
const message = {
  eyebrow: text(1, 60).check(z.describe("Short label above the title")),
  title: text(1, 140).check(z.describe("The page's title (its one h1)")),
  paragraphs: z
    .array(paragraph(600))
    .check(
      z.minLength(1, "give at least one paragraph"),
      z.describe("What happened and what happens next, one paragraph each"),
    ),
  note: z.optional(
    z
      .strictObject({
        text: text(1, 200).check(z.describe("The line before the link")),
        link: actionLink,
      })
      .check(z.describe("A line with one link under the paragraphs, e.g. the incident phone line")),
  ),
};

/**
 * `variants` are for a page varied by its query (/thank-you?form=…): by query value, the fields
 * that differ from the prerendered version (app/lib/content/variants.ts picks one in the browser).
 */
export const schema = z.strictObject({
  id: titleId,
  ...message,
  next: z
    .strictObject({
      title: text(1, 80).check(z.describe("The list's heading")),
      links: z
        .array(
          z
            .strictObject({
              icon: iconName.check(z.describe("Icon beside the link")),
              label: text(1, 80).check(z.describe("The link's text")),
              href,
              text: text(1, 300).check(z.describe("What is there, in a sentence")),
            })
            .check(z.describe("One way onward: a link with an icon and a line")),
        )
        .check(z.describe("The ways onward, in order")),
    })
    .check(z.describe("Where to go from here")),
  variants: z.optional(
    z
      .record(
        z
          .string()
          .check(z.regex(/^[a-z][a-z0-9-]*$/, "name a variant by its query value, e.g. contact")),
        z.strictObject(message),
      )
      .check(z.describe("By query value (?form=…), the words that differ from the page's own")),
  ),
});

export type ConfirmationFields = Fields<typeof schema>;

/** The prerendered version, or a variant over it. */
export type ConfirmationProps = Omit<ConfirmationFields, "variants">;

/** A confirmation page: a check mark, what was received and what happens next, then links on. */
export function Confirmation({ id, eyebrow, title, paragraphs, note, next }: ConfirmationProps) {
  const nextId = `${id}-next`;
  return (
    <section className="confirmation" aria-labelledby={id}>
      <div className="container">
        <div className="confirmation-card">
          <span className="confirmation-mark">
            <Icon name="check" size={32} />
          </span>
          <p className="eyebrow">{eyebrow}</p>
          <h1 id={id} className="confirmation-title">
            {title}
          </h1>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="confirmation-text">
              {paragraph}
            </p>
          ))}
          {note && (
            <p className="confirmation-note">
              {note.text} <SmartLink href={note.link.href}>{note.link.label}</SmartLink>
            </p>
          )}
        </div>
        <div className="confirmation-next">
          <h2 id={nextId} className="confirmation-next-title">
            {next.title}
          </h2>
          <ul className="confirmation-links list-unstyled" aria-labelledby={nextId}>
            {next.links.map((link) => (
              <li key={link.href} className="confirmation-link">
                <Icon name={link.icon} size={24} />
                <div>
                  <SmartLink href={link.href} className="confirmation-link-label">
                    {link.label}
                  </SmartLink>
                  <p className="confirmation-link-text">{link.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
