import { useState } from "react";

import { cx } from "~/lib/cx";
import { longDate } from "~/lib/dates";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_article-list.scss";

/** What kind of entry an article is. */
export type ArticleKind = "advisory" | "research" | "tool";

/** One dated entry: a research note, an advisory or a tool release. */
export interface Article {
  /** URL-safe, unique: the entry's #anchor on the page and its feed guid. */
  slug: string;
  /** Publication date, ISO 8601 (YYYY-MM-DD). */
  date: string;
  /** The entry's h3. */
  title: string;
  /** Two or three sentences: what was found and what to do. */
  summary: string;
  /** Short topic tags. */
  tags: readonly string[];
  /** Advisory, research note or tool release. */
  kind: ArticleKind;
  /** Optional reference shown beside the date, e.g. an advisory id. */
  reference?: string;
}

/** How one kind is named: on each entry, and on its filter button. */
export interface ArticleKindLabels {
  /** Singular, on the entry, e.g. "Advisory". */
  label: string;
  /** Plural, on the filter button, e.g. "Advisories". */
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
  /** The filter above the list. */
  filter: {
    /** Accessible name of the button group. */
    label: string;
    /** Text of the button that shows every entry. */
    allLabel: string;
    /** The live count under the buttons, e.g. "Showing 3 of 8 entries". */
    count: (shown: number, total: number) => string;
  };
  /** The feed of these entries. */
  feed: {
    /** Link text. */
    label: string;
    /** Path of the feed; a plain link, since it is a file, not a page. */
    href: string;
  };
}

type Filter = ArticleKind | "all";

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

/** A dated list of entries with a filter by kind; every entry has its own #anchor. */
export function ArticleList({ id, heading, items, kinds, filter, feed }: ArticleListProps) {
  // Starts unfiltered, as prerendered, so hydration matches and every #anchor resolves.
  const [selected, setSelected] = useState<Filter>("all");
  const kindOrder = (Object.keys(kinds) as ArticleKind[]).filter((kind) =>
    items.some((item) => item.kind === kind),
  );
  const shown = selected === "all" ? items : items.filter((item) => item.kind === selected);
  const options: readonly { value: Filter; label: string }[] = [
    { value: "all", label: filter.allLabel },
    ...kindOrder.map((kind) => ({ value: kind, label: kinds[kind].filterLabel })),
  ];

  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <div className="article-toolbar">
          <div role="group" aria-label={filter.label} className="article-filter">
            {options.map((option) => (
              <button
                key={option.value}
                type="button"
                className="article-filter-button"
                aria-pressed={selected === option.value}
                onClick={() => setSelected(option.value)}
              >
                {option.label}
              </button>
            ))}
          </div>
          <a className="article-feed" href={feed.href}>
            <RssIcon />
            {feed.label}
          </a>
        </div>
        <p className="article-count" role="status">
          {filter.count(shown.length, items.length)}
        </p>
        <ol className="article-list list-unstyled">
          {shown.map((item) => (
            <li key={item.slug}>
              <article id={item.slug} className="article" aria-labelledby={`${item.slug}-title`}>
                <p className="article-meta">
                  <span className={cx("article-kind", `article-kind-${item.kind}`)}>
                    {kinds[item.kind].label}
                  </span>
                  <time dateTime={item.date}>{longDate(item.date)}</time>
                  {item.reference && <span className="article-reference">{item.reference}</span>}
                </p>
                <h3 id={`${item.slug}-title`} className="article-title">
                  <a href={`#${item.slug}`}>{item.title}</a>
                </h3>
                <p className="article-summary">{item.summary}</p>
                <ul className="article-tags list-unstyled">
                  {item.tags.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
