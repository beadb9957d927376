/**
 * The notify-me band, under the name content files give it (`section: NotifySection`). It lives
 * beside the form it wraps in notify-form.tsx, so the pages that use only the form keep their
 * own styles and chunks as they are.
 */
export { NotifySection, type NotifySectionProps } from "./notify-form";
