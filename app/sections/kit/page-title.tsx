import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";

import { Glyph } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import type { KitLink } from "./section";

import "~/styles/kit/_page-title.scss";

export interface PageTitleProps {
  /** The page's h1. */
  title: string;
  /** One or two sentences under the title. */
  lead?: string;
  eyebrow?: string;
  /** The trail to this page, from the first level; the page itself is added last, unlinked. */
  crumbs: readonly KitLink[];
  /** Name of the page in the trail, when shorter than the title. */
  crumb?: string;
  /** A soft band (default) or the page's own background. */
  tone?: "soft" | "plain";
}

/** The top of an inner page: a breadcrumb trail, the h1 and a lead. */
export function PageTitle({ title, lead, eyebrow, crumbs, crumb, tone = "soft" }: PageTitleProps) {
  return (
    <div className={cx("kit-page-title", tone === "soft" && "kit-soft")}>
      <div className="container">
        <nav aria-label="Breadcrumb">
          <ol className="kit-crumbs">
            {crumbs.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
                <Glyph icon={ChevronRight} size={14} />
              </li>
            ))}
            <li aria-current="page">{crumb ?? title}</li>
          </ol>
        </nav>
        {eyebrow && <p className="kit-eyebrow">{eyebrow}</p>}
        <h1 className="kit-page-title-text">{title}</h1>
        {lead && <p className="kit-intro kit-page-title-lead">{lead}</p>}
      </div>
    </div>
  );
}
