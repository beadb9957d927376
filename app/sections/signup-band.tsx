import type { ReactNode } from "react";

import { Icon } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { type ActionLink, SmartLink } from "./action-links";
import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_signup-forms.scss";

export interface SignupBandProps {
  /** id of the section's h2, which also names the form. */
  id: string;
  /** Eyebrow, h2 and intro beside the form. */
  heading: SectionIntro;
  /** Short promises under the intro, e.g. "One e-mail, when enrollment opens". */
  points?: readonly string[];
  /** A line under the form with one link. */
  note?: { text: string; link: ActionLink };
  /** Slate background. */
  muted?: boolean;
}

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
