import { lazy } from "react";

/**
 * The error page, loaded when a route fails (the root's ErrorBoundary): no page needs it to
 * render, and every page loads the root. Its import goes without Vite's preload helper
 * (vite.lazy.ts); the not-found route imports the page itself.
 */
export const LazyErrorPage = lazy(() =>
  import("./error-page").then((module) => ({ default: module.ErrorPage })),
);
