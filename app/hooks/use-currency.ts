import { createExternalStore } from "~/lib/external-store";
import { type CurrencyCode, DEFAULT_CURRENCY } from "~/lib/money";

/**
 * The currency the visitor picked in the template footer, shared by every price on the page
 * and kept across client navigations for the visit (not across reloads). Prerendered pages
 * show US dollars; a change re-renders every price.
 */
export const currencyStore = createExternalStore<CurrencyCode>(DEFAULT_CURRENCY);

export const setCurrency = (currency: CurrencyCode) => currencyStore.set(currency);

export const useCurrency = (): CurrencyCode => currencyStore.useValue();
