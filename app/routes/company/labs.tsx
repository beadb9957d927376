import {
  labsCta,
  labsEntries,
  labsFeedPath,
  labsFeedTitle,
  labsHeader,
  labsMeta,
  labsNewsletter,
  labsPath,
  labsTools,
} from "~/content/labs";
import { labsJsonFeedPath } from "~/lib/labs/paths";
import { pageMeta } from "~/lib/meta";
import { ArticleList } from "~/sections/article-list";
import { CtaBanner } from "~/sections/cta-banner";
import { NewsletterSection } from "~/sections/newsletter-form";
import { OpenTools } from "~/sections/open-tools";
import { PageHeader } from "~/sections/page-header";

import type { Route } from "./+types/labs";

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: labsFeedTitle, href: labsFeedPath },
  { rel: "alternate", type: "application/feed+json", title: labsFeedTitle, href: labsJsonFeedPath },
];

export const meta: Route.MetaFunction = () => pageMeta({ ...labsMeta, path: labsPath });

export default function Labs() {
  return (
    <>
      <PageHeader {...labsHeader} />
      <ArticleList {...labsEntries} />
      <NewsletterSection {...labsNewsletter} />
      <OpenTools {...labsTools} />
      <CtaBanner {...labsCta} />
    </>
  );
}
