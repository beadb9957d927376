import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

import { SCROLL_TO_TOP_RETRY_MS } from "~/lib/constants";

function scrollToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}

/**
 * Forward navigations start at the top, with one retry after SCROLL_TO_TOP_RETRY_MS for pages
 * whose content settles late. Left alone: back/forward (POP, restored by <ScrollRestoration>),
 * links to an anchor, and in-page state kept in the query with a replace navigation (filters).
 */
export function useScrollToTop() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    const samePage = previousPathname.current === pathname;
    previousPathname.current = pathname;
    if (navigationType === "POP" || hash) return;
    if (navigationType === "REPLACE" && samePage) return;
    scrollToTop();
    const retry = setTimeout(scrollToTop, SCROLL_TO_TOP_RETRY_MS);
    return () => clearTimeout(retry);
  }, [key, pathname, hash, navigationType]);
}
