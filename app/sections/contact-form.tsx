import { type ChangeEvent, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import * as z from "zod/mini";

import { ErrorSummary, type SummaryError } from "~/components/forms/error-summary";
import { ErrorIcon } from "~/components/forms/field-parts";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { RadioGroup, radioId } from "~/components/forms/radio-group";
import { type FieldOption, SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { Icon } from "~/components/ui/icon";
import { useFormSubmit } from "~/hooks/use-form-submit";
import {
  actionLink,
  emailAddress,
  headingId,
  phoneNumber,
  sectionIntro,
  text,
} from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { contactTopics, LIMITS, segments } from "~/lib/forms/fields";
import type { FieldErrors } from "~/lib/forms/schemas";
import { FORM_ENDPOINTS } from "~/lib/forms/submit";

import { ContactDetails, contactDetailsSchema } from "./contact-details";
import { SectionHeading } from "./section-heading";

import "~/styles/sections/_form-fields.scss";
import "~/styles/sections/_contact.scss";

const field = z.strictObject({
  label: text(1, 60).check(z.describe("Visible label (the legend, for the radio group)")),
  hint: z.optional(text(1, 300).check(z.describe("Help shown under the label"))),
});

/**
 * Its words. Where it posts and its choices (segments, topics) are the form API's, from the
 * shared form schemas (app/lib/forms/), joined at build time so the page and the server name the
 * same values.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro.check(z.describe("Eyebrow, title and intro above the form")),
  fields: z
    .strictObject({
      name: field.check(z.describe("The name field")),
      email: field.check(z.describe("The e-mail field")),
      company: field.check(z.describe("The company field")),
      segment: field.check(z.describe("The choice of what kind of organization it is")),
      topic: field.check(z.describe("The choice of what the message is about")),
      message: field.check(z.describe("The message field")),
      topicPlaceholder: text(1, 60).check(z.describe("The empty first choice of the topic select")),
      honeypot: text(1, 60).check(z.describe("Label of the hidden spam-trap field")),
    })
    .check(z.describe("Labels and hints, one per field")),
  errorSummaryTitle: text(1, 120).check(
    z.describe("Heading of the error summary shown after a failed submit"),
  ),
  submitLabel: text(1, 40).check(z.describe("Text of the submit button")),
  sendingLabel: text(1, 40).check(
    z.describe("Text of the submit button while the message is being sent"),
  ),
  privacy: z
    .strictObject({
      text: text(1, 300).check(z.describe("The line before the link")),
      link: actionLink,
    })
    .check(z.describe("Small print under the button: how the details are used, with a link")),
  recipient: z
    .strictObject({
      email: emailAddress.check(z.describe("Address the prepared fallback e-mail goes to")),
      phone: phoneNumber.check(z.describe("Phone number offered beside the e-mail")),
      subject: text(1, 80).check(
        z.describe("Subject line of the prepared e-mail; the topic is appended when chosen"),
      ),
    })
    .check(z.describe("Who answers, for the e-mail fallback when the site cannot send")),
  success: z
    .strictObject({
      title: text(1, 120).check(z.describe("The panel's heading")),
      text: text(1, 400).check(z.describe("That the message arrived and when to expect a reply")),
      incidentText: text(1, 200).check(z.describe("Text before the 24/7 incident line's number")),
      incidentPhone: phoneNumber.check(z.describe("The incident line")),
      againLabel: text(1, 40).check(
        z.describe("Text of the button that shows an empty form again"),
      ),
    })
    .check(z.describe("The panel that replaces the form once the message is stored")),
  failure: z
    .strictObject({
      title: text(1, 120).check(z.describe("The alert's heading")),
      text: text(1, 400).check(
        z.describe("Shown after the reason: what was kept, and the e-mail alternative"),
      ),
      openLabel: text(1, 40).check(
        z.describe("Text of the button that prepares an e-mail with what was typed"),
      ),
      callText: text(1, 200).check(z.describe("Text before the phone link")),
      fallbackText: text(1, 200).check(
        z.describe("Text before the plain e-mail address, for devices without a mail app"),
      ),
    })
    .check(z.describe("The alert shown when the message could not be sent")),
  details: z.optional(
    contactDetailsSchema.check(
      z.describe("The contact details beside the form on large screens, below it on small"),
    ),
  ),
});

/** The form's props: its words, with the form API's endpoint and choices. */
export const resolve = ({ id, heading, ...rest }: Fields<typeof schema>) => ({
  id,
  heading,
  action: FORM_ENDPOINTS.contact,
  ...rest,
  segments,
  topics: contactTopics,
});

export type ContactFormProps = ReturnType<typeof resolve>;

/** Label and optional hint of one field. */
export type FieldCopy = Fields<typeof field>;

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
