import { useEffect, useLayoutEffect } from "react";

import { useAfterHydration } from "~/hooks/use-after-hydration";
import { eventContractScript } from "~/lib/early-events/contract";
import { replayEarlyEvents, syncEarlyFields } from "~/lib/early-events/replay";

/**
 * The event contract's inline script (decision 0018), first in the head so it holds input from
 * the first byte; the build hashes it into each page's CSP like every inline script. Only the
 * prerender writes it: in the browser it has run already, and its text stays out of the bundle.
 */
export function EventContract() {
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? eventContractScript() : "" }}
    />
  );
}

/**
 * Replays what the contract held. Fields first, as soon as hydration has committed and before
 * anything re-renders them (a controlled field re-rendered first is reset to React's state); the presses and keys once the page has re-rendered what only the browser
 * knows (useAfterHydration), and a task later, when the updates that effects scheduled (stored
 * state, carousels) have rendered too.
 */
function useReplayEarlyEvents() {
  const hydrated = useAfterHydration();
  // In a microtask after hydration's commit: inside the commit React cannot render between
  // two fields' change events, so a form that builds its next state from the last render
  // would keep only the last field.
  useLayoutEffect(() => queueMicrotask(() => syncEarlyFields(window)), []);
  useEffect(() => {
    if (!hydrated) return;
    const timer = window.setTimeout(() => replayEarlyEvents(window));
    return () => window.clearTimeout(timer);
  }, [hydrated]);
}

/**
 * Where the replay runs: a leaf after the page, so its re-render once hydrated re-renders
 * nothing else. In the root layout itself, that re-render re-rendered React Router's
 * `<Scripts>`, which then took the route modules' preload links and the bootstrap's scripts out
 * of the document, and a later dynamic import preloaded a loaded module again (Firefox reports
 * that preload as a failed load).
 */
export function EarlyEventReplay() {
  useReplayEarlyEvents();
  return null;
}
