import { useSyncExternalStore } from "react";

/**
 * A value shared by every component of the visit (the currency, the cart): a module-level
 * store read through useSyncExternalStore, so it lives across client navigations and not
 * beyond a reload. Components read `initial` while hydrating, which is what the prerender
 * showed, so hydration never sees a difference.
 */
export interface ExternalStore<T> {
  get: () => T;
  set: (next: T) => void;
  update: (change: (current: T) => T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The value in a component (re-renders on change). */
  useValue: () => T;
  /** Back to the initial value (tests). */
  reset: () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    if (Object.is(next, current)) return;
    current = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => current;
  const getInitial = () => initial;
  return {
    get,
    set,
    update: (change) => set(change(current)),
    subscribe,
    useValue: () => useSyncExternalStore(subscribe, get, getInitial),
    reset: () => set(initial),
  };
}
