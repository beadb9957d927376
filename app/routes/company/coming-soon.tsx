import { useSearchParams } from "react-router";

import { comingSoonVariant, genericComingSoon } from "~/content/coming-soon";
import { site } from "~/content/site";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { pageMeta } from "~/lib/meta";
import { ComingSoonHero } from "~/sections/coming-soon-hero";

import type { Route } from "./+types/coming-soon";

// The query only exists in the browser: the prerendered HTML is the generic page, it hydrates
// as such, and the tailored variant replaces it right after (no raw input is ever rendered).
// A render step rather than a hydrating clientLoader: React Router runs those inside the first
// hydration task, which kept this page over the blocking-time budget (decision 0007).
export const meta: Route.MetaFunction = ({ location }) => {
  const variant = comingSoonVariant(new URLSearchParams(location.search));
  return pageMeta({
    title: variant === genericComingSoon ? "Coming soon" : variant.heading,
    description: `${variant.intro.slice(0, 140).replace(/\s+\S*$/, "")}…`,
    path: "/coming-soon",
  });
};

export default function ComingSoon() {
  const [query] = useSearchParams();
  const variant = useAfterHydration() ? comingSoonVariant(query) : genericComingSoon;
  return <ComingSoonHero variant={variant} contactEmail={site.email.sales} />;
}
