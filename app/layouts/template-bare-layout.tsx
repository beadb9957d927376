import { Link, Outlet } from "react-router";

import { BrandMark } from "~/components/kit/brand-mark";
import { TemplateShell } from "~/components/kit/template-shell";
import { useTemplateHandle } from "~/lib/template-page";

import "~/styles/kit/_bare.scss";

/**
 * The bare variant of the template layout, for pages that stand alone (coming soon): the
 * theme, the skip link and the sample brand's logo, but no navigation and no template
 * footer; one quiet line at the end leads back to the template index.
 */
export default function TemplateBareLayout() {
  const { brand } = useTemplateHandle();
  return (
    <TemplateShell className="tpl-bare">
      <header className="container tpl-bare-brand">
        <BrandMark size={36} /> <span>{brand}</span>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="container tpl-bare-foot">
        <p className="mb-0">
          A sample page of the CradleSec template kit.{" "}
          <Link to="/landing/template">All templates</Link>
        </p>
      </footer>
    </TemplateShell>
  );
}
