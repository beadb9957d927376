import { site } from "~/content/site";
import { allArticles } from "~/content/templates/blog/articles.server";
import { blogComments, blogPages, blogSingles, blogTrail } from "~/content/templates/blog/pages";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { KitArticlePage } from "~/sections/kit/article-page";

import type { Route } from "./+types/single-v2";

const page = blogPages.singleV2;

export const meta = () => templateMeta(page);
export const handle = templateHandle(page);
// Runs at build time only (prerender): the articles are rendered from Markdown there.
export const loader = () => ({ articles: allArticles() });

export default function BlogSingleV2Page({ loaderData }: Route.ComponentProps) {
  return (
    <KitArticlePage
      {...blogSingles.singleV2}
      articles={loaderData.articles}
      trail={blogTrail("", page.path).slice(0, 2)}
      origin={site.origin}
      comments={blogComments}
    />
  );
}
