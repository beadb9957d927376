import { type ChangeEvent, type FormEvent, type ReactNode, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";

import { ErrorSummary, type SummaryError } from "~/components/forms/error-summary";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { RadioGroup, radioId } from "~/components/forms/radio-group";
import { type FieldOption, SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { Icon } from "~/components/ui/icon";
import { contactSchema, type FieldErrors, LIMITS, validate } from "~/lib/forms/schemas";

import { SectionHeading, type SectionIntro } from "./section-heading";

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
  /** Notice above the submit button: what pressing it does (and does not) do. */
  notice: { title: string; text: string };
  /** Text of the submit button. */
  submitLabel: string;
  /** Small print under the button: how the details are used, with a link to the policy. */
  privacy: { text: string; link: { label: string; href: string } };
  /** Where and how the prepared message is sent. */
  recipient: {
    /** Address the prepared e-mail goes to. */
    email: string;
    /** Phone number offered beside the e-mail. */
    phone: { display: string; tel: string };
    /** Subject line of the prepared e-mail; the topic is appended when chosen. */
    subject: string;
  };
  /** The panel shown after a valid submit, while sending from the site is not available. */
  result: {
    /** The panel's heading. */
    title: string;
    /** What happened and what to do next. */
    text: string;
    /** Text of the mailto: button. */
    openLabel: string;
    /** Text before the phone link. */
    callText: string;
    /** Text before the plain e-mail address, for devices without a mail app. */
    fallbackText: string;
  };
  /** Content shown beside the form from the lg breakpoint, below it on smaller screens. */
  aside?: ReactNode;
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

/**
 * The contact form: labelled fields with inline errors, an error summary that takes focus on a
 * failed submit, and, while the site cannot send yet, a prepared e-mail instead of a fake
 * "sent". Without JavaScript the form posts to `action`.
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
    notice,
    submitLabel,
    privacy,
    recipient,
    result,
    aside,
  } = props;
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [mailto, setMailto] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  function update(field: keyof ContactValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A prepared e-mail no longer matches the form once it changes.
    setMailto(null);
    // After a failed submit, a field's error follows its value, so fixing it clears it.
    if (field !== "website" && errors[field]) {
      const check = validate(contactSchema, contactInput(next));
      const message = check.ok ? undefined : check.errors[field];
      setErrors(({ [field]: _old, ...rest }) => (message ? { ...rest, [field]: message } : rest));
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = validate(contactSchema, contactInput(values));
    if (!check.ok) {
      flushSync(() => {
        setErrors(check.errors);
        setMailto(null);
      });
      summaryRef.current?.focus();
      return;
    }
    flushSync(() => {
      setErrors({});
      setMailto(contactMailto(values, props));
    });
    resultRef.current?.focus();
  }

  const summary: SummaryError[] = ORDER.flatMap((field) => {
    const message = errors[field];
    if (!message) return [];
    const first = segments[0];
    const target =
      field === "segment" && first ? radioId(fieldId(field), first.value) : fieldId(field);
    return [{ target, message }];
  });
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
              <form method="post" action={action} noValidate onSubmit={handleSubmit}>
                <ErrorSummary
                  ref={summaryRef}
                  id={`${ID}-error-summary-title`}
                  title={errorSummaryTitle}
                  errors={summary}
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
                <div className="contact-notice">
                  <Icon name="mail" size={22} />
                  <div>
                    <p className="contact-notice-title">{notice.title}</p>
                    <p className="mb-0">{notice.text}</p>
                  </div>
                </div>
                <button type="submit" className="btn btn-primary btn-lg contact-submit">
                  {submitLabel}
                </button>
                <p className="contact-privacy">
                  {privacy.text} <Link to={privacy.link.href}>{privacy.link.label}</Link>.
                </p>
              </form>
              <div role="status" className="contact-status-region">
                {mailto && (
                  <div ref={resultRef} className="contact-result" tabIndex={-1}>
                    <h3 id={`${ID}-result-title`} className="contact-result-title">
                      {result.title}
                    </h3>
                    <p>{result.text}</p>
                    <a className="btn btn-primary" href={mailto}>
                      <Icon name="mail" size={18} />
                      {result.openLabel}
                    </a>
                    <p className="contact-result-alt">
                      {result.callText}{" "}
                      <a href={`tel:${recipient.phone.tel}`}>{recipient.phone.display}</a>.
                    </p>
                    <p className="contact-result-alt">
                      {result.fallbackText}{" "}
                      <a href={`mailto:${recipient.email}`}>{recipient.email}</a>.
                    </p>
                  </div>
                )}
              </div>
            </div>
          </div>
          {aside && <div className="col-lg-5">{aside}</div>}
        </div>
      </div>
    </section>
  );
}
