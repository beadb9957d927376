import type { ReactNode } from "react";

import { SampleForm, type SampleFormProps } from "~/components/kit/sample-form";
import { cx } from "~/lib/cx";

import { KitActions, type KitLink, type Tone } from "./section";

import "~/styles/kit/_cta.scss";

export interface CtaBannerProps {
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
  actions?: readonly KitLink[];
  /** An e-mail (or short) form instead of, or beside, the actions. */
  form?: SampleFormProps;
  /** Extra content under the text (a countdown, store badges). */
  extra?: ReactNode;
  tone?: Tone;
  anchor?: string;
}

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
