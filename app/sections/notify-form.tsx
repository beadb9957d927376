import { useState } from "react";

import { FormFailure, type SignupFormCopy } from "~/components/forms/form-outcome";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { useFormSubmit } from "~/hooks/use-form-submit";
import { cx } from "~/lib/cx";

import type { Tone } from "./action-links";
import { SignupBand, type SignupBandProps } from "./signup-band";
import { SignupEmailField, SignupPrivacy, SignupStatus, SignupSubmit } from "./signup-parts";

import "~/styles/sections/_form-fields.scss";
import "~/styles/sections/_signup-forms.scss";

/** What a notify-me request is about: a product or an industry program (never both). */
export interface NotifyTarget {
  /** Product name as the catalogue spells it, e.g. "Monitora", or "Portal". */
  product?: string;
  /** Industry program, e.g. "Healthcare". Ignored when `product` is given. */
  industry?: string;
}

/** The words of a notify-me form. */
export type NotifyFormCopy = SignupFormCopy;

export interface NotifyFormProps extends NotifyTarget {
  /** Prefix of every id inside the form; unique on the page. */
  id: string;
  /** Where the form posts without JavaScript (the site's own API). */
  action: string;
  /** Labels, button texts and messages. */
  copy: NotifyFormCopy;
  /** id of the heading that names the form. */
  labelledBy?: string;
  /** Background the form sits on. Defaults to light. */
  tone?: Tone;
  /** Field and button side by side from the sm breakpoint ("inline"), or stacked (default). */
  layout?: "stacked" | "inline";
}

/**
 * A notify-me form: one e-mail field, posted with the product or industry it is about.
 * With JavaScript it validates with the shared schema and sends JSON; without, the same form
 * posts to `action` and the server answers with the thank-you page.
 */
export function NotifyForm({
  id,
  action,
  copy,
  product,
  industry,
  labelledBy,
  tone = "light",
  layout = "stacked",
}: NotifyFormProps) {
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const emailId = `${id}-email`;
  const target = product ? { product } : industry ? { industry } : {};
  const input = (values: { email: string; website: string }) => ({
    email: values.email,
    ...target,
    ...(values.website === "" ? {} : { website: values.website }),
  });
  const { errors, sending, sent, failure, successRef, failureRef, submit, preload, revalidate } =
    useFormSubmit("notify", {
      fields: ["email"],
      focusField: () => document.getElementById(emailId)?.focus(),
    });

  return (
    <div
      className={cx(
        "signup-form",
        `signup-form-${tone}`,
        layout === "inline" && "signup-form-inline",
      )}
    >
      {!sent && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- onFocus only preloads the schema
        <form
          method="post"
          action={action}
          noValidate
          aria-labelledby={labelledBy}
          onFocus={preload}
          onSubmit={(event) => {
            event.preventDefault();
            void submit(input({ email, website }));
          }}
        >
          {failure && <FormFailure ref={failureRef} title={copy.failureTitle} message={failure} />}
          <div className="signup-form-row">
            <SignupEmailField
              id={emailId}
              copy={copy}
              error={errors.email}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                revalidate("email", input({ email: event.target.value, website }));
              }}
            />
            <SignupSubmit sending={sending} copy={copy} />
          </div>
          {product ? (
            <input type="hidden" name="product" value={product} />
          ) : (
            industry && <input type="hidden" name="industry" value={industry} />
          )}
          <HoneypotField
            id={`${id}-website`}
            name="website"
            label={copy.honeypotLabel}
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
          <SignupPrivacy privacy={copy.privacy} />
        </form>
      )}
      <SignupStatus sent={sent} success={copy.success} successRef={successRef} />
    </div>
  );
}

export interface NotifySectionProps extends SignupBandProps {
  /** The form (its id, action, copy and product or industry); the band's h2 names it. */
  form: Omit<NotifyFormProps, "labelledBy" | "tone" | "layout">;
}

/** A band with a heading and promises beside a notify-me form in a card. */
export function NotifySection({ form, ...band }: NotifySectionProps) {
  return (
    <SignupBand {...band}>
      <NotifyForm {...form} labelledBy={band.id} />
    </SignupBand>
  );
}
