import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

import page from "~/content/generated/pages/search";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { Sections } from "~/lib/content/sections-view";
import { pageMeta } from "~/lib/meta";
import { SEARCH_API_PATH, SEARCH_PARAM, type SearchAnswer } from "~/lib/search";
import { SiteSearch } from "~/sections/site-search";

import type { Route } from "./+types/search";

/** Quiet time after the last keystroke before the query is sent. */
export const SEARCH_DEBOUNCE_MS = 150;

// The page's copy is content/pages/search.md (noindex, out of the sitemap), drawn by its
// section (SiteSearch); this module is the search's logic (decision 0025). The query lives in
// the URL (?q=). With JavaScript, results come from /api/search as the visitor types; without
// it, the form's GET reaches the server, which writes the results into the section's
// <noscript> slot (server/search.ts). The page is prerendered without a query, so it reads ?q
// only after hydration.

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    noindex: page.kind === "page" && page.noindex === true,
  });

export default function Search() {
  const hydrated = useAfterHydration();
  const [searchParams, setSearchParams] = useSearchParams();
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? (hydrated ? (searchParams.get(SEARCH_PARAM) ?? "") : "");
  const wanted = query.trim();
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [failed, setFailed] = useState(false);

  // Each change of the query: after a quiet moment, the URL follows it and the results are
  // fetched; a newer query aborts the request of the one before.
  useEffect(() => {
    if (!hydrated || wanted === "") return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`${SEARCH_API_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: wanted })}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      })
        .then((response) => {
          if (!response.ok) throw new Error(`search: ${response.status}`);
          return response.json() as Promise<SearchAnswer>;
        })
        .then((next) => {
          setAnswer(next);
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [hydrated, wanted]);

  const onQueryChange = (next: string) => {
    setTyped(next);
    setSearchParams(next.trim() ? { [SEARCH_PARAM]: next } : {}, {
      replace: true,
      preventScrollReset: true,
    });
  };

  const shown = wanted === "" ? null : failed ? "failed" : answer?.query === wanted ? answer : null;

  // The file's sections, the search's state given to its own.
  const sections = page.sections.map((entry) =>
    entry.section === "SiteSearch" ? { ...entry, query, onQueryChange, answer: shown } : entry,
  );
  return <Sections sections={sections} components={{ SiteSearch }} where={page.path} />;
}
