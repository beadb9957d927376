import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import searchPage from "~/content/generated/pages/search";
import { pageSection } from "~/lib/content/variants";
import { resultSummary, type SearchAnswer } from "~/lib/search";
import type { SiteSearchFields } from "~/sections/site-search";

import Search, { SEARCH_DEBOUNCE_MS } from "./search";

/** An answer of one result per URL: its page, and its part when the URL has an anchor. */
const answer = (query: string, urls: string[], suggestion?: string): SearchAnswer => ({
  query,
  total: urls.length,
  ...(suggestion !== undefined && { suggestion }),
  results: urls.map((url) => ({
    url: url.split("#")[0]!,
    title: [{ text: `Title of ${url}`, mark: false }],
    ...(url.includes("#") && { section: { url, title: [{ text: query, mark: true }] } }),
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
    // One result for the page, its part that matched as a deep link under it.
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/labs", "/labs#lock"]);
    expect(within(list).getByRole("heading").textContent).toBe(links[0]!.textContent);
    expect(list.querySelector("mark")?.textContent).toBe("lock");
    expect(screen.getByRole("status").textContent).toBe(resultSummary(1, "lock"));
    expect(location()).toBe("/search?q=lock");
  });

  it("offers the corrected query as a link, counting the results shown for it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify(answer("lokc", ["/labs", "/portfolio"], "lock")), {
            headers: { "content-type": "application/json" },
          }),
      ),
    );
    const user = userEvent.setup();
    render(page());
    await user.type(screen.getByRole("searchbox"), "lokc");
    const list = await screen.findByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    const offered = screen.getAllByRole("link").filter((link) => !list.contains(link));
    expect(offered.map((link) => link.getAttribute("href"))).toEqual(["/search?q=lock"]);
    expect(screen.getByRole("status").textContent).toBe(resultSummary(2, "lock"));
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
