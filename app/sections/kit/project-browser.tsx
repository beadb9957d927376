import { useEffect, useId, useRef } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";
import { useLocation, useSearchParams } from "react-router";
import * as z from "zod/mini";

import { KitPagination } from "~/components/kit/pagination";
import { projectsField, withProjects } from "~/content/templates/portfolio/projects";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { KEEP_SCROLL } from "~/hooks/use-scroll-to-top";
import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";
import {
  pageCount,
  readChoice,
  readPage,
  toHref,
  toQueryValue,
  writeQuery,
} from "~/lib/list-query";

import { type Project, ProjectCard, projectLook } from "./project-card";
import { KitSection } from "./section";

/**
 * What a content file gives the project browser: its heading, filters and paging, and which
 * projects it lists (`all`, or slugs), joined at build time from the projects collection
 * (./project-card.tsx). The filters' choices follow the projects.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  projects: projectsField,
  filters: z
    .array(
      z
        .strictObject({
          key: z
            .enum(["category", "industry"], "filter by category or industry")
            .check(z.describe("The projects' field this filter chooses by")),
          label: text(1, 40).check(
            z.describe("The filter group's or select's name (\"Kind of work\")"),
          ),
          allLabel: text(1, 40).check(z.describe('The choice that shows everything ("All work")')),
        })
        .check(z.describe("A filter over one field of the projects; its query key is the field")),
    )
    .check(z.describe("The filters over the projects, in order")),
  filterStyle: z.optional(
    z
      .enum(["pills", "selects"], "use pills or selects")
      .check(z.describe("pills: a row of chips per filter; selects: a select per filter")),
  ),
  paging: z
    .enum(["pages", "more"], "use pages or more")
    .check(z.describe('pages: numbered pages; more: a "load more" button')),
  perPage: z
    .number("write how many projects a page shows")
    .check(z.int(), z.gte(1), z.describe("Projects on one page")),
  look: projectLook,
  tone: kitTone,
  anchor: kitAnchor,
});

/** The browser's props: the projects it names, from the collection. */
export const resolve = (fields: Fields<typeof schema>) => withProjects(fields);

export type ProjectBrowserProps = Drawn<ReturnType<typeof resolve>>;

type ProjectFilter = ProjectBrowserProps["filters"][number];

const PAGE_KEY = "page";
/** The toggle key of the "all" pill (React Aria keys cannot be empty; no slug is "all"). */
const ALL = "all";
const NO_QUERY = new URLSearchParams();

/** The options of a filter: "all" first, then each value in the order the projects use them. */
function optionsOf(projects: readonly Project[], key: ProjectFilter["key"]) {
  const labels = [...new Set(projects.map((project) => project[key]))];
  return labels.map((label) => ({ value: toQueryValue(label), label }));
}

/**
 * Projects with filters and paging whose state lives in the URL query (?category=…&page=2), so
 * a view can be shared and back and forward step through the visitor's choices. The prerendered
 * HTML shows the first, unfiltered page; the query applies from the render after hydration.
 */
export function ProjectBrowser({
  id,
  heading,
  projects,
  filters,
  filterStyle = "pills",
  paging,
  perPage,
  look,
  tone,
  anchor,
}: ProjectBrowserProps) {
  const hydrated = useAfterHydration();
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const params = hydrated ? searchParams : NO_QUERY;
  const selectId = useId();

  const groups = filters.map((filter) => {
    const options = optionsOf(projects, filter.key);
    const value = readChoice(
      params,
      filter.key,
      options.map((option) => option.value),
    );
    return { ...filter, options, value };
  });
  const matching = projects.filter((project) =>
    groups.every(
      (group) => group.value === null || toQueryValue(project[group.key]) === group.value,
    ),
  );
  const pages = pageCount(matching.length, perPage);
  const page = readPage(params, PAGE_KEY, pages);
  const shown =
    paging === "pages"
      ? matching.slice((page - 1) * perPage, page * perPage)
      : matching.slice(0, page * perPage);
  const active = groups.some((group) => group.value !== null);

  // "Load more" moves focus to the first card it added (not on back/forward, which restore).
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    links.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const push = (updates: Record<string, string | number | null>) =>
    setSearchParams(writeQuery(params, updates), {
      state: KEEP_SCROLL,
      preventScrollReset: true,
    });
  const choose = (key: string, value: string | null) => push({ [key]: value, [PAGE_KEY]: null });
  const clear = () =>
    push(Object.fromEntries([...groups.map((group) => [group.key, null]), [PAGE_KEY, null]]));
  const pageHref = (target: number) => toHref(pathname, writeQuery(params, { [PAGE_KEY]: target }));

  const noun = (count: number) => (count === 1 ? "project" : "projects");
  const status =
    matching.length === 0
      ? "No projects match these filters"
      : paging === "pages"
        ? `Showing ${(page - 1) * perPage + 1}–${(page - 1) * perPage + shown.length} of ${matching.length} ${noun(matching.length)}, page ${page} of ${pages}`
        : `Showing ${shown.length} of ${matching.length} ${noun(matching.length)}`;

  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <div className={cx("kit-browser-filters", `kit-browser-${filterStyle}`)}>
        {groups.map((group) =>
          filterStyle === "pills" ? (
            <ToggleButtonGroup
              key={group.key}
              aria-label={group.label}
              className="kit-chips kit-browser-pills"
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[group.value ?? ALL]}
              onSelectionChange={(keys) => {
                const [key] = [...keys];
                if (key !== undefined) choose(group.key, key === ALL ? null : String(key));
              }}
            >
              {[{ value: ALL, label: group.allLabel }, ...group.options].map((option) => (
                <ToggleButton key={option.value} id={option.value} className="kit-chip">
                  {option.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          ) : (
            <div key={group.key} className="kit-browser-select">
              <label className="kit-label" htmlFor={`${selectId}-${group.key}`}>
                {group.label}
              </label>
              <select
                id={`${selectId}-${group.key}`}
                className="kit-select"
                value={group.value ?? ""}
                onChange={(event) => choose(group.key, event.target.value || null)}
              >
                <option value="">{group.allLabel}</option>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ),
        )}
        {filterStyle === "selects" && (
          <button
            type="button"
            className={cx("kit-btn kit-btn-outline kit-btn-sm", !active && "invisible")}
            onClick={clear}
          >
            Clear filters
          </button>
        )}
      </div>
      <p className="kit-browser-status kit-muted" role="status">
        {status}
      </p>
      {shown.length > 0 ? (
        <ul className="kit-grid kit-grid-3 kit-projects">
          {shown.map((project) => (
            <li key={project.slug}>
              <ProjectCard
                project={project}
                look={look}
                linkRef={(node) => {
                  if (node) links.current.set(project.slug, node);
                  else links.current.delete(project.slug);
                }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="kit-browser-empty">
          <p>No project fits all of these filters. Try a wider choice.</p>
          <button type="button" className="kit-btn" onClick={clear}>
            Show all projects
          </button>
        </div>
      )}
      {paging === "pages" && (
        <KitPagination page={page} pages={pages} hrefFor={pageHref} label="Project pages" />
      )}
      {paging === "more" && shown.length < matching.length && (
        <p className="kit-browser-more">
          <button
            type="button"
            className="kit-btn"
            onClick={() => {
              focusNext.current = matching[shown.length]?.slug ?? null;
              push({ [PAGE_KEY]: page + 1 });
            }}
          >
            Load more projects
          </button>
        </p>
      )}
    </KitSection>
  );
}
