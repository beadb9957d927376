// The account pages' sections: what they join from the account sample
// (content/templates/account/sample.yaml) at build time, and what they refuse.
import { describe, expect, it } from "vitest";

import { accountSidebar } from "~/content/generated/account-sidebar";
import { accountSample } from "~/content/templates/account/sample";
import { parseContentPage } from "~/lib/content/page";
import { contentVariables } from "~/lib/content/variables";
import { parseProblem, themedTemplatePageSource } from "~/testing/content-page";

import type { AccountBillingProps } from "./account-billing";
import type { AccountOverviewProps } from "./account-overview";
import type { OrdersBrowserProps } from "./orders-browser";

const page = (...sectionLines: string[]) =>
  themedTemplatePageSource({ theme: "template", brand: "Loomhall" }, ...sectionLines);

const parse = (source: string) =>
  parseContentPage("content/templates/account/test.md", source, contentVariables);

const props = <T>(source: string): T => {
  const [entry] = parse(source).sections;
  return Object.fromEntries(Object.entries(entry ?? {}).filter(([key]) => key !== "section")) as T;
};

const panel = (id: string) => `{ id: ${id}, title: Panel }`;

const overview = (latest: string) => [
  "  - section: AccountOverview",
  "    profile:",
  `      panel: ${panel("p-profile")}`,
  "      details: [{ label: Phone, value: '0123' }]",
  "      completion: 80",
  "      todo: []",
  `    addresses: { panel: ${panel("p-addresses")} }`,
  `    card: { panel: ${panel("p-card")} }`,
  `    orders: { panel: ${panel("p-orders")}, caption: Latest, latest: ${latest} }`,
];

const browser = (orders: string) => [
  "  - section: OrdersBrowser",
  "    id: orders-list",
  "    title: Orders",
  `    orders: ${orders}`,
  "    perPage: 5",
  "    periods: [{ value: all, label: All time }]",
  "    statuses: [{ value: all, label: Any status }]",
];

describe("the account sections", () => {
  const sample = accountSample;

  it("give the overview the sidebar's person, the sample's addresses, default card and latest orders", () => {
    const { profile, addresses, card, orders } = props<AccountOverviewProps>(
      page(...overview("3")),
    );
    expect(profile.name).toBe(accountSidebar.user.name);
    expect(profile.email).toBe(accountSidebar.user.email);
    expect(addresses.addresses).toEqual(sample.addresses);
    expect(card.card.isDefault).toBe(true);
    expect(sample.cards).toContainEqual(card.card);
    expect(orders.orders).toEqual(sample.orders.slice(0, 3));
  });

  it("give billing every saved card and address, and the order history every order and the date", () => {
    const billing = props<AccountBillingProps>(
      page(
        "  - section: AccountBilling",
        "    cards:",
        `      panel: ${panel("b-cards")}`,
        "      addLabel: Add",
        "      note: A note.",
        '      added: "{brand} {last4} added."',
        `    addresses: { panel: ${panel("b-addresses")}, defaultLabel: Default }`,
      ),
    );
    expect(billing.cards.cards).toEqual(sample.cards);
    expect(billing.addresses.addresses).toEqual(sample.addresses);
    const history = props<OrdersBrowserProps>(page(...browser("all")));
    expect(history.orders).toEqual(sample.orders);
    expect(history.asOf).toBe(sample.asOf);
  });

  it("refuse an order list other than all, and a count of orders out of range", () => {
    const problem = (source: string) => parseProblem(parse, source);
    expect(problem(page(...browser("some")))).toMatch(/line 10, sections\.0\.orders: write all/);
    expect(problem(page(...overview("0")))).toMatch(/sections\.0\.orders\.latest/);
  });
});
