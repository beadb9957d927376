import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { actionLink, headingId, iconName, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { ArrowLink } from "./action-links";
import { SiteSection } from "./section-heading";

import "~/styles/sections/_testimonials.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  quotes: z
    .array(
      z
        .strictObject({
          quote: text(1, 400).check(z.describe("The quote, without quotation marks")),
          role: text(1, 80).check(z.describe('The speaker\'s role, e.g. "IT director"')),
          organization: text(1, 120).check(
            z.describe('The kind of organization, e.g. "Regional logistics company, 600 staff"'),
          ),
        })
        .check(z.describe("One quote: the words, the speaker's role and organization")),
    )
    .check(
      z.minLength(1, "give at least one quote"),
      z.describe("Customer quotes, attributed by role and kind of organization, not by name"),
    ),
  note: z.optional(
    text(1, 300).check(z.describe("A line under the quotes, e.g. how they were collected")),
  ),
  assurances: z.optional(
    z
      .strictObject({
        title: text(1, 80).check(z.describe("The block's title")),
        items: z
          .array(
            z
              .strictObject({
                icon: iconName.check(z.describe("Icon before the statement")),
                title: text(1, 80).check(z.describe("Short bold lead-in")),
                text: text(1, 300).check(z.describe("The statement itself")),
                link: z.optional(actionLink.check(z.describe("A link to the details"))),
              })
              .check(z.describe("One assurance: a title, a line and a link")),
          )
          .check(z.describe("Honest statements about the company's own assurance position")),
      })
      .check(z.describe("A block of assurance statements under the quotes")),
  ),
});

export type TestimonialsProps = Fields<typeof schema>;

/** Customer quotes, then what the company can and cannot yet claim about itself. */
export function Testimonials({ id, heading, quotes, note, assurances }: TestimonialsProps) {
  return (
    <SiteSection id={id} heading={heading}>
      <ul className="row g-4 list-unstyled mb-0">
        {quotes.map((item) => (
          <li className="col-lg-4" key={item.role + item.organization}>
            <figure className="tile quote">
              <blockquote className="quote-text">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="quote-source">
                <span className="quote-role">{item.role}</span>
                <span className="quote-org">{item.organization}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {note && <p className="quotes-note">{note}</p>}
      {assurances && (
        <div className="assurances">
          <h3 className="assurances-title">{assurances.title}</h3>
          <ul className="row g-4 list-unstyled mb-0">
            {assurances.items.map((item) => (
              <li className="col-md-6 col-lg-3" key={item.title}>
                <Icon name={item.icon} className="assurance-icon" />
                <p className="assurance-text">
                  <strong>{item.title}</strong> {item.text}
                </p>
                {item.link && <ArrowLink {...item.link} />}
              </li>
            ))}
          </ul>
        </div>
      )}
    </SiteSection>
  );
}
