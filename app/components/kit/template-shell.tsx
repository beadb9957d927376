import type { ReactNode } from "react";

import { useScrollToTop } from "~/hooks/use-scroll-to-top";
import { cx } from "~/lib/cx";
import { useTemplateHandle } from "~/lib/template-page";

import "~/styles/kit/_template.scss";

/**
 * What every template layout wraps its page in: the theme of the page (its route handle), the
 * skip link, scroll-to-top on navigation, and the marker that keeps React Aria's usePress from
 * prepending an inline <style>, which the CSP forbids (the rule lives in _template.scss).
 */
export function TemplateShell({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  useScrollToTop();
  const { theme } = useTemplateHandle();
  return (
    <div className={cx("tpl", className)} data-tpl-theme={theme}>
      <div id="top" tabIndex={-1} className="page-top">
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
      </div>
      {children}
      <span id="react-aria-pressable-style" hidden />
    </div>
  );
}
