import type { ReactNode } from "react";
import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { actionLink, elementId, point, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { SmartLink } from "./action-links";
import { SectionHeading } from "./section-heading";

import "~/styles/sections/_signup-forms.scss";

/**
 * The fields of a sign-up band a content file writes, whichever form it holds: the notify-me
 * band's (notify-section.tsx) and the newsletter band's (newsletter-section.tsx).
 */
export const signupBandSchema = z.strictObject({
  id: elementId.check(z.describe("id of the section's heading (h2), which also names the form")),
  heading: sectionIntro.check(z.describe("Eyebrow, title and intro beside the form")),
  points: z.optional(
    z
      .array(point(120))
      .check(
        z.describe('Short promises under the intro, e.g. "One e-mail, when enrollment opens"'),
      ),
  ),
  note: z.optional(
    z
      .strictObject({
        text: text(1, 200).check(z.describe("The line before the link")),
        link: actionLink,
      })
      .check(z.describe("A line under the form with one link")),
  ),
  muted: z.optional(z.boolean("write true or false").check(z.describe("Slate background"))),
});

export type SignupBandProps = Fields<typeof signupBandSchema>;

/**
 * A band with a heading and promises on one side and a sign-up form in a card on the other
 * (stacked below lg). The form is passed as children and should be labelled by `id`.
 */
export function SignupBand({
  id,
  heading,
  points,
  note,
  muted,
  children,
}: SignupBandProps & { children: ReactNode }) {
  return (
    <section className={cx("section signup-band", muted && "section-muted")} aria-labelledby={id}>
      <div className="container">
        <div className="row gx-4 gy-4 gx-lg-5 align-items-center">
          <div className="col-lg-6">
            <SectionHeading id={id} {...heading} align="start" className="signup-band-heading" />
            {points && (
              <ul className="check-list signup-band-points">
                {points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={20} />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="col-lg-6">
            <div className="signup-card">
              {children}
              {note && (
                <p className="signup-card-note">
                  {note.text} <SmartLink href={note.link.href}>{note.link.label}</SmartLink>
                </p>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
