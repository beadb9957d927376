import { useSearchParams } from "react-router";

import { genericThankYou, thankYouMeta, thankYouPath, thankYouVariant } from "~/content/thank-you";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { pageMeta } from "~/lib/meta";
import { Confirmation } from "~/sections/confirmation";

import type { Route } from "./+types/thank-you";

// Browsers without JavaScript land here after a form post, so the prerendered HTML is the
// generic page, true of every form. It hydrates as such, and the variant of the `form` query
// replaces it right after (only ever one of the fixed variants, never the raw value).
export const meta: Route.MetaFunction = ({ location }) => {
  const variant = thankYouVariant(new URLSearchParams(location.search));
  return pageMeta({
    title: variant === genericThankYou ? thankYouMeta.title : variant.title,
    description: thankYouMeta.description,
    path: thankYouPath,
    noindex: true,
  });
};

export default function ThankYou() {
  const [query] = useSearchParams();
  const variant = useAfterHydration() ? thankYouVariant(query) : genericThankYou;
  return <Confirmation {...variant} />;
}
