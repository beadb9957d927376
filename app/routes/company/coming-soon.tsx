import page from "~/content/generated/pages/coming-soon";
import { Sections } from "~/lib/content/sections-view";
import { pageSection } from "~/lib/content/variants";
import { pageMeta } from "~/lib/meta";
import { ComingSoon, type ComingSoonProps, comingSoonVariant } from "~/sections/coming-soon";

import type { Route } from "./+types/coming-soon";

// The page's copy is content/pages/coming-soon.md, and its section (ComingSoon) tailors the body
// to the query after hydration. This module adds what the generated one has not: a title and
// description that follow the variant (the prerender has no query: the file's own).
const props = pageSection<ComingSoonProps>(page, "ComingSoon");

export const meta: Route.MetaFunction = ({ location }) => {
  const variant = comingSoonVariant(props, new URLSearchParams(location.search));
  return pageMeta({
    ...(variant === props.generic
      ? { title: page.title, description: page.description }
      : {
          title: variant.heading,
          description: `${variant.intro.slice(0, 140).replace(/\s+\S*$/, "")}…`,
        }),
    path: page.path,
  });
};

export default function ComingSoonPage() {
  return <Sections sections={page.sections} components={{ ComingSoon }} where={page.path} />;
}
