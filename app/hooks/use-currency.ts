import { useSyncExternalStore } from "react";

import { type CurrencyCode, DEFAULT_CURRENCY } from "~/lib/money";

/**
 * The currency the visitor picked in the template footer, shared by every price on the page
 * and kept across client navigations for the visit. Prerendered pages show US dollars; a
 * change re-renders every price. (Issue 15 moves this into the cart's store.)
 */
let current: CurrencyCode = DEFAULT_CURRENCY;
const listeners = new Set<() => void>();

export function setCurrency(currency: CurrencyCode) {
  if (currency === current) return;
  current = currency;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrency(): CurrencyCode {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => DEFAULT_CURRENCY,
  );
}
