/**
 * The sample blog "Signal Desk": its newsletter block, written in content/templates/blog/
 * blog.yaml and checked against ./blog.schema.ts at build (app/content-collections.ts), which
 * writes it as generated/blog.ts. Its pages are content files beside it
 * (content/templates/blog/*.md); its sample comments (comments.yaml) are joined into the
 * article pages at build (./articles.server.ts).
 */
import { newsletterAction, newsletterFormCopy } from "~/content/signup-forms";

import { blog } from "../../generated/blog";

/** The newsletter block of every blog page (the blog layout), subscribing through the site's API. */
export const blogNewsletter = {
  ...blog.newsletter,
  form: { ...blog.newsletter.form, action: newsletterAction, copy: newsletterFormCopy },
};
