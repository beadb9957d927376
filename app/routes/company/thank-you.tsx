import { genericThankYou, thankYouMeta, thankYouPath, thankYouVariant } from "~/content/thank-you";
import { pageMeta } from "~/lib/meta";
import { Confirmation } from "~/sections/confirmation";

import type { Route } from "./+types/thank-you";

// Browsers without JavaScript land here after a form post, so the prerendered HTML is the
// generic page, true of every form; the `form` query tailors it once read in the browser.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return thankYouVariant(new URL(request.url).searchParams);
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...thankYouMeta, path: thankYouPath, noindex: true });

export function HydrateFallback() {
  return <Confirmation {...genericThankYou} />;
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  return <Confirmation {...loaderData} />;
}
