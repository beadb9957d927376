import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";

import { Glyph } from "~/components/ui/icon";
import { KEEP_SCROLL } from "~/hooks/use-scroll-to-top";

import "~/styles/kit/_pagination.scss";

export interface KitPaginationProps {
  /** The current page, from 1. */
  page: number;
  pages: number;
  /** The link to a page: the list's URL with that page in its query. */
  hrefFor: (page: number) => string;
  /** The navigation's name: "Pagination", "Project pages". */
  label: string;
}

/**
 * Page links for a list kept in the URL: previous, each page, next. The current page is marked
 * with aria-current; at either end the arrow stays in place, dimmed and hidden from assistive
 * technology, so the row does not jump between pages. A change of page keeps the scroll
 * position (the list is what changes). Nothing is rendered for a single page.
 */
export function KitPagination({ page, pages, hrefFor, label }: KitPaginationProps) {
  if (pages <= 1) return null;
  const end = (target: number, name: string, icon: typeof ChevronLeft) =>
    target >= 1 && target <= pages ? (
      <Link
        to={hrefFor(target)}
        state={KEEP_SCROLL}
        preventScrollReset
        className="kit-page-link"
        aria-label={name}
      >
        <Glyph icon={icon} size={18} />
      </Link>
    ) : (
      <span className="kit-page-link is-disabled" aria-hidden="true">
        <Glyph icon={icon} size={18} />
      </span>
    );
  return (
    <nav className="kit-pagination" aria-label={label}>
      <ul>
        <li>{end(page - 1, "Previous page", ChevronLeft)}</li>
        {Array.from({ length: pages }, (_, index) => index + 1).map((target) => (
          <li key={target}>
            <Link
              to={hrefFor(target)}
              state={KEEP_SCROLL}
              preventScrollReset
              className="kit-page-link"
              aria-label={`Page ${target}`}
              aria-current={target === page ? "page" : undefined}
            >
              {target}
            </Link>
          </li>
        ))}
        <li>{end(page + 1, "Next page", ChevronRight)}</li>
      </ul>
    </nav>
  );
}
