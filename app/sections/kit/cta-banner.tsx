import * as z from "zod/mini";

import { SampleForm, sampleForm } from "~/components/kit/sample-form";
import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitLink, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { KitActions } from "./section";
import { part as weeklyCountdownPart } from "./weekly-countdown";

import "~/styles/kit/_cta.scss";

/**
 * The template kit's call-to-action banner as a content file writes it: the `kit` variant of the
 * library's CtaBanner (`section: CtaBanner`, `variant: kit`): links, a sample e-mail form, or
 * both, and a part under the text (`extra: { part: WeeklyCountdown, … }`).
 */
export const schema = z.strictObject({
  id: headingId,
  eyebrow: z.optional(text(1, 60).check(z.describe("Short label above the title"))),
  title: text(1, 140).check(z.describe("The banner's heading")),
  text: text(1, 600).check(z.describe("A sentence or two under the heading")),
  actions: z.optional(z.array(kitLink).check(z.describe("The banner's links, as buttons"))),
  form: z.optional(
    sampleForm.check(z.describe("An e-mail (or short) form instead of, or beside, the links")),
  ),
  extra: z.optional(
    weeklyCountdownPart.check(z.describe("A part under the text: a countdown to a sale's end")),
  ),
  tone: kitTone,
  anchor: kitAnchor.check(z.describe("The section's own id, for links to it (#download)")),
});

/** The banner's props; its extra is a part, drawn by ContentSections. */
export type CtaBannerProps = Drawn<Fields<typeof schema>>;

/** A closing call to action: a banner with links, an e-mail form, or both. */
export function CtaBanner({
  id,
  eyebrow,
  title,
  text,
  actions = [],
  form,
  extra,
  tone = "dark",
  anchor,
}: CtaBannerProps) {
  return (
    <section
      id={anchor}
      className={cx("kit-section kit-cta-section", tone === "dark" && "kit-cta-dark")}
      aria-labelledby={id}
    >
      <div className="container">
        <div
          className={cx(
            "kit-cta",
            tone === "dark" ? "kit-dark" : tone === "soft" ? "kit-soft" : "kit-card",
          )}
        >
          <div className="kit-cta-text">
            {eyebrow && <p className="kit-eyebrow">{eyebrow}</p>}
            <h2 id={id} className="kit-title">
              {title}
            </h2>
            <p className="kit-intro">{text}</p>
            {extra}
          </div>
          <div className="kit-cta-side">
            {form && <SampleForm {...form} />}
            <KitActions links={actions} />
          </div>
        </div>
      </div>
    </section>
  );
}
