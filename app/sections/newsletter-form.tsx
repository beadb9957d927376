import { useState } from "react";

import { describedBy, fieldClass, FieldError, FieldHint } from "~/components/forms/field-parts";
import { FormFailure, type SignupFormCopy } from "~/components/forms/form-outcome";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { useFormSubmit } from "~/hooks/use-form-submit";
import { cx } from "~/lib/cx";
import { newsletterTopics } from "~/lib/forms/fields";

import type { Tone } from "./action-links";
import { SignupBand, type SignupBandProps } from "./signup-band";
import { SignupEmailField, SignupPrivacy, SignupStatus, SignupSubmit } from "./signup-parts";

import "~/styles/sections/_form-fields.scss";
import "~/styles/sections/_signup-forms.scss";

/** A newsletter topic, as the schema names it. */
export type NewsletterTopic = (typeof newsletterTopics)[number]["value"];

/** One topic checkbox. */
export interface NewsletterTopicOption {
  /** The submitted value (a schema topic). */
  value: NewsletterTopic;
  /** The checkbox's label. */
  label: string;
}

/** The seed's newsletter block: "Advertising Updates" and "Design" start checked. */
export const DEFAULT_NEWSLETTER_TOPICS: readonly NewsletterTopic[] = [
  "advertising-updates",
  "design",
];

/** The words of a newsletter form: a sign-up form with topic checkboxes. */
export interface NewsletterFormCopy extends SignupFormCopy {
  /** Legend of the topic checkboxes. */
  topicsLegend: string;
  /** Help under the legend. */
  topicsHint?: string;
}

export interface NewsletterFormProps {
  /** Prefix of every id inside the form; unique on the page. */
  id: string;
  /** Where the form posts without JavaScript (the site's own API). */
  action: string;
  /** Labels, button texts and messages. */
  copy: NewsletterFormCopy;
  /** The topic checkboxes, in order. Defaults to every topic the schema accepts. */
  topics?: readonly NewsletterTopicOption[];
  /** Topics checked at first. Defaults to the seed's Advertising Updates and Design. */
  defaultTopics?: readonly NewsletterTopic[];
  /** id of the heading that names the form. */
  labelledBy?: string;
  /** Background the form sits on. Defaults to light. */
  tone?: Tone;
}

/**
 * A newsletter sign-up: e-mail, topic checkboxes and "Subscribe". With JavaScript it validates
 * with the shared schema and sends JSON; without, the same form posts to `action` (one `topics`
 * key per checked box) and the server answers with the thank-you page.
 */
export function NewsletterForm({
  id,
  action,
  copy,
  topics = newsletterTopics,
  defaultTopics = DEFAULT_NEWSLETTER_TOPICS,
  labelledBy,
  tone = "light",
}: NewsletterFormProps) {
  const [email, setEmail] = useState("");
  const [chosen, setChosen] = useState<readonly NewsletterTopic[]>(defaultTopics);
  const [website, setWebsite] = useState("");
  const emailId = `${id}-email`;
  const topicsId = `${id}-topics`;
  const topicId = (value: string) => `${topicsId}-${value}`;
  const input = (values: { email: string; topics: readonly NewsletterTopic[] }) => ({
    email: values.email,
    // In the order of the boxes, whatever order they were ticked in.
    topics: topics.map((topic) => topic.value).filter((value) => values.topics.includes(value)),
    ...(website === "" ? {} : { website }),
  });
  const { errors, sending, sent, failure, successRef, failureRef, submit, preload, revalidate } =
    useFormSubmit("newsletter", {
      fields: ["email", "topics"],
      focusField: (field) => {
        const first = topics[0];
        const target = field === "topics" && first ? topicId(first.value) : emailId;
        document.getElementById(target)?.focus();
      },
    });

  function toggle(value: NewsletterTopic, checked: boolean) {
    const next = checked ? [...chosen, value] : chosen.filter((topic) => topic !== value);
    setChosen(next);
    revalidate("topics", input({ email, topics: next }));
  }

  return (
    <div className={cx("signup-form", `signup-form-${tone}`)}>
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
            void submit(input({ email, topics: chosen }));
          }}
        >
          {failure && <FormFailure ref={failureRef} title={copy.failureTitle} message={failure} />}
          <SignupEmailField
            id={emailId}
            copy={copy}
            error={errors.email}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              revalidate("email", input({ email: event.target.value, topics: chosen }));
            }}
          />
          <fieldset
            id={topicsId}
            className={fieldClass(errors.topics, "signup-topics")}
            aria-describedby={describedBy(topicsId, {
              hint: copy.topicsHint,
              error: errors.topics,
            })}
          >
            <legend className="form-label">{copy.topicsLegend}</legend>
            <FieldHint id={topicsId} hint={copy.topicsHint} />
            <FieldError id={topicsId} error={errors.topics} />
            <div className="signup-topic-list">
              {topics.map((topic) => (
                <div className="form-check" key={topic.value}>
                  <input
                    className={errors.topics ? "form-check-input is-invalid" : "form-check-input"}
                    type="checkbox"
                    id={topicId(topic.value)}
                    name="topics"
                    value={topic.value}
                    checked={chosen.includes(topic.value)}
                    onChange={(event) => toggle(topic.value, event.target.checked)}
                  />
                  <label className="form-check-label" htmlFor={topicId(topic.value)}>
                    {topic.label}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          <HoneypotField
            id={`${id}-website`}
            name="website"
            label={copy.honeypotLabel}
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
          <SignupSubmit sending={sending} copy={copy} />
          <SignupPrivacy privacy={copy.privacy} />
        </form>
      )}
      <SignupStatus sent={sent} success={copy.success} successRef={successRef} />
    </div>
  );
}

export interface NewsletterSectionProps extends SignupBandProps {
  /** The form (its id, action, copy and topics); the band's h2 names it. */
  form: Omit<NewsletterFormProps, "labelledBy" | "tone">;
}

/** A band with a heading and promises beside a newsletter form in a card. */
export function NewsletterSection({ form, ...band }: NewsletterSectionProps) {
  return (
    <SignupBand {...band}>
      <NewsletterForm {...form} labelledBy={band.id} />
    </SignupBand>
  );
}
