import { Outlet, ScrollRestoration } from "react-router";

import { BackToTop } from "~/components/back-to-top";
import { HydrationBreak } from "~/components/hydration-break";
import { RouteLoading } from "~/components/route-loading";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { useScrollToTop } from "~/hooks/use-scroll-to-top";

/** The company site's shell: skip link, fixed dark header, main content, footer, back-to-top. */
export default function SiteLayout() {
  useScrollToTop();
  return (
    <>
      {/* The header, the page and the footer hydrate in tasks of their own (HydrationBreak). */}
      <div id="top" tabIndex={-1} className="page-top">
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
      </div>
      <HydrationBreak name="header">
        <SiteHeader />
      </HydrationBreak>
      <RouteLoading />
      <HydrationBreak name="main">
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </HydrationBreak>
      <HydrationBreak name="footer">
        <SiteFooter />
      </HydrationBreak>
      <BackToTop />
      {/* Here rather than in the root layout: Preact renders a context update shallowest first,
          so from the root it would restore a back navigation's position before the page it
          belongs to is in the DOM (decision 0007). */}
      <ScrollRestoration />
    </>
  );
}
