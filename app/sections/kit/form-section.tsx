import * as z from "zod/mini";

import { checkedForm, KitForm } from "~/components/kit/kit-form";
import { SampleForm, sampleForm } from "~/components/kit/sample-form";
import { Glyph } from "~/components/ui/icon";
import { headingId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIconPoint, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_form-section.scss";

/**
 * The template kit's form section as a content file writes it: a sample form (the browser's
 * checks), or a checked form (inline errors and a summary, told apart by its `outcome`), and
 * points beside it with Lucide icons by name. Neither sends anything.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  form: z
    .union([sampleForm, checkedForm], {
      error: "write a sample form (with thanks) or a checked form (with id and outcome)",
    })
    .check(
      z.describe("The form: a sample one (with thanks) or a checked one (with id and outcome)"),
    ),
  points: z.optional(
    z.array(kitIconPoint).check(z.describe("Points beside the form: contact details, benefits")),
  ),
  tone: kitTone,
  anchor: kitAnchor,
});

export type FormSectionProps = Drawn<Fields<typeof schema>>;

/** A contact, booking or consultation form with points beside it. */
export function FormSection({ id, heading, form, points = [], tone, anchor }: FormSectionProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor} align="start">
      <div className="kit-form-section">
        <div className="kit-card kit-form-card">
          {"outcome" in form ? <KitForm {...form} summaryLevel={3} /> : <SampleForm {...form} />}
        </div>
        {points.length > 0 && (
          <ul className="kit-form-points">
            {points.map((point) => (
              <li key={point.title}>
                <span className="kit-icon-tile">
                  <Glyph icon={point.icon} size={22} />
                </span>
                <div>
                  <h3 className="kit-form-point-title">{point.title}</h3>
                  <p className="kit-muted">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </KitSection>
  );
}
