import { type ChangeEvent, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";

import { ErrorSummary, type SummaryError } from "~/components/forms/error-summary";
import { ErrorIcon } from "~/components/forms/field-parts";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { RadioGroup, radioId } from "~/components/forms/radio-group";
import { type FieldOption, SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { Icon } from "~/components/ui/icon";
import { useFormSubmit } from "~/hooks/use-form-submit";
import { LIMITS } from "~/lib/forms/fields";
import type { FieldErrors } from "~/lib/forms/schemas";

import { ContactDetails, type ContactDetailsProps } from "./contact-details";
import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_form-fields.scss";
import "~/styles/sections/_contact.scss";

/** Label and optional hint of one field. */
export interface FieldCopy {
  /** Visible label (the legend, for the radio group). */
  label: string;
  /** Help shown under the label. */
  hint?: string;
}

/** What the visitor typed, as the controls hold it ("" when empty or unchosen). */
export interface ContactValues {
  name: string;
  email: string;
  company: string;
  segment: string;
  topic: string;
  message: string;
  website: string;
}

type FieldName = Exclude<keyof ContactValues, "website">;

export interface ContactFormProps {
  /** id of the section's h2. */
  id: string;
  /** Eyebrow, h2 and intro above the form. */
  heading: SectionIntro;
  /** Where the form posts without JavaScript (the site's own API). */
  action: string;
  /** Labels and hints, one per field. */
  fields: Record<FieldName, FieldCopy> & {
    /** The empty first choice of the topic select. */
    topicPlaceholder: string;
    /** Label of the hidden spam-trap field. */
    honeypot: string;
  };
  /** The "I am" choices (from the shared schema). */
  segments: readonly FieldOption[];
  /** The topic choices (from the shared schema). */
  topics: readonly FieldOption[];
  /** Heading of the error summary shown after a failed submit. */
  errorSummaryTitle: string;
  /** Text of the submit button. */
  submitLabel: string;
  /** Text of the submit button while the message is being sent (the button is disabled). */
  sendingLabel: string;
  /** Small print under the button: how the details are used, with a link to the policy. */
  privacy: { text: string; link: { label: string; href: string } };
  /** Who answers, for the e-mail fallback when the site cannot send. */
  recipient: {
    /** Address the prepared fallback e-mail goes to. */
    email: string;
    /** Phone number offered beside the e-mail. */
    phone: { display: string; tel: string };
    /** Subject line of the prepared e-mail; the topic is appended when chosen. */
    subject: string;
  };
  /** The panel that replaces the form once the server has stored the message. */
  success: {
    /** The panel's heading. */
    title: string;
    /** That the message arrived and when to expect a reply. */
    text: string;
    /** Text before the 24/7 incident line's number. */
    incidentText: string;
    /** The incident line. */
    incidentPhone: { display: string; tel: string };
    /** Text of the button that shows an empty form again. */
    againLabel: string;
  };
  /** The alert shown when the message could not be sent (network or server trouble). */
  failure: {
    /** The alert's heading. */
    title: string;
    /** Shown after the reason: what was kept, and the e-mail alternative. */
    text: string;
    /** Text of the mailto: button (an e-mail prepared with what was typed). */
    openLabel: string;
    /** Text before the phone link. */
    callText: string;
    /** Text before the plain e-mail address, for devices without a mail app. */
    fallbackText: string;
  };
  /** The contact details, beside the form from the lg breakpoint, below it on smaller screens. */
  details?: ContactDetailsProps;
}

const EMPTY: ContactValues = {
  name: "",
  email: "",
  company: "",
  segment: "",
  topic: "",
  message: "",
  website: "",
};

const ORDER: readonly FieldName[] = ["name", "email", "company", "segment", "topic", "message"];
const ID = "contact";
const fieldId = (field: FieldName) => `${ID}-${field}`;
const SUBMIT_ID = `${ID}-submit`;

/** The values as the schema expects them: empty optional fields are left out. */
export function contactInput(values: ContactValues): Record<string, string> {
  const input: Record<string, string> = {
    name: values.name,
    email: values.email,
    message: values.message,
  };
  for (const field of ["company", "segment", "topic", "website"] as const) {
    if (values[field] !== "") input[field] = values[field];
  }
  return input;
}

/** A mailto: address with the subject and a body that repeats every filled-in field. */
export function contactMailto(
  values: ContactValues,
  { recipient, fields, segments, topics }: ContactFormProps,
): string {
  const labelOf = (options: readonly FieldOption[], value: string) =>
    options.find((option) => option.value === value)?.label ?? "";
  const topic = labelOf(topics, values.topic);
  const details: [string, string][] = [
    [fields.name.label, values.name.trim()],
    [fields.email.label, values.email.trim()],
    [fields.company.label, values.company.trim()],
    [fields.segment.label, labelOf(segments, values.segment)],
    [fields.topic.label, topic],
  ];
  const body = [
    ...details.filter(([, value]) => value !== "").map(([label, value]) => `${label}: ${value}`),
    "",
    values.message.trim(),
  ].join("\r\n");
  const subject = topic ? `${recipient.subject}: ${topic}` : recipient.subject;
  return `mailto:${recipient.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The summary's entries: field errors in form order, then any error about the form as a whole. */
function summaryErrors(errors: FieldErrors, segments: readonly FieldOption[]): SummaryError[] {
  const byField = ORDER.flatMap((field) => {
    const message = errors[field];
    if (!message) return [];
    const first = segments[0];
    const target =
      field === "segment" && first ? radioId(fieldId(field), first.value) : fieldId(field);
    return [{ target, message }];
  });
  // Answers only the server gives (e.g. "The form could not be read"): lead to the button.
  const other = Object.entries(errors)
    .filter(([field]) => field !== "website" && !(ORDER as readonly string[]).includes(field))
    .map(([, message]) => message);
  return other.length > 0 ? [...byField, { target: SUBMIT_ID, message: other.join(" ") }] : byField;
}

/**
 * The contact form: labelled fields with inline errors and an error summary that takes focus on
 * a refused submit (by the shared schema in the browser, or by the server). A valid message is
 * sent to the site's own API; once stored, a focused status panel replaces the form. If it cannot
 * be sent, an alert says why, the typed values stay, and an e-mail with them is offered instead.
 * Without JavaScript the form posts to `action` and the server answers with a page.
 */
export function ContactForm(props: ContactFormProps) {
  const {
    id,
    heading,
    action,
    fields,
    segments,
    topics,
    errorSummaryTitle,
    submitLabel,
    sendingLabel,
    privacy,
    recipient,
    success,
    failure,
    details,
  } = props;
  const [values, setValues] = useState<ContactValues>(EMPTY);
  // Every error goes to the summary, which takes focus; a stored message empties the fields.
  const {
    errors,
    sending,
    sent,
    failure: failureMessage,
    successRef,
    failureRef,
    summaryRef,
    submit,
    preload,
    revalidate,
    reset,
  } = useFormSubmit("contact", { summary: true, onSent: () => setValues(EMPTY) });

  function update(field: keyof ContactValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a refused submit, a field's error follows its value, so fixing it clears it.
    if (field !== "website") revalidate(field, contactInput(next));
  }

  function writeAnother() {
    flushSync(reset);
    document.getElementById(fieldId("name"))?.focus();
  }

  const text = (field: "name" | "email" | "company") => ({
    id: fieldId(field),
    name: field,
    label: fields[field].label,
    hint: fields[field].hint,
    error: errors[field],
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
  });

  return (
    <section className="section contact-section" aria-labelledby={id}>
      <div className="container">
        <div className="row gx-4 gy-5 gx-xl-5">
          <div className="col-lg-7">
            <div className="contact-form-card">
              <SectionHeading id={id} {...heading} align="start" className="mb-4" />
              <div role="status" className="contact-status-region">
                {sent && (
                  <div
                    ref={successRef}
                    className="contact-result"
                    tabIndex={-1}
                    aria-labelledby={`${ID}-success-title`}
                  >
                    <h3
                      id={`${ID}-success-title`}
                      className="contact-result-title d-flex align-items-center gap-2"
                    >
                      <Icon name="shield-check" size={26} className="text-primary" />
                      {success.title}
                    </h3>
                    <p>{success.text}</p>
                    <p>
                      {success.incidentText}{" "}
                      <a href={`tel:${success.incidentPhone.tel}`}>
                        {success.incidentPhone.display}
                      </a>
                      .
                    </p>
                    <button
                      type="button"
                      className="btn btn-outline-primary"
                      onClick={writeAnother}
                    >
                      {success.againLabel}
                    </button>
                  </div>
                )}
              </div>
              {!sent && (
                // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- onFocus only preloads the schema
                <form
                  method="post"
                  action={action}
                  noValidate
                  aria-busy={sending || undefined}
                  onFocus={preload}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void submit(contactInput(values));
                  }}
                >
                  <ErrorSummary
                    ref={summaryRef}
                    id={`${ID}-error-summary-title`}
                    title={errorSummaryTitle}
                    errors={summaryErrors(errors, segments)}
                    headingLevel={3}
                  />
                  <div className="row g-0 gx-md-4">
                    <div className="col-md-6">
                      <TextField {...text("name")} autoComplete="name" required />
                    </div>
                    <div className="col-md-6">
                      <TextField
                        {...text("email")}
                        type="email"
                        autoComplete="email"
                        spellCheck={false}
                        required
                      />
                    </div>
                  </div>
                  <TextField {...text("company")} autoComplete="organization" optional />
                  <RadioGroup
                    id={fieldId("segment")}
                    name="segment"
                    label={fields.segment.label}
                    hint={fields.segment.hint}
                    error={errors.segment}
                    optional
                    options={segments}
                    value={values.segment}
                    onChange={(value) => update("segment", value)}
                  />
                  <SelectField
                    id={fieldId("topic")}
                    name="topic"
                    label={fields.topic.label}
                    hint={fields.topic.hint}
                    error={errors.topic}
                    optional
                    options={topics}
                    placeholder={fields.topicPlaceholder}
                    value={values.topic}
                    onChange={(event) => update("topic", event.target.value)}
                  />
                  <TextareaField
                    id={fieldId("message")}
                    name="message"
                    label={fields.message.label}
                    hint={fields.message.hint}
                    error={errors.message}
                    required
                    rows={7}
                    count={{ max: LIMITS.message.max }}
                    value={values.message}
                    onChange={(event) => update("message", event.target.value)}
                  />
                  <HoneypotField
                    id={`${ID}-website`}
                    name="website"
                    label={fields.honeypot}
                    value={values.website}
                    onChange={(event) => update("website", event.target.value)}
                  />
                  {failureMessage && (
                    <div
                      ref={failureRef}
                      className="error-summary"
                      role="alert"
                      aria-labelledby={`${ID}-failure-title`}
                      tabIndex={-1}
                    >
                      <h3 id={`${ID}-failure-title`} className="error-summary-title">
                        <ErrorIcon />
                        {failure.title}
                      </h3>
                      <p>
                        {failureMessage} {failure.text}
                      </p>
                      <a
                        className="btn btn-primary d-inline-flex align-items-center gap-2"
                        href={contactMailto(values, props)}
                      >
                        <Icon name="mail" size={18} />
                        {failure.openLabel}
                      </a>
                      <p className="contact-result-alt">
                        {failure.callText}{" "}
                        <a href={`tel:${recipient.phone.tel}`}>{recipient.phone.display}</a>.
                      </p>
                      <p className="contact-result-alt">
                        {failure.fallbackText}{" "}
                        <a href={`mailto:${recipient.email}`}>{recipient.email}</a>.
                      </p>
                    </div>
                  )}
                  <button
                    type="submit"
                    id={SUBMIT_ID}
                    className="btn btn-primary btn-lg contact-submit"
                    disabled={sending}
                  >
                    {sending ? sendingLabel : submitLabel}
                  </button>
                  <p className="contact-privacy">
                    {privacy.text} <Link to={privacy.link.href}>{privacy.link.label}</Link>.
                  </p>
                </form>
              )}
            </div>
          </div>
          {details && (
            <div className="col-lg-5">
              <ContactDetails {...details} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
