/**
 * The one language the site is written in. The document says so (`<html lang>`), the site's own
 * numbers and dates are written in it without Intl (numbers.ts, dates.ts), and React Aria's
 * built-in strings and formats follow it instead of the browser's language (vite.locale.ts), so
 * a German browser does not hear their words in German inside an English page.
 */
export const SITE_LOCALE = "en-US";

/** The writing direction of {@link SITE_LOCALE}. */
export const SITE_DIRECTION = "ltr";
