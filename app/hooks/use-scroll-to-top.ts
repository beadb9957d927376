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
 * Location state for a navigation that only changes in-page state kept in the query (catalogue
 * filters) but should still be its own history entry: the page stays where it is.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

function keepsScroll(state: unknown): boolean {
  return (
    typeof state === "object" &&
    state !== null &&
    "keepScroll" in state &&
    state.keepScroll === true
  );
}

/**
 * Forward navigations start at the top, with one retry after SCROLL_TO_TOP_RETRY_MS for pages
 * whose content settles late. Left alone: back/forward (POP, restored by <ScrollRestoration>),
 * links to an anchor, and in-page state kept in the query with a replace navigation or with
 * KEEP_SCROLL (filters).
 */
export function useScrollToTop() {
  const { key, pathname, hash, state } = useLocation();
  const keep = keepsScroll(state);
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    const samePage = previousPathname.current === pathname;
    previousPathname.current = pathname;
    if (navigationType === "POP" || hash) return;
    if ((navigationType === "REPLACE" || keep) && samePage) return;
    scrollToTop();
    // The retry belongs to this history entry only. Back pressed within the retry window moves to
    // another entry before React runs this effect's cleanup (passive effects can run late on a
    // busy machine), and a stale retry would undo <ScrollRestoration>'s restored position.
    const retry = setTimeout(() => {
      if (isCurrentHistoryEntry(key)) scrollToTop();
    }, SCROLL_TO_TOP_RETRY_MS);
    return () => clearTimeout(retry);
  }, [key, pathname, hash, navigationType, keep]);
}
