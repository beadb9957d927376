import { NewsletterLinkAction } from "~/components/forms/newsletter-link-action";
import { unsubscribePage } from "~/content/newsletter-links";
import { pageMeta } from "~/lib/meta";

import type { Route } from "./+types/newsletter-unsubscribe";

// Every newsletter e-mail's unsubscribe link lands here (?token=…). Opening it changes nothing
// (RFC 8058); the button, or a mail provider's one-click POST, unsubscribes at once.
export const meta: Route.MetaFunction = () =>
  pageMeta({ ...unsubscribePage.meta, path: unsubscribePage.path, noindex: true });

const SUCCESSES = ["unsubscribed"] as const;

export default function NewsletterUnsubscribe() {
  return (
    <NewsletterLinkAction
      id="newsletter-unsubscribe-title"
      copy={unsubscribePage}
      successes={SUCCESSES}
    />
  );
}
