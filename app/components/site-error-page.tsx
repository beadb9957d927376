/**
 * The site's error page with its words: those of content/pages/404.md's ErrorPage section. The
 * not-found route renders it, and the root's error boundary loads it when a route fails.
 */
import page from "~/content/generated/pages/404";
import { pageSection } from "~/lib/content/variants";

import { ErrorPage, type ErrorPageProps } from "./error-page";

const copy = pageSection<Omit<ErrorPageProps, "code">>(page, "ErrorPage");

export function SiteErrorPage({ code }: { code: 404 | 500 }) {
  return <ErrorPage code={code} {...copy} />;
}
