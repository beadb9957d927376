import { Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";

import interSubset from "~/assets/fonts/inter-subset.woff2?url";
import { renderBelowTheFold } from "~/lib/below-the-fold";
import { holdFragmentTarget } from "~/lib/fragment-landing";
import { SITE_LOCALE } from "~/lib/site-locale";

import type { Route } from "./+types/root";
import { LazyErrorPage } from "./components/error-page-lazy";
import { EarlyEventReplay, EventContract } from "./components/event-contract";

import "./styles/app.scss";

export const links: Route.LinksFunction = () => [
  // The one font file every page needs; preloading it keeps text from shifting when it arrives.
  { rel: "preload", href: interSubset, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** What a route's `handle` can ask of the document's head. */
export interface HeadHandle {
  /** Without JavaScript, go on to this path at once (a meta refresh in the head's noscript). */
  noscriptRedirect?: string;
}

function useNoscriptRedirect(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as HeadHandle | undefined)?.noscriptRedirect)
    .find((path) => path !== undefined);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const noscriptRedirect = useNoscriptRedirect();
  return (
    <html lang={SITE_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <EventContract />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1220" />
        <Meta />
        <Links />
        {noscriptRedirect && (
          <noscript>
            <meta httpEquiv="refresh" content={`0; url=${noscriptRedirect}`} />
          </noscript>
        )}
      </head>
      <body>
        {children}
        <EarlyEventReplay />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Marks the document once it has hydrated; tests and no-JS CSS fallbacks key off it. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/** Renders the below-the-fold blocks in idle time after hydration and after each navigation. */
function useRenderBelowTheFold() {
  const { pathname } = useLocation();
  useEffect(() => renderBelowTheFold(document), [pathname]);
}

/** A page opened at a fragment stays on its target while its layout settles (decision 0017). */
function useHoldFragmentTarget() {
  useEffect(() => holdFragmentTarget(), []);
}

export default function App() {
  useHydratedMarker();
  useRenderBelowTheFold();
  useHoldFragmentTarget();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydratedMarker();
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main">
      <Suspense>
        <LazyErrorPage code={isRouteErrorResponse(error) && error.status === 404 ? 404 : 500} />
      </Suspense>
    </main>
  );
}
