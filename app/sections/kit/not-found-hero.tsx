import Search from "lucide-react/icons/search";
import { useId, useState } from "react";
import { Link } from "react-router";

import { LostArt, type LostArtProps } from "~/components/kit/lost-art";
import { Glyph } from "~/components/ui/icon";
import { cx } from "~/lib/cx";
import { filterPosts } from "~/lib/filter-posts";

import { KitActions, type KitLink } from "./section";

import "~/styles/kit/_not-found.scss";

/** A page the not-found search can find. */
export interface FindablePage {
  title: string;
  href: string;
  /** One line on what is there (searched too). */
  summary: string;
  /** Its group ("Landing pages"), searched too. */
  group: string;
}

export interface NotFoundHeroProps {
  /** Small line above the title, e.g. "Error 404". */
  code: string;
  /** The page's h1. */
  title: string;
  lead: string;
  actions?: readonly KitLink[];
  /** A drawn picture beside the text; without one the text is centred. */
  art?: Omit<LostArtProps, "className">;
  /** A search over the site's pages, under the text. */
  search?: { label: string; placeholder: string; pages: readonly FindablePage[] };
}

/** The opening of a "page not found" page: code, title, the ways on, and a picture or a search. */
export function NotFoundHero({ code, title, lead, actions = [], art, search }: NotFoundHeroProps) {
  return (
    <div className={cx("kit-lost", !art && "kit-lost-centred")}>
      <div className="container kit-lost-inner">
        <div>
          <p className="kit-lost-code">{code}</p>
          <h1 className="kit-lost-title">{title}</h1>
          <p className="kit-lost-lead">{lead}</p>
          <KitActions links={actions} />
          {search && <PageSearch {...search} />}
        </div>
        {art && <LostArt {...art} />}
      </div>
    </div>
  );
}

const MAX_RESULTS = 6;

/** A search field that lists matching pages as you type (every word must match). */
function PageSearch({ label, placeholder, pages }: NonNullable<NotFoundHeroProps["search"]>) {
  const id = useId();
  const [query, setQuery] = useState("");
  const found = query.trim()
    ? filterPosts(
        pages.map((page) => ({ ...page, excerpt: page.summary, topic: page.group })),
        "All",
        query,
      )
    : [];
  const shown = found.slice(0, MAX_RESULTS);
  const count = !query.trim()
    ? ""
    : found.length === 0
      ? `No page matches “${query.trim()}”. Try a shorter word.`
      : found.length > shown.length
        ? `${found.length} pages match; the first ${shown.length} are listed.`
        : `${found.length} ${found.length === 1 ? "page matches" : "pages match"}.`;
  return (
    <form
      role="search"
      aria-label={label}
      className="kit-lost-search"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={id} className="kit-label">
        {label}
      </label>
      <div className="kit-lost-search-row">
        <input
          id={id}
          type="search"
          name="q"
          className="kit-input"
          placeholder={placeholder}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="kit-btn" aria-label="Search">
          <Glyph icon={Search} size={18} />
        </button>
      </div>
      <p className="kit-lost-count" role="status">
        {count}
      </p>
      {shown.length > 0 && (
        <ul className="kit-lost-results">
          {shown.map((page) => (
            <li key={page.href}>
              <Link to={page.href}>
                <strong>{page.title}</strong>
                <span className="kit-muted">{page.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
