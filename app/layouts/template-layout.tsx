import { Outlet } from "react-router";

import { BackToTop } from "~/components/back-to-top";
import { TemplateFooter } from "~/components/kit/template-footer";
import { TemplateHeader } from "~/components/kit/template-header";
import { RouteLoading } from "~/components/route-loading";
import { useScrollToTop } from "~/hooks/use-scroll-to-top";
import { useTemplateHandle } from "~/lib/template-page";

import "~/styles/kit/_template.scss";

/**
 * The shell of every template page (landing, inner, shop and sign-in pages): a light header
 * with the sample brand, the page, and the template footer. The page's `handle`
 * (templateHandle) names its theme, whose tokens the wrapper sets for every section inside.
 */
export default function TemplateLayout() {
  useScrollToTop();
  const { theme, brand } = useTemplateHandle();
  return (
    <div className="tpl" data-tpl-theme={theme}>
      <div id="top" tabIndex={-1} className="page-top">
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
      </div>
      <TemplateHeader brand={brand} />
      <RouteLoading />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <TemplateFooter brand={brand} />
      <BackToTop />
      {/* React Aria's usePress prepends a <style> for its pressables unless an element with this
          id exists; the CSP forbids inline styles, so that rule lives in _template.scss and this
          marker keeps the blocked <style> from being added. */}
      <span id="react-aria-pressable-style" hidden />
    </div>
  );
}
