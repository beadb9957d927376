import { Outlet } from "react-router";

import { BackToTop } from "~/components/back-to-top";
import { TemplateFooter } from "~/components/kit/template-footer";
import { TemplateHeader } from "~/components/kit/template-header";
import { TemplateShell } from "~/components/kit/template-shell";
import { RouteLoading } from "~/components/route-loading";
import { useTemplateHandle } from "~/lib/template-page";

/**
 * The shell of every template page (landing, inner, shop and sign-in pages): a light header
 * with the sample brand, the page, and the template footer. The page's `handle`
 * (templateHandle) names its theme, whose tokens the shell sets for every section inside.
 */
export default function TemplateLayout() {
  const { brand } = useTemplateHandle();
  return (
    <TemplateShell>
      <TemplateHeader brand={brand} />
      <RouteLoading />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <TemplateFooter brand={brand} />
      <BackToTop />
    </TemplateShell>
  );
}
