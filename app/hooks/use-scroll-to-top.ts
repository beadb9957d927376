import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

import { SCROLL_TO_TOP_RETRY_MS } from "~/lib/constants";

function scrollToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}

/**
 * Whether the browser's current history entry is still the one with this location key. React
 * Router keeps the key in `history.state`; the browser swaps the entry at `popstate`, before React
 * commits the next page, so this is the moment-true answer when a timer fires.
 */
export function isCurrentHistoryEntry(key: string): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && "key" in state && state.key === key;
}

/**
 * Navigation state for in-page state kept in the query with a PUSH navigation (a filter or a
 * page of a list, where back and forward should step through the choices): the page stays where
 * it is instead of starting at the top. Pass it as `state` to navigate, setSearchParams or <Link>.
 */
export const IN_PAGE_STATE = { inPage: true } as const;

function isInPageState(state: unknown): boolean {
  return typeof state === "object" && state !== null && "inPage" in state && state.inPage === true;
}

/**
 * Forward navigations start at the top, with one retry after SCROLL_TO_TOP_RETRY_MS for pages
 * whose content settles late. Left alone: back/forward (POP, restored by <ScrollRestoration>),
 * links to an anchor, and in-page state kept in the query (a replace navigation, or a push that
 * carries IN_PAGE_STATE).
 */
export function useScrollToTop() {
  const { key, pathname, hash, state } = useLocation();
  const inPage = isInPageState(state);
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    const samePage = previousPathname.current === pathname;
    previousPathname.current = pathname;
    if (navigationType === "POP" || hash) return;
    if ((navigationType === "REPLACE" || inPage) && samePage) return;
    scrollToTop();
    // The retry belongs to this history entry only. Back pressed within the retry window moves to
    // another entry before React runs this effect's cleanup (passive effects can run late on a
    // busy machine), and a stale retry would undo <ScrollRestoration>'s restored position.
    const retry = setTimeout(() => {
      if (isCurrentHistoryEntry(key)) scrollToTop();
    }, SCROLL_TO_TOP_RETRY_MS);
    return () => clearTimeout(retry);
  }, [key, pathname, hash, navigationType, inPage]);
}
