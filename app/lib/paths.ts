/** Where the prerendered not-found page is written; the server answers unknown paths with it (404). */
export const NOT_FOUND_PATH = "/404";

/** The newsletter's e-mail links land on these pages (?token=…); the server acts on their POST. */
export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";
