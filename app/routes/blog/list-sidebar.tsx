import { allSummaries } from "~/content/templates/blog/articles.server";
import { blogLists, blogPages, blogTrail } from "~/content/templates/blog/pages";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { KitPageTitle } from "~/sections/kit/page-title";
import { PostBrowser } from "~/sections/kit/post-browser";

import type { Route } from "./+types/list-sidebar";

const page = blogPages.listSidebar;
const list = blogLists.listSidebar;

export const meta = () => templateMeta(page);
export const handle = templateHandle(page);
// Runs at build time only (prerender): the articles are read from Markdown there.
export const loader = () => ({ posts: allSummaries() });

export default function BlogListSidebarPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <KitPageTitle {...list.title} trail={blogTrail(list.title.title, page.path)} />
      <PostBrowser {...list.browser} posts={loaderData.posts} />
    </>
  );
}
