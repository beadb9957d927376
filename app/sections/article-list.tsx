import { Link, useSearchParams } from "react-router";

import { useAfterHydration } from "~/hooks/use-after-hydration";
import { cx } from "~/lib/cx";
import { longDate } from "~/lib/dates";
import { fillPlaceholders } from "~/lib/placeholders";

import { type SectionIntro, SiteSection } from "./section-heading";

import "~/styles/sections/_article-list.scss";

/** What kind of entry an article is. */
export type ArticleKind = "advisory" | "research" | "tool";

/** One dated entry: a research note, an advisory or a tool release. */
export interface Article {
  /** URL-safe, unique: the entry's #anchor on the list. */
  slug: string;
  /** The entry's own page. */
  href: string;
  /** Publication date, ISO 8601 (YYYY-MM-DD). */
  date: string;
  /** The entry's h3. */
  title: string;
  /** One or two sentences: what was found and what to do. */
  summary: string;
  /** Short topic tags. */
  tags: readonly string[];
  /** Advisory, research note or tool release. */
  kind: ArticleKind;
  /** Optional reference shown beside the date, e.g. an advisory id. */
  reference?: string;
}

/** How one kind is named: on each entry, and on its filter link. */
export interface ArticleKindLabels {
  /** Singular, on the entry, e.g. "Advisory". */
  label: string;
  /** Plural, on the filter link, e.g. "Advisories". */
  filterLabel: string;
}

export interface ArticleListProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The entries, in the order shown (newest first). */
  items: readonly Article[];
  /** Names of each kind. */
  kinds: Record<ArticleKind, ArticleKindLabels>;
  /** The filter above the list: `?kind=` and `?tag=` in the page's URL. */
  filter: {
    /** Accessible name of the filter's navigation. */
    label: string;
    /** Text of the link that shows every entry. */
    allLabel: string;
    /** Accessible name of an entry's tag list, whose tags filter the list. */
    tagsLabel: string;
    /** The link that drops the tag filter, {tag} filled in: "Clear the tag filter {tag}". */
    clearTag: string;
    /** The live count under the links, when filtered: "Showing {shown} of {total} entries". */
    count: string;
    /** The count when every entry shows: "Showing all {total} entries". */
    countAll: string;
  };
  /** The feed of these entries. */
  feed: {
    /** Link text. */
    label: string;
    /** Path of the feed; a plain link, since it is a file, not a page. */
    href: string;
  };
}

const NO_QUERY = new URLSearchParams();

/** The kind badge of an entry, on the list and on the entry's page. */
export function LabKindBadge({ kind, label }: { kind: ArticleKind; label: string }) {
  return <span className={cx("article-kind", `article-kind-${kind}`)}>{label}</span>;
}

/** The feed glyph, drawn here because the shared icon set has none; decorative. */
function RssIcon() {
  return (
    <svg
      className="icon"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 11a8 8 0 018 8M5 5a14 14 0 0114 14" />
      <circle cx="6" cy="18" r="1.5" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** A query string for the list's filter, "" when there is none. */
function filterQuery(kind: string | undefined, tag: string | undefined): string {
  const params = new URLSearchParams();
  if (kind) params.set("kind", kind);
  if (tag) params.set("tag", tag);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/**
 * A dated list of entries, each linking its own page, filtered by kind and tag through the URL's
 * query (/labs?kind=advisory&tag=Windows), so a filtered list can be linked and bookmarked.
 */
export function ArticleList({ id, heading, items, kinds, filter, feed }: ArticleListProps) {
  // The prerendered list is unfiltered; the query applies once the page has hydrated, so
  // hydration matches the HTML.
  const hydrated = useAfterHydration();
  const [params] = useSearchParams();
  const query = hydrated ? params : NO_QUERY;
  const kindOrder = (Object.keys(kinds) as ArticleKind[]).filter((kind) =>
    items.some((item) => item.kind === kind),
  );
  const kindParam = query.get("kind") ?? undefined;
  const selectedKind = kindOrder.find((kind) => kind === kindParam);
  const tagParam = query.get("tag") ?? undefined;
  const selectedTag = items.some((item) => item.tags.includes(tagParam ?? ""))
    ? tagParam
    : undefined;
  const shown = items.filter(
    (item) =>
      (!selectedKind || item.kind === selectedKind) &&
      (!selectedTag || item.tags.includes(selectedTag)),
  );
  const options: readonly { value: ArticleKind | undefined; label: string }[] = [
    { value: undefined, label: filter.allLabel },
    ...kindOrder.map((kind) => ({ value: kind, label: kinds[kind].filterLabel })),
  ];

  return (
    <SiteSection id={id} heading={heading}>
      <div className="article-toolbar">
        <nav aria-label={filter.label} className="article-filter">
          {options.map((option) => (
            <Link
              key={option.label}
              to={filterQuery(option.value, selectedTag)}
              className="article-filter-button"
              aria-current={selectedKind === option.value ? "page" : undefined}
              preventScrollReset
            >
              {option.label}
            </Link>
          ))}
          {selectedTag && (
            <Link
              to={filterQuery(selectedKind, undefined)}
              className="article-filter-button article-filter-clear"
              preventScrollReset
            >
              {fillPlaceholders(filter.clearTag, { tag: selectedTag })}
            </Link>
          )}
        </nav>
        <a className="article-feed" href={feed.href}>
          <RssIcon />
          {feed.label}
        </a>
      </div>
      <p className="article-count" role="status">
        {fillPlaceholders(shown.length === items.length ? filter.countAll : filter.count, {
          shown: shown.length,
          total: items.length,
        })}
      </p>
      <ol className="article-list list-unstyled">
        {shown.map((item) => (
          <li key={item.slug}>
            <article id={item.slug} className="article" aria-labelledby={`${item.slug}-title`}>
              <p className="article-meta">
                <LabKindBadge kind={item.kind} label={kinds[item.kind].label} />
                <time dateTime={item.date}>{longDate(item.date)}</time>
                {item.reference && <span className="article-reference">{item.reference}</span>}
              </p>
              <h3 id={`${item.slug}-title`} className="article-title">
                <a href={item.href}>{item.title}</a>
              </h3>
              <p className="article-summary">{item.summary}</p>
              <ul className="article-tags list-unstyled" aria-label={filter.tagsLabel}>
                {item.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={filterQuery(selectedKind, tag)} preventScrollReset>
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ol>
    </SiteSection>
  );
}
