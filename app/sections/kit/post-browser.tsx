import Search from "lucide-react/icons/search";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { useId, useState } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";
import { Link, useLocation, useSearchParams } from "react-router";
import * as z from "zod/mini";

import { KitModal } from "~/components/kit/modal";
import { KitPagination } from "~/components/kit/pagination";
import { Glyph } from "~/components/ui/icon";
import { allSummaries } from "~/content/templates/blog/articles.server";
import { blogCategories } from "~/content/templates/blog/people";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { KEEP_SCROLL } from "~/hooks/use-scroll-to-top";
import { cardPost, postHref, type PostSummary } from "~/lib/blog/posts";
import { elementId, text } from "~/lib/content/vocab/fields";
import { kitLink } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";
import {
  DEFAULT_POST_QUERY,
  POST_SORTS,
  type PostQuery,
  type PostSort,
  queryPosts,
  readPostQuery,
  writePostQuery,
} from "~/lib/filter-posts";

import { formatPostDate, PostCard } from "./post-card";
import { KitButtonLink } from "./section";

import "~/styles/kit/_posts.scss";
import "~/styles/kit/_post-browser.scss";

/**
 * What a content file gives the post browser: its labels, layout and paging, the article page
 * the posts open in, an optional sidebar, and which posts it lists: `posts: all`, every article
 * of content/templates/blog/articles/ (newest first, read and checked at build time), joined
 * with the blog's categories, so the page's data is complete in its route chunk with no loader.
 */
export const schema = z.strictObject({
  id: elementId.check(z.describe("The id of the section's hidden h2, and the prefix of its ids")),
  title: text(1, 80).check(
    z.describe("The section's h2, for screen readers (the page title band shows the h1)"),
  ),
  posts: z
    .literal("all", "write all: every article of content/templates/blog/articles/")
    .check(z.describe("Which posts: all (every article of content/templates/blog/articles/)")),
  layout: z
    .enum(["grid", "list"], "use grid or list")
    .check(z.describe("Cards in a grid, or rows in one column")),
  perPage: z
    .number("write how many posts a page shows")
    .check(z.int(), z.gte(1), z.describe("Posts on one page")),
  articlePath: z
    .string()
    .check(
      z.regex(/^\/blog\/[a-z0-9-]+$/, "name a blog page, e.g. /blog/single-v1"),
      z.describe("The article page the posts open in (?post=slug)"),
    ),
  sidebar: z.optional(
    z
      .strictObject({
        trendingTitle: text(1, 60).check(z.describe("The heading of the trending list")),
        banner: z
          .strictObject({
            title: text(1, 80).check(z.describe("The card's heading")),
            text: text(1, 300).check(z.describe("A line or two under the heading")),
            link: kitLink,
          })
          .check(z.describe("A promotional card at the end of the sidebar")),
      })
      .check(z.describe("With a sidebar, search and categories move into it (a dialog below lg)")),
  ),
});

/** The browser's props: every article's summary, and the blog's categories in filter order. */
export const resolve = ({ posts: _all, ...fields }: Fields<typeof schema>) => ({
  ...fields,
  posts: allSummaries(),
  categories: blogCategories,
});

export type PostBrowserProps = ReturnType<typeof resolve>;

/**
 * A blog's post list: category filter, search, sort and pages, all held in the URL query
 * (?category=…&q=…&sort=…&page=…), so links share a view and back/forward step through
 * changes. The prerendered HTML is the unfiltered first page; the query applies after
 * hydration, so the two always match.
 */
export function PostBrowser({
  id,
  title,
  posts,
  categories,
  layout,
  perPage,
  articlePath,
  sidebar,
}: PostBrowserProps) {
  const hydrated = useAfterHydration();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = hydrated ? searchParams : new URLSearchParams();
  const query = readPostQuery(params, categories);
  const shown = queryPosts(posts, query, perPage);
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Absolute hrefs: a bare "?…" resolves against the route's path with a trailing slash.
  const { pathname } = useLocation();
  const hrefOf = (next: PostQuery) => {
    const search = writePostQuery(params, next).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const hrefFor = (change: Partial<PostQuery>) => hrefOf({ ...query, page: 1, ...change });
  const apply = (change: Partial<PostQuery>) => {
    setFiltersOpen(false);
    setSearchParams(writePostQuery(params, { ...query, page: 1, ...change }), {
      preventScrollReset: true,
      state: KEEP_SCROLL,
    });
  };

  const search = <SearchBox key={query.q} initial={query.q} onSearch={(q) => apply({ q })} />;
  const filters = sidebar ? (
    <>
      {search}
      <CategoryLinks
        categories={categories}
        posts={posts}
        active={query.topic}
        hrefFor={(topic) => hrefFor({ topic })}
        onPick={() => setFiltersOpen(false)}
      />
    </>
  ) : null;

  return (
    <section className="kit-section kit-blog" aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="visually-hidden">
          {title}
        </h2>
        <div className={cx(sidebar && "kit-blog-with-sidebar")}>
          <div className="kit-blog-main">
            <div className="kit-blog-tools">
              {!sidebar && (
                <ToggleButtonGroup
                  aria-label="Categories"
                  className="kit-chips"
                  selectionMode="single"
                  disallowEmptySelection
                  selectedKeys={[query.topic]}
                  onSelectionChange={(keys) => {
                    const [key] = [...keys];
                    if (key !== undefined) apply({ topic: String(key) });
                  }}
                >
                  {["All", ...categories].map((name) => (
                    <ToggleButton key={name} id={name} className="kit-chip">
                      {name}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              )}
              <div className="kit-blog-tool-row">
                {!sidebar && search}
                {sidebar && (
                  <button
                    type="button"
                    className="kit-btn kit-btn-outline kit-btn-sm kit-blog-filters-btn"
                    onClick={() => setFiltersOpen(true)}
                  >
                    <Glyph icon={SlidersHorizontal} size={18} /> Search and categories
                  </button>
                )}
                <SortSelect value={query.sort} onChange={(sort) => apply({ sort })} />
              </div>
            </div>
            <p className="kit-blog-status" role="status">
              {statusText(shown.from, shown.items.length, shown.total, query)}
            </p>
            {shown.items.length > 0 ? (
              <ul className={cx("kit-grid", layout === "grid" ? "kit-grid-3" : "kit-blog-list")}>
                {shown.items.map((post) => (
                  <li key={post.slug}>
                    <PostCard
                      post={cardPost(post, articlePath)}
                      layout={layout === "list" ? "row" : "card"}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="kit-finder-empty">
                <p>No articles match this search. Try another word or category.</p>
                <Link
                  className="kit-btn kit-btn-outline kit-btn-sm"
                  to={hrefOf(DEFAULT_POST_QUERY)}
                  state={KEEP_SCROLL}
                  preventScrollReset
                >
                  Show every article
                </Link>
              </div>
            )}
            <KitPagination
              page={shown.page}
              pages={shown.pages}
              hrefFor={(page) => hrefFor({ ...query, page })}
              label="Pagination"
            />
          </div>
          {sidebar && (
            <aside className="kit-blog-sidebar" aria-label="Blog sidebar">
              <div className="kit-blog-sidebar-filters">{filters}</div>
              <Trending
                title={sidebar.trendingTitle}
                posts={posts.filter((post) => post.trending)}
                articlePath={articlePath}
              />
              <div className="kit-card kit-blog-banner">
                <h3>{sidebar.banner.title}</h3>
                <p>{sidebar.banner.text}</p>
                <KitButtonLink link={sidebar.banner.link} />
              </div>
            </aside>
          )}
        </div>
        {sidebar && (
          <KitModal
            isOpen={filtersOpen}
            onOpenChange={setFiltersOpen}
            title="Search and categories"
            className="kit-blog-filters-dialog"
          >
            {filters}
          </KitModal>
        )}
      </div>
    </section>
  );
}

function statusText(from: number, count: number, total: number, query: PostQuery): string {
  if (total === 0) return "No articles match.";
  const what = query.topic === "All" ? "articles" : `${query.topic} articles`;
  const matching = query.q.trim() ? ` matching “${query.q.trim()}”` : "";
  return `Showing ${from}–${from + count - 1} of ${total} ${what}${matching}.`;
}

/** The search field; it applies on submit (Enter or the button), one history entry per search. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(initial);
  const inputId = useId();
  return (
    <form
      role="search"
      className="kit-blog-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search articles
      </label>
      <input
        id={inputId}
        type="search"
        className="kit-input"
        placeholder="Search articles"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="kit-btn kit-blog-search-btn">
        <Glyph icon={Search} size={18} />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}

function SortSelect({ value, onChange }: { value: PostSort; onChange: (sort: PostSort) => void }) {
  const selectId = useId();
  return (
    <div className="kit-blog-sort">
      <label htmlFor={selectId} className="kit-label">
        Sort by
      </label>
      <select
        id={selectId}
        className="kit-select"
        value={value}
        onChange={(event) => onChange(event.target.value as PostSort)}
      >
        {POST_SORTS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function CategoryLinks({
  categories,
  posts,
  active,
  hrefFor,
  onPick,
}: {
  categories: readonly string[];
  posts: readonly PostSummary[];
  active: string;
  hrefFor: (topic: string) => string;
  onPick: () => void;
}) {
  const headingId = useId();
  return (
    <nav className="kit-blog-widget" aria-labelledby={headingId}>
      <h3 id={headingId} className="kit-blog-widget-title">
        Categories
      </h3>
      <ul className="kit-blog-categories">
        {["All", ...categories].map((name) => (
          <li key={name}>
            <Link
              to={hrefFor(name)}
              state={KEEP_SCROLL}
              preventScrollReset
              aria-current={name === active ? "true" : undefined}
              onClick={onPick}
            >
              <span>{name}</span>
              <span className="kit-blog-count">
                {name === "All" ? posts.length : posts.filter((post) => post.topic === name).length}
                <span className="visually-hidden"> articles</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Trending({
  title,
  posts,
  articlePath,
}: {
  title: string;
  posts: readonly PostSummary[];
  articlePath: string;
}) {
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <div className="kit-blog-widget">
      <h3 id={headingId} className="kit-blog-widget-title">
        {title}
      </h3>
      <ol className="kit-blog-trending" aria-labelledby={headingId}>
        {posts.map((post) => (
          <li key={post.slug}>
            <Link to={postHref(articlePath, post.slug)}>{post.title}</Link>
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </li>
        ))}
      </ol>
    </div>
  );
}
