/**
 * The account pages' shared sample (content/templates/account/sample.yaml, its schema
 * app/content/templates/account/sample.schema.ts): the addresses, saved cards and orders that
 * several account pages list, each written once. Sections name what they show (`orders: all`,
 * `latest: 4`) and join it at build time from its generated module.
 */
import type { SavedCard } from "./account-cards";

export { accountSample } from "~/content/templates/account/sample";

/** The default card: the one the overview shows, and billing lists first. */
export const defaultCard = (cards: readonly SavedCard[]) => cards.find((entry) => entry.isDefault)!;
