import { Outlet } from "react-router";

import { blogNewsletter } from "~/content/templates/blog/blog";
import { KitNewsletter } from "~/sections/kit/newsletter";

/**
 * The blog's pages, inside the template layout (header and template footer): the page, then
 * the newsletter block, which subscribes through the site's newsletter API.
 */
export default function BlogLayout() {
  return (
    <>
      <Outlet />
      <KitNewsletter {...blogNewsletter} />
    </>
  );
}
