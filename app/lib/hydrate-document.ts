/**
 * Hydration of the whole document on preact/compat (decision 0007). React hydrates `document`
 * itself; Preact cannot, so these two pieces adapt it. Both are only used by the production
 * browser bundle (app/entry.client.tsx).
 */

/**
 * A stand-in parent whose only child is the document's <html> element. Given `document`,
 * Preact swaps in <html> as the parent and then finds no <html> child to reuse, so it would
 * build a second tree; given this, it hydrates the existing <html> in place. Insertions and
 * removals go to the real document.
 */
export function documentParent(doc: Document): Element {
  const parent = {
    namespaceURI: null,
    ownerDocument: doc,
    get firstChild() {
      return doc.documentElement;
    },
    get childNodes() {
      return [doc.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => doc.insertBefore(node, before),
    appendChild: (node: Node) => doc.appendChild(node),
    removeChild: (node: Node) => doc.removeChild(node),
    contains: (node: Node | null) => doc.contains(node),
  };
  return parent as unknown as Element;
}

/**
 * Runs `hydrate`, and again each time it suspends. React Router's HydratedRouter suspends
 * (throws a promise) on its first render while it reads the prerendered router state; React
 * waits at the root, Preact has no root boundary and rethrows. A suspension happens before
 * any DOM is touched, so trying again once the promise settles is the same as React's wait.
 * `hydrate` must create its element afresh on every call: Preact keeps render state on the
 * elements it renders, and hydrating a reused one loops forever on some pages.
 */
export function hydrateWhenReady(hydrate: () => void): void {
  try {
    hydrate();
  } catch (thrown) {
    if (!isThenable(thrown)) throw thrown;
    // In a task of its own: loading the modules and creating the router was the last one.
    const retry = () => void setTimeout(() => hydrateWhenReady(hydrate), 0);
    thrown.then(retry, retry);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { then?: unknown }).then === "function"
  );
}
