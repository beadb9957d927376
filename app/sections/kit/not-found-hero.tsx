import Search from "lucide-react/icons/search";
import { useId, useState } from "react";
import { Link } from "react-router";
import * as z from "zod/mini";

import { LostArt } from "~/components/kit/lost-art";
import { Glyph } from "~/components/ui/icon";
import { findableTemplatePages } from "~/content/templates/catalog";
import { actionLink, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";
import { filterPosts } from "~/lib/filter-posts";

import { KitActions } from "./section";

import "~/styles/kit/_not-found.scss";

/**
 * What a content file gives a template "page not found" opening: code, h1, lead, the ways on,
 * and a drawn picture or a search. The search's pages are not written in the file: they are
 * every built template page of the catalogue (app/content/templates/catalog.ts), joined at
 * build time.
 */
export const schema = z.strictObject({
  code: text(1, 40).check(z.describe('Small line above the title, e.g. "Error 404"')),
  title: text(1, 120).check(z.describe("The page's h1")),
  lead: text(1, 400).check(z.describe("A sentence or two under the title")),
  actions: z.optional(z.array(actionLink).check(z.describe("Links to where the visitor may go"))),
  art: z.optional(
    z
      .strictObject({
        kind: z
          .enum(["orbit", "scene"], "use orbit or scene")
          .check(
            z.describe(
              "orbit: 404 with a planet and a circling satellite; scene: a signpost in the hills",
            ),
          ),
        label: text(1, 200).check(z.describe("What the picture shows, for screen readers")),
      })
      .check(z.describe("A drawn picture beside the text; without one the text is centred")),
  ),
  search: z.optional(
    z
      .strictObject({
        label: text(1, 80).check(z.describe("The search field's label")),
        placeholder: text(1, 80).check(z.describe("The hint inside the empty field")),
      })
      .check(z.describe("A search over the site's pages, under the text")),
  ),
});

/** A page the not-found search can find: title, href, a line on it and its group. */
export type FindablePage = ReturnType<typeof findableTemplatePages>[number];

type Written = Fields<typeof schema>;

export type NotFoundHeroProps = Omit<Written, "search"> & {
  search?: NonNullable<Written["search"]> & { pages: readonly FindablePage[] };
};

/** The opening's props: a search, if any, over every built template page. */
export const resolve = ({ search, ...fields }: Written): NotFoundHeroProps =>
  search ? { ...fields, search: { ...search, pages: findableTemplatePages() } } : fields;

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
