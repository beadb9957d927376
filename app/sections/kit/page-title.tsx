import { Link } from "react-router";

import type { KitLink } from "./section";

import "~/styles/kit/_page-title.scss";

export interface PageTitleProps {
  /** The trail to this page, the last entry being the page itself. */
  crumbs: readonly KitLink[];
  /** The page's h1. */
  title: string;
  /** One or two sentences under it. */
  intro?: string;
}

/** The trail to the page: links, then the page itself (not a link). */
export function Breadcrumb({ crumbs }: { crumbs: readonly KitLink[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="kit-crumbs">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.label}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ) : (
            <li key={crumb.label}>
              <Link to={crumb.href}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The top of an inner page: a breadcrumb trail, the h1 and a short intro. */
export function PageTitle({ crumbs, title, intro }: PageTitleProps) {
  return (
    <div className="kit-page-title">
      <div className="container">
        <Breadcrumb crumbs={crumbs} />
        <h1 className="kit-page-h1">{title}</h1>
        {intro && <p className="kit-page-intro">{intro}</p>}
      </div>
    </div>
  );
}
