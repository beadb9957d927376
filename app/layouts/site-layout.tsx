import { Outlet } from "react-router";

import { BackToTop } from "~/components/back-to-top";
import { RouteLoading } from "~/components/route-loading";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { useScrollToTop } from "~/hooks/use-scroll-to-top";

/** The company site's shell: skip link, fixed dark header, main content, footer, back-to-top. */
export default function SiteLayout() {
  useScrollToTop();
  return (
    <>
      <div id="top" tabIndex={-1} className="page-top">
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
      </div>
      <SiteHeader />
      <RouteLoading />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
    </>
  );
}
