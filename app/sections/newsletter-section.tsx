/**
 * The newsletter band, under the name content files give it (`section: NewsletterSection`). It
 * lives beside the form it wraps in newsletter-form.tsx, so the pages that use only the form
 * keep their own styles and chunks as they are.
 */
export { NewsletterSection, type NewsletterSectionProps } from "./newsletter-form";
