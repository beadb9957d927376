import type { LucideIcon } from "lucide-react";

import { KitForm, type KitFormProps } from "~/components/kit/kit-form";
import { SampleForm, type SampleFormProps } from "~/components/kit/sample-form";
import { Glyph } from "~/components/ui/icon";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_form-section.scss";

export interface FormSectionProps {
  id: string;
  heading: KitIntro;
  /** A sample form with the browser's checks, or a kit form (inline errors, summary). */
  form: SampleFormProps | KitFormProps;
  /** Points beside the form: contact details, benefits. */
  points?: readonly { icon: LucideIcon; title: string; text: string }[];
  tone?: Tone;
  anchor?: string;
}

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
