import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

import { SCROLL_TO_TOP_RETRY_MS } from "~/lib/constants";

function scrollToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}

/**
 * Forward navigations (push/replace) start at the top, with one retry after
 * SCROLL_TO_TOP_RETRY_MS for pages whose content settles late. Back/forward (POP) is left
 * to <ScrollRestoration>, and links to an anchor are left to the browser.
 */
export function useScrollToTop() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === "POP" || hash) return;
    scrollToTop();
    const retry = setTimeout(scrollToTop, SCROLL_TO_TOP_RETRY_MS);
    return () => clearTimeout(retry);
  }, [key, hash, navigationType]);
}
