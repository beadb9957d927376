/**
 * Keeps a page opened at a fragment (/compliance#responsible-disclosure) on its target while its
 * layout settles. The blocks above the target render before the browser scrolls to it
 * (_layout.scss, decision 0017), but what the browser lays out later above it still moves it:
 * the font arriving, lazy images, hydration. Until the visitor scrolls by hand, clicks, touches or
 * types, and for at most `ms`, each change of size of the page or of a block of `<main>` puts the
 * target back where the browser put it (its scroll-margin and the root's scroll-padding).
 * Returns a function that stops.
 */
export function holdFragmentTarget(doc: Document = document, ms = 10_000): () => void {
  const win = doc.defaultView;
  const id = safeDecode(doc.location.hash.slice(1));
  const target = id ? doc.getElementById(id) : null;
  if (!win || !target || typeof win.ResizeObserver !== "function") return () => {};
  const realign = () => target.scrollIntoView({ block: "start", behavior: "instant" });
  const observer = new win.ResizeObserver(realign);
  observer.observe(doc.documentElement);
  for (const block of doc.querySelectorAll("main > *, main ~ footer")) observer.observe(block);
  const inputs = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const stop = () => {
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of inputs) win.removeEventListener(type, stop, true);
  };
  for (const type of inputs) win.addEventListener(type, stop, { capture: true, passive: true });
  const timer = win.setTimeout(stop, ms);
  return stop;
}

function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
