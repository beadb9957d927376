import { comingSoonVariant, genericComingSoon } from "~/content/coming-soon";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { ComingSoonHero } from "~/sections/coming-soon-hero";

import type { Route } from "./+types/coming-soon";

// The query only exists in the browser: the prerendered HTML is the generic page, and the
// tailored variant replaces it once the query has been read (no raw input is ever rendered).
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return comingSoonVariant(new URL(request.url).searchParams);
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const variant = loaderData ?? genericComingSoon;
  return pageMeta({
    title: variant === genericComingSoon ? "Coming soon" : variant.heading,
    description: `${variant.intro.slice(0, 140).replace(/\s+\S*$/, "")}…`,
    path: "/coming-soon",
  });
};

export function HydrateFallback() {
  return <ComingSoonHero variant={genericComingSoon} contactEmail={site.email.sales} />;
}

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  return <ComingSoonHero variant={loaderData} contactEmail={site.email.sales} />;
}
