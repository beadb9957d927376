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
 * Navigation state for in-page changes kept in the query with a push (a blog filter), so that
 * back and forward step through them: the page stays where it is.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === "object" && state !== null && "keepScroll" in state;
}

/** Input by which a visitor takes over the page's position (see useScrollToTop's retry). */
const VISITOR_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
const LISTEN = { capture: true, passive: true } as const;

/**
 * Forward navigations start at the top, with one retry after SCROLL_TO_TOP_RETRY_MS for pages
 * whose content settles late, unless the visitor scrolls, presses or types first. Left alone:
 * back/forward (POP, restored by <ScrollRestoration>), links to an anchor, and in-page state
 * kept in the query with a replace navigation (filters) or a push that carries KEEP_SCROLL.
 */
export function useScrollToTop() {
  const { key, pathname, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    const samePage = previousPathname.current === pathname;
    previousPathname.current = pathname;
    if (navigationType === "POP" || hash) return;
    if (samePage && (navigationType === "REPLACE" || keepsScroll(state))) return;
    scrollToTop();
    // The retry belongs to this history entry only. Back pressed within the retry window moves to
    // another entry before React runs this effect's cleanup (passive effects can run late on a
    // busy machine), and a stale retry would undo <ScrollRestoration>'s restored position.
    const retry = setTimeout(() => {
      if (isCurrentHistoryEntry(key)) scrollToTop();
    }, SCROLL_TO_TOP_RETRY_MS);
    // The visitor's own input within the window wins: a retry after they scrolled or pressed
    // would pull the page from under them, and a press that began on a button would end on
    // whatever the top of the page has there (the click is lost).
    const cancel = () => clearTimeout(retry);
    for (const type of VISITOR_INPUT) window.addEventListener(type, cancel, LISTEN);
    return () => {
      clearTimeout(retry);
      for (const type of VISITOR_INPUT) window.removeEventListener(type, cancel, LISTEN);
    };
  }, [key, pathname, hash, state, navigationType]);
}
