import { lazy } from "react";

/**
 * The error page (its words are content/pages/404.md's), loaded when a route fails (the root's
 * ErrorBoundary): no page needs it to render, and every page loads the root. Its import goes without Vite's preload helper
 * (vite.lazy.ts); the not-found route imports the page itself. If its chunk cannot be fetched
 * either (the network is gone), a plain heading and a reload link stand in, so the visitor is
 * never left with an empty page.
 */
export const LazyErrorPage = lazy(() =>
  import("./site-error-page").then(
    (module) => ({ default: module.SiteErrorPage }),
    () => ({ default: ErrorPageOffline }),
  ),
);

function ErrorPageOffline() {
  return (
    <h1 id="error-title" className="container">
      This page could not load. <a href={location.pathname + location.search}>Try again</a>
    </h1>
  );
}
