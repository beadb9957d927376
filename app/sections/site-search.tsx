import type { ChangeEvent, FormEvent } from "react";
import * as z from "zod/mini";

import { text, titleId } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import {
  answerSummary,
  didYouMeanParts,
  MAX_QUERY_LENGTH,
  SEARCH_PARAM,
  SEARCH_PATH,
  type SearchAnswer,
  searchHref,
  type SearchTextPart,
} from "~/lib/search";

import "~/styles/sections/_search.scss";

/**
 * Its heading, the form's words, and what the status line says when the search cannot answer.
 * The line above the results, which the server writes too, is content/search.yaml's
 * (app/lib/search.ts).
 */
export const schema = z.strictObject({
  id: titleId,
  title: text(1, 60).check(z.describe("The page's title")),
  form: z
    .strictObject({
      label: text(1, 40).check(
        z.describe('The search landmark\'s name ("… search", as screen readers announce it)'),
      ),
      queryLabel: text(1, 80).check(z.describe("The label of the search box")),
      submitLabel: text(1, 30).check(z.describe("Text of the search button")),
    })
    .check(z.describe("The search form's words")),
  unavailable: text(1, 120).check(
    z.describe(
      "The status line when the search did not answer (the server down, a network failure)",
    ),
  ),
});

/** What the page's file gives the section. */
export type SiteSearchFields = Fields<typeof schema>;

export interface SiteSearchProps extends SiteSearchFields {
  /** What the search box holds ("" when prerendered). */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** The answer to show, "failed" when the search did not answer, or none (idle, waiting). */
  answer?: SearchAnswer | "failed" | null;
}

const Highlighted = ({ parts }: { parts: SearchTextPart[] }) =>
  parts.map((part, index) =>
    part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );

const noSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/**
 * The site search's page (decision 0025): the form, the status line, the results, and the
 * <noscript> slot the server fills for a search without JavaScript (server/search.ts writes the
 * same markup). Its words are the page file's; the route module (app/routes/company/search.tsx)
 * holds the query and the requests.
 */
export function SiteSearch({
  id,
  title,
  form,
  unavailable,
  query = "",
  onQueryChange,
  answer = null,
}: SiteSearchProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onQueryChange?.(event.target.value);
  const shown = answer === "failed" ? null : answer;
  const status = answer === "failed" ? unavailable : shown ? answerSummary(shown) : "";
  const { before, after } = didYouMeanParts();

  return (
    <section className="section search-page" aria-labelledby={id}>
      <div className="container">
        <h1 id={id}>{title}</h1>
        <form
          role="search"
          aria-label={form.label}
          className="search-form"
          action={SEARCH_PATH}
          method="get"
          onSubmit={noSubmit}
        >
          <label htmlFor="search-query" className="form-label">
            {form.queryLabel}
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
              {form.submitLabel}
            </button>
          </div>
        </form>
        {shown?.suggestion !== undefined && (
          <p className="search-suggestion">
            {before}
            <a href={searchHref(shown.suggestion)}>{shown.suggestion}</a>
            {after}
          </p>
        )}
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
                {result.section && (
                  <p className="search-result-section">
                    <a href={result.section.url}>
                      <Highlighted parts={result.section.title} />
                    </a>
                  </p>
                )}
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
