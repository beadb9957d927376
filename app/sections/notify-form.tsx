import { useState } from "react";

import { FormFailure, FormSuccess, type SignupFormCopy } from "~/components/forms/form-outcome";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { TextField } from "~/components/forms/text-field";
import { useSignupSubmit } from "~/hooks/use-signup-submit";
import { cx } from "~/lib/cx";
import { notifySchema } from "~/lib/forms/schemas";

import { SmartLink, type Tone } from "./action-links";
import { SignupBand, type SignupBandProps } from "./signup-band";

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
  const { errors, sending, sent, failure, successRef, failureRef, submit, revalidate } =
    useSignupSubmit("notify", notifySchema, {
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
        <form
          method="post"
          action={action}
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={(event) => {
            event.preventDefault();
            void submit(input({ email, website }));
          }}
        >
          {failure && <FormFailure ref={failureRef} title={copy.failureTitle} message={failure} />}
          <div className="signup-form-row">
            <TextField
              id={emailId}
              name="email"
              type="email"
              label={copy.emailLabel}
              hint={copy.emailHint}
              error={errors.email}
              autoComplete="email"
              spellCheck={false}
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                revalidate("email", input({ email: event.target.value, website }));
              }}
            />
            <button
              type="submit"
              className="btn btn-primary signup-form-submit"
              disabled={sending}
              aria-busy={sending || undefined}
            >
              {sending ? copy.sendingLabel : copy.submitLabel}
            </button>
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
          {copy.privacy && (
            <p className="signup-form-privacy">
              {copy.privacy.text}{" "}
              <SmartLink href={copy.privacy.link.href}>{copy.privacy.link.label}</SmartLink>.
            </p>
          )}
        </form>
      )}
      <div role="status" className="signup-form-status">
        {sent && <FormSuccess ref={successRef} {...copy.success} />}
      </div>
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
