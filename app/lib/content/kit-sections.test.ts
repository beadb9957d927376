// The template kit's sections the inner template pages (/about, /pricing, /services) added to
// the library: the kit variants of ComparisonTable and TeamGrid beside the company looks, and
// what the kit's own sections refuse.
import { describe, expect, it } from "vitest";

import { parseProblem, templatePageSource } from "~/testing/content-page";

import { parseContentPage } from "./page";
import { contentVariables } from "./variables";

const parse = (source: string) =>
  parseContentPage("content/templates/sample.md", source, contentVariables);

const page = (...lines: string[]) => templatePageSource(lines.join("\n"));

const problem = (...lines: string[]) => parseProblem(parse, page(...lines));

const table = (values: string, highlight = 1) => [
  "  - section: ComparisonTable",
  "    variant: kit",
  "    id: compare",
  "    heading: { title: Compare }",
  "    columns: [Solo, Team]",
  `    highlight: ${highlight}`,
  "    rows:",
  `      - { label: Invoices, tip: Sent ones., values: ${values} }`,
];

describe("ComparisonTable, variant: kit", () => {
  it("takes plain columns and rows of yes, no or text, not the company table's products", () => {
    const [section] = parse(page(...table('[true, "20"]'))).sections;
    expect(section).toMatchObject({
      section: "ComparisonTable",
      variant: "kit",
      columns: ["Solo", "Team"],
    });
    expect(problem(...table("[true, true]").slice(0, 4), "    caption: Company field")).toMatch(
      /caption/,
    );
  });

  it("refuses a row without one value per column, and a highlight past the last column", () => {
    expect(problem(...table("[true]"))).toMatch(/rows: give each row one value per column/);
    expect(problem(...table("[true, false]", 2))).toMatch(
      /highlight: highlight one of the columns/,
    );
  });
});

describe("TeamGrid, variant: kit", () => {
  const team = (person: string, variant = "    variant: kit") => [
    "  - section: TeamGrid",
    variant,
    "    id: team",
    "    heading: { title: Team }",
    `    people: [${person}]`,
  ];

  it("takes people with an optional one-line bio; the company look wants a background", () => {
    const [section] = parse(page(...team("{ name: Ann, role: Lead }"))).sections;
    expect(section).toMatchObject({ variant: "kit", people: [{ name: "Ann", role: "Lead" }] });
    expect(problem(...team("{ name: Ann, role: Lead }", "    variant: company"))).toMatch(
      /background/,
    );
  });
});

describe("Pricing", () => {
  const plans = (annual: string) => [
    "  - section: Pricing",
    "    id: plans",
    "    heading: { title: Plans }",
    "    billingToggle: true",
    "    plans:",
    `      - { name: Solo, blurb: One person., price: 900, ${annual}unit: /month, features: [Invoices], cta: { label: Start, href: "#plans" } }`,
  ];

  it("needs each plan's annual price when billing toggles", () => {
    expect(parse(page(...plans("annualPrice: 750, "))).sections).toHaveLength(1);
    expect(problem(...plans(""))).toMatch(
      /plans: with billingToggle, give every plan its annualPrice/,
    );
  });
});

describe("Gallery", () => {
  const gallery = (category: string) => [
    "  - section: Gallery",
    "    id: studio",
    "    heading: { title: Studio }",
    "    filters: [Rooms]",
    "    items:",
    `      - { id: desk, caption: The desk, ${category}art: { seed: d, motif: lamp, alt: A desk } }`,
  ];

  it("needs a category the filters list on each picture when it filters", () => {
    expect(parse(page(...gallery("category: Rooms, "))).sections).toHaveLength(1);
    expect(problem(...gallery("category: Garden, "))).toMatch(
      /items: with filters, give every picture one of them/,
    );
    expect(problem(...gallery(""))).toMatch(/items: with filters, give every picture one of them/);
  });
});

describe("FormSection and the kit hero's form card", () => {
  const sample =
    '{ label: Book, fields: [{ name: email, label: E-mail, type: email }], submitLabel: Send, thanks: "Thanks, {first}." }';
  const checked =
    "{ id: book, fields: [{ name: email, label: E-mail, type: email, required: Enter it }], submitLabel: Send, outcome: Thank you. }";
  const formSection = (form: string) => [
    "  - section: FormSection",
    "    id: book",
    "    heading: { title: Book }",
    `    form: ${form}`,
  ];
  const formHero = (form: string) => [
    "  - section: Hero",
    "    variant: kit",
    "    title: Write to us",
    "    lead: A host answers the same day.",
    "    asideCard: { anchor: write }",
    `    aside: { part: KitForm, ${form.slice(2)}`,
  ];

  it("take a sample form or a checked one beside the section, and a checked one in the hero", () => {
    expect(parse(page(...formSection(sample))).sections).toHaveLength(1);
    expect(parse(page(...formSection(checked))).sections).toHaveLength(1);
    expect(problem(...formSection("{ label: Book }"))).toMatch(/form: write a sample form/);
    expect(parse(page(...formHero(checked))).sections[0]).toMatchObject({
      asideCard: { anchor: "write" },
      aside: { part: "KitForm", id: "book", outcome: "Thank you." },
    });
    expect(problem(...formHero(sample))).toMatch(/aside/);
  });
});

describe("Locations", () => {
  const places = (lat: number) => [
    "  - section: Locations",
    "    id: map",
    "    heading: { title: Where }",
    `    places: [{ name: Portland, lat: ${lat}, lon: -70.26, detail: By the ferry }]`,
  ];

  it("places pins by latitude and longitude, within the globe", () => {
    expect(parse(page(...places(43.66))).sections).toHaveLength(1);
    expect(problem(...places(143.66))).toMatch(/places\.0\.lat: keep it within ±90/);
  });
});

describe("the kit hero's launch panel", () => {
  const launch = (target: string) => [
    "  - section: Hero",
    "    variant: kit",
    "    title: Opening soon",
    "    lead: The last shelves are going in.",
    "    below:",
    "      part: LaunchPanel",
    `      countdown: { target: ${target}, label: Time until we open, doneText: We are open }`,
    '      form: { label: Tell me, fields: [{ name: email, label: E-mail, type: email }], submitLabel: Notify me, thanks: "Thanks, {first}." }',
  ];

  it("counts down to the moment the file writes, as the epoch milliseconds the countdown takes", () => {
    const [section] = parse(page(...launch("2027-03-15T09:00:00+01:00"))).sections;
    expect(section).toMatchObject({
      below: { part: "LaunchPanel", countdown: { target: Date.parse("2027-03-15T08:00:00Z") } },
    });
  });

  it("refuses a moment without its time or offset", () => {
    expect(problem(...launch("2027-03-15"))).toMatch(/countdown\.target: write the launch moment/);
    expect(problem(...launch("2027-03-15T08:00:00"))).toMatch(/countdown\.target/);
  });
});
