import { NewsletterLinkAction } from "~/components/forms/newsletter-link-action";
import { confirmPage } from "~/content/newsletter-links";
import { pageMeta } from "~/lib/meta";

import type { Route } from "./+types/newsletter-confirm";

// The confirmation e-mail's link lands here (?token=…). Opening it changes nothing; the button
// posts to this URL, where the server confirms the subscription (double opt-in).
export const meta: Route.MetaFunction = () =>
  pageMeta({ ...confirmPage.meta, path: confirmPage.path, noindex: true });

const SUCCESSES = ["confirmed", "already-confirmed"] as const;

export default function NewsletterConfirm() {
  return (
    <NewsletterLinkAction id="newsletter-confirm-title" copy={confirmPage} successes={SUCCESSES} />
  );
}
