import { NewsletterForm, type NewsletterFormProps } from "~/sections/newsletter-form";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_newsletter.scss";

export interface KitNewsletterProps {
  /** id of the h2, which also names the form. */
  id: string;
  heading: KitIntro;
  /** The site's real newsletter form (its id, action, copy, topics and defaults). */
  form: Omit<NewsletterFormProps, "labelledBy" | "tone">;
  tone?: Tone;
}

/**
 * A template page's newsletter block: the heading beside the site's real newsletter form, which
 * subscribes through the newsletter API (double opt-in) like the company pages do.
 */
export function KitNewsletter({ id, heading, form, tone = "soft" }: KitNewsletterProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} align="start" className="kit-newsletter">
      <div className="kit-card kit-newsletter-card">
        <NewsletterForm {...form} labelledBy={id} />
      </div>
    </KitSection>
  );
}
