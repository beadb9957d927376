import { Link } from "react-router";

import { cx } from "~/lib/cx";

import "~/styles/sections/_breadcrumbs.scss";

/** One step of a breadcrumb trail; the same trail feeds the BreadcrumbList JSON-LD. */
export interface Crumb {
  /** Visible name of the page. */
  name: string;
  /** Internal path of the page, e.g. "/industries". */
  path: string;
}

export interface BreadcrumbsProps {
  /** The trail from the top; the last crumb is the current page. */
  trail: readonly Crumb[];
  /** The background the trail sits on, so its links keep their contrast. */
  tone?: "light" | "dark";
  className?: string;
}

/** A visible breadcrumb trail (WAI-ARIA APG pattern): a named nav, an ordered list, the current page marked. */
export function Breadcrumbs({ trail, tone = "light", className }: BreadcrumbsProps) {
  return (
    <nav
      aria-label="Breadcrumb"
      className={cx("breadcrumbs", tone === "dark" && "breadcrumbs-dark", className)}
    >
      <ol className="breadcrumbs-list">
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            <Link
              to={crumb.path}
              aria-current={index === trail.length - 1 ? "page" : undefined}
              className="breadcrumbs-link"
            >
              {crumb.name}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
