/**
 * The blocks that render only near the viewport until the page is idle (decisions 0013, 0015):
 * every section of `<main>` but the first, and the footer. The one source of the selector:
 * the build hands it to the styles as `$below-the-fold` (vite.shared.ts, styles/_layout.scss).
 */
export const BELOW_THE_FOLD = "main > section:not(:first-child), main ~ footer";

/** Marks a block as rendered; `[data-rendered]` turns its `content-visibility` to `visible`. */
export const RENDERED_ATTRIBUTE = "data-rendered";

interface IdleScheduler {
  request: (callback: () => void) => number;
  cancel: (handle: number) => void;
}

// Safari has no requestIdleCallback: there, a task at a time after a short pause.
const idle: IdleScheduler =
  typeof requestIdleCallback === "function"
    ? {
        request: (callback) => requestIdleCallback(callback),
        cancel: (handle) => cancelIdleCallback(handle),
      }
    : {
        request: (callback) => window.setTimeout(callback, 50),
        cancel: (handle) => window.clearTimeout(handle),
      };

/**
 * Renders the page's below-the-fold blocks that have not rendered yet, one per idle task: each
 * is marked, then laid out at once (reading its height), so no task lays out more than one
 * block. Returns a function that stops. From then on the page is laid out whole: the scrollbar
 * is exact, and tools that hit-test (axe's contrast checks) see every block.
 */
export function renderBelowTheFold(root: ParentNode, scheduler: IdleScheduler = idle): () => void {
  const pending = [...root.querySelectorAll<HTMLElement>(BELOW_THE_FOLD)].filter(
    (block) => !block.hasAttribute(RENDERED_ATTRIBUTE),
  );
  let handle = 0;
  const next = () => {
    const block = pending.shift();
    if (!block) return;
    block.setAttribute(RENDERED_ATTRIBUTE, "");
    void block.offsetHeight;
    if (pending.length > 0) handle = scheduler.request(next);
  };
  if (pending.length > 0) handle = scheduler.request(next);
  return () => scheduler.cancel(handle);
}
