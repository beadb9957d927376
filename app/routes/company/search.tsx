import { type ChangeEvent, type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";

import { useAfterHydration } from "~/hooks/use-after-hydration";
import { pageMeta } from "~/lib/meta";
import {
  MAX_QUERY_LENGTH,
  resultSummary,
  SEARCH_API_PATH,
  SEARCH_PARAM,
  SEARCH_PATH,
  type SearchAnswer,
  type SearchTextPart,
} from "~/lib/search";

import type { Route } from "./+types/search";

import "~/styles/sections/_search.scss";

/** Quiet time after the last keystroke before the query is sent. */
export const SEARCH_DEBOUNCE_MS = 150;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Search",
    description:
      "Search CradleSec's pages, Labs research and advisories, and client case studies by the words they use.",
    path: SEARCH_PATH,
    noindex: true,
  });

const Highlighted = ({ parts }: { parts: SearchTextPart[] }) =>
  parts.map((part, index) =>
    part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );

/**
 * Site search (decision 0025). The query lives in the URL (?q=). With JavaScript, results come
 * from /api/search as the visitor types; without it, the form's GET reaches the server, which
 * writes the results into the <noscript> slot below (server/search.ts). The page is
 * prerendered without a query, so it reads ?q only after hydration.
 */
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

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setTyped(next);
    setSearchParams(next.trim() ? { [SEARCH_PARAM]: next } : {}, {
      replace: true,
      preventScrollReset: true,
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  const shown = wanted !== "" && answer?.query === wanted ? answer : null;
  const status =
    wanted === ""
      ? ""
      : failed
        ? "Search is unavailable right now."
        : shown
          ? resultSummary(shown.total, shown.query)
          : "";

  return (
    <section className="section search-page" aria-labelledby="search-title">
      <div className="container">
        <h1 id="search-title">Search</h1>
        <form
          role="search"
          aria-label="Site"
          className="search-form"
          action={SEARCH_PATH}
          method="get"
          onSubmit={onSubmit}
        >
          <label htmlFor="search-query" className="form-label">
            Pages, Labs notes and case studies
          </label>
          <div className="input-group">
            <input
              id="search-query"
              className="form-control form-control-lg"
              type="search"
              name={SEARCH_PARAM}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              value={query}
              onChange={onChange}
            />
            <button type="submit" className="btn btn-primary">
              Search
            </button>
          </div>
        </form>
        <p role="status" className="search-status">
          {status}
        </p>
        {shown && shown.results.length > 0 && (
          <ol className="search-results">
            {shown.results.map((result) => (
              <li className="search-result" key={result.url}>
                <h2 className="search-result-title h5">
                  <a href={result.url}>
                    <Highlighted parts={result.title} />
                  </a>
                </h2>
                <p className="search-result-page">{result.page}</p>
                <p className="search-result-excerpt">
                  <Highlighted parts={result.excerpt} />
                </p>
              </li>
            ))}
          </ol>
        )}
        {/* Filled by the server for a GET with ?q= (no JavaScript); React never hydrates it. */}
        <noscript data-search-results="" />
      </div>
    </section>
  );
}
