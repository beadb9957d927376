import { useSyncExternalStore } from "react";

/**
 * False while the page's first hydration renders, so a component can render what the
 * prerendered HTML holds; true from its next render on, and at once for components that
 * mount later (client navigation). For state the prerender cannot know, such as the query.
 * React reads the server snapshot while hydrating, then re-renders.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(subscribe, afterHydration, duringHydration);
}

const subscribe = () => () => {};
const afterHydration = () => true;
const duringHydration = () => false;
