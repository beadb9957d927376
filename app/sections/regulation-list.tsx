import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { headingId, point, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_regulation-list.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  commitment: z.optional(
    z
      .strictObject({
        title: text(1, 80).check(z.describe("Bold lead-in")),
        text: text(1, 400).check(z.describe("The commitment itself")),
      })
      .check(z.describe("A stance called out above the list, e.g. on signing agreements")),
  ),
  items: z
    .array(
      z
        .strictObject({
          name: text(1, 80).check(
            z.describe('Short name: the row\'s title, e.g. "HIPAA Security Rule"'),
          ),
          reference: text(1, 120).check(
            z.describe('Citation or issuing body, e.g. "45 CFR Part 164, Subpart C"'),
          ),
          requirement: text(1, 600).check(
            z.describe("What it asks of the organization, in a sentence or two"),
          ),
          coverageLabel: text(1, 60).check(
            z.describe('Label above the coverage list, e.g. "How we cover it"'),
          ),
          coverage: z
            .array(point(300))
            .check(
              z.minLength(1, "give at least one point"),
              z.describe("What we do about it, concretely"),
            ),
        })
        .check(
          z.describe("One regulation: its name, reference, requirement and how it is covered"),
        ),
    )
    .check(
      z.minLength(1, "give at least one regulation"),
      z.describe("The regulations or standards a program covers, one row each"),
    ),
  muted: z.optional(z.boolean("write true or false").check(z.describe("Slate background"))),
});

export type RegulationListProps = Fields<typeof schema>;

/** Regulations a program covers: what each requires, and how we meet it. */
export function RegulationList({ id, heading, items, commitment, muted }: RegulationListProps) {
  return (
    <SiteSection id={id} heading={heading} muted={muted}>
      {commitment && (
        <p className="commitment">
          <Icon name="shield-check" className="commitment-icon" />
          <span>
            <strong>{commitment.title}</strong> {commitment.text}
          </span>
        </p>
      )}
      <ul className="regulation-list list-unstyled mb-0">
        {items.map((item) => (
          <li className="regulation" key={item.name}>
            <div className="row gx-4 gy-3 gx-lg-5">
              <div className="col-lg-4">
                <h3 className="regulation-name">{item.name}</h3>
                <p className="regulation-reference">{item.reference}</p>
              </div>
              <div className="col-lg-8">
                <p className="regulation-requirement">{item.requirement}</p>
                <p className="regulation-coverage-label">{item.coverageLabel}</p>
                <ul className="check-list regulation-coverage">
                  {item.coverage.map((point) => (
                    <li key={point}>
                      <Icon name="check" size={18} />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
