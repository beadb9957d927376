import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { headingId, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_framework-grid.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  items: z
    .array(
      z
        .strictObject({
          name: text(1, 40).check(z.describe('Short name: the card\'s title, e.g. "SOC 2"')),
          fullName: text(1, 120).check(
            z.describe('Full name or version, e.g. "AICPA Trust Services Criteria"'),
          ),
          appliesTo: text(1, 300).check(z.describe("Who it applies to, in one sentence")),
          deliverables: z
            .array(text(1, 200).check(z.describe("One deliverable")))
            .check(z.describe("What we deliver for it: readiness assessment, control mapping…")),
        })
        .check(z.describe("One framework: its names and what the company delivers for it")),
    )
    .check(z.describe("The frameworks; three per row on large screens")),
  deliverablesLabel: text(1, 60).check(
    z.describe('Label above each card\'s deliverables, e.g. "What we deliver"'),
  ),
  note: z.optional(text(1, 400).check(z.describe("Small print under the grid"))),
  muted: z.optional(z.boolean("write true or false").check(z.describe("Slate background"))),
});

export type FrameworkGridProps = Fields<typeof schema>;

/** A grid of frameworks, each with who it applies to and what we deliver for it. */
export function FrameworkGrid({
  id,
  heading,
  items,
  deliverablesLabel,
  note,
  muted,
}: FrameworkGridProps) {
  return (
    <SiteSection id={id} heading={heading} muted={muted}>
      <ul className="row g-4 list-unstyled mb-0">
        {items.map((item) => (
          <li className="col-md-6 col-lg-4" key={item.name}>
            <article className="tile framework">
              <h3 className="tile-title framework-name">{item.name}</h3>
              <p className="framework-full-name">{item.fullName}</p>
              <p className="tile-text">{item.appliesTo}</p>
              <p className="framework-label">{deliverablesLabel}</p>
              <ul className="check-list framework-deliverables">
                {item.deliverables.map((deliverable) => (
                  <li key={deliverable}>
                    <Icon name="check" size={18} />
                    <span>{deliverable}</span>
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
      {note && <p className="framework-note">{note}</p>}
    </SiteSection>
  );
}
