import { SiteErrorPage } from "~/components/site-error-page";
import page from "~/content/generated/pages/404";
import { pageMeta } from "~/lib/meta";

import type { Route } from "./+types/not-found";

// The catch-all route: its copy is content/pages/404.md, its path "*" (app/routes.ts), so it is
// prerendered once at the file's path (/404, NOT_FOUND_PATH) and the server sends that file,
// with a 404 status, for any address the site does not have.
export const meta: Route.MetaFunction = () =>
  pageMeta({ title: page.title, description: page.description, path: page.path, noindex: true });

export default function NotFound() {
  return <SiteErrorPage code={404} />;
}
