import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { pageSection } from "~/lib/content/variants";
import { resultSummary, type SearchAnswer } from "~/lib/search";
import type { SiteSearchFields } from "~/sections/site-search.schema";

import searchPage from "../../../content/pages/search.md";
import Search, { SEARCH_DEBOUNCE_MS } from "./search";

const answer = (query: string, urls: string[]): SearchAnswer => ({
  query,
  total: urls.length,
  results: urls.map((url) => ({
    url,
    page: "Page",
    title: [{ text: `Title of ${url}`, mark: false }],
    excerpt: [
      { text: "before ", mark: false },
      { text: query, mark: true },
      { text: " after", mark: false },
    ],
  })),
});

/** fetch answering each query with one result, recording the requests and their signals. */
function mockFetch() {
  const calls: { q: string; signal: AbortSignal }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit) => {
      const q = new URL(input, "http://x").searchParams.get("q") ?? "";
      calls.push({ q, signal: init.signal! });
      return new Response(JSON.stringify(answer(q, [`/labs#${q.replace(/\W+/g, "-")}`])), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}
const location = () => screen.getByTestId("location").textContent;

const page = (entry = "/search") => (
  <MemoryRouter initialEntries={[entry]}>
    <Routes>
      <Route
        path="/search"
        element={
          <>
            <Search />
            <LocationProbe />
          </>
        }
      />
    </Routes>
  </MemoryRouter>
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("/search", () => {
  it("prerenders one h1, a labelled search form that GETs /search, and the empty noscript slot", () => {
    const html = renderToString(page("/search?q=ignored"));
    const container = document.createElement("div");
    container.innerHTML = html;
    expect(container.querySelectorAll("h1")).toHaveLength(1);
    const form = container.querySelector("form[role=search]");
    expect(form?.getAttribute("action")).toBe("/search");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("aria-label")).toBeTruthy();
    // Without a query in the prerendered page; the server fills the slot for ?q=.
    expect(html).toContain('name="q"');
    expect(html).toContain('value=""');
    expect(html).toContain('<noscript data-search-results=""></noscript>');
  });

  it("fetches as the visitor types, once the typing pauses, and shows the results", async () => {
    const calls = mockFetch();
    const user = userEvent.setup();
    render(page());
    await user.type(screen.getByRole("searchbox"), "lock");
    const list = await screen.findByRole("list");
    expect(calls.map((call) => call.q)).toEqual(["lock"]);
    const link = within(list).getByRole("link");
    expect(link.getAttribute("href")).toBe("/labs#lock");
    expect(list.querySelector("mark")?.textContent).toBe("lock");
    expect(screen.getByRole("status").textContent).toBe(resultSummary(1, "lock"));
    expect(location()).toBe("/search?q=lock");
  });

  it("says the page file's words when the search does not answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503 })),
    );
    const user = userEvent.setup();
    render(page());
    await user.type(screen.getByRole("searchbox"), "lock");
    const { unavailable } = pageSection<SiteSearchFields>(searchPage, "SiteSearch");
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toBe(unavailable));
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("aborts the request of a query the visitor has typed past", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockFetch();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(page());
    const box = screen.getByRole("searchbox");
    await user.type(box, "ab");
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 1));
    await user.type(box, "c");
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 1));
    expect(calls.map((call) => [call.q, call.signal.aborted])).toEqual([
      ["ab", true],
      ["abc", false],
    ]);
  });

  it("searches the URL's query after hydration, and clears with the box", async () => {
    const calls = mockFetch();
    const user = userEvent.setup();
    render(page("/search?q=backup"));
    expect(screen.getByRole("searchbox")).toHaveProperty("value", "backup");
    await screen.findByRole("list");
    expect(calls.map((call) => call.q)).toEqual(["backup"]);
    await user.clear(screen.getByRole("searchbox"));
    expect(location()).toBe("/search");
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
