// The sections the company pages (/home, /services, /portfolio, /products) added to the library:
// what each takes from a file, what it joins from the catalogues, and what it refuses.
import { describe, expect, it } from "vitest";

import { caseStudies } from "~/content/case-studies";
import { industries } from "~/content/industries";
import { headerActions } from "~/content/navigation";
import { products, productsAvailableFirst } from "~/content/products";
import { services } from "~/content/services";
import { formatUsd, shadowCradleTiers } from "~/lib/shadowcradle-pricing";
import { audienceCards, type AudienceCardsProps } from "~/sections/audience-cards";
import { productCards, type ProductFamilyProps } from "~/sections/product-family";
import { pageSource, parseProblem } from "~/testing/content-page";

import { parseContentPage, type SectionEntry } from "./page";
import { contentVariables } from "./variables";

const tierIds = shadowCradleTiers.map((tier) => tier.id);

const page = (...sectionLines: string[]) => pageSource(sectionLines.join("\n"));

const parse = (source: string) =>
  parseContentPage("content/pages/test-page.md", source, contentVariables);

const firstSection = (source: string): SectionEntry => {
  const [section] = parse(source).sections;
  if (!section) throw new Error("no section");
  return section;
};

const problem = (source: string) => parseProblem(parse, source);

const family = (products: string) => [
  "  - section: ProductFamily",
  "    id: family-title",
  "    heading: { title: Products }",
  `    products: ${products}`,
  "    availableLabel: Available",
];

describe("ProductFamily", () => {
  it("shows the whole catalogue, available products first, for products: all", () => {
    const fields = firstSection(page(...family("all"))) as unknown as ProductFamilyProps;
    // The file's slugs are what the page carries; the component joins the catalogue.
    expect(fields.products).toBe("all");
    const items = productCards(fields.products);
    expect(items.map((item) => item.name)).toEqual(productsAvailableFirst.map((p) => p.name));
    for (const item of items) {
      const product = products.find((entry) => entry.name === item.name);
      expect(item.href).toBe(product?.href);
      expect(item.soon).toBe(product?.status === "soon");
    }
  });

  it("shows the products a list names, in its order, with the page's own summary", () => {
    const [second, first] = products;
    const { products: chosen } = firstSection(
      page(...family(`[{ product: ${first?.slug} }, { product: ${second?.slug}, summary: Why. }]`)),
    ) as unknown as ProductFamilyProps;
    const items = productCards(chosen);
    expect(items).toMatchObject([
      { name: first?.name, summary: first?.summary },
      { name: second?.name, summary: "Why." },
    ]);
  });

  it("refuses a product the catalogue does not have, and anything but all or a list", () => {
    expect(problem(page(...family("[{ product: nosuch }]")))).toMatch(
      /line 10, sections\.0\.products: 0\.product: use a product of the catalogue/,
    );
    expect(problem(page(...family("some")))).toMatch(/sections\.0\.products: write all/);
  });
});

const table = (rows: string[]) => [
  "  - section: ComparisonTable",
  "    id: compare-title",
  "    heading: { title: Compare }",
  "    caption: What each covers",
  "    scrollHint: Scroll",
  "    rowHeader: Product",
  "    columns: [{ key: backup, label: Backup }, { key: dns, label: DNS }]",
  "    rows:",
  ...rows,
  "    marks: { yes: Covers, no: Does not cover }",
];

const allRows = (covers: (slug: string) => string) =>
  products.map(
    (product) => `      - { product: ${product.slug}, covers: [${covers(product.slug)}] }`,
  );

describe("ComparisonTable", () => {
  it("joins each row with its product's name, link and status", () => {
    const { rows } = firstSection(page(...table(allRows(() => "backup")))) as unknown as {
      rows: { name: string; href: string; soon: boolean; covers: string[] }[];
    };
    expect(rows).toEqual(
      products.map((product) => ({
        name: product.name,
        href: product.href,
        soon: product.status === "soon",
        covers: ["backup"],
      })),
    );
  });

  it("refuses a covered area that is not a column, and a product left out", () => {
    expect(problem(page(...table(allRows(() => "privacy"))))).toMatch(
      /sections\.0\.rows: cover only the keys of the table's columns/,
    );
    expect(problem(page(...table(allRows(() => "dns").slice(1))))).toMatch(
      /list every product of the catalogue once/,
    );
  });
});

describe("AudienceCards", () => {
  const cards = (slugs: string[]) => [
    "  - section: AudienceCards",
    "    id: audiences-title",
    "    heading: { title: Who }",
    "    items:",
    ...slugs.map(
      (slug) => `      - { industry: ${slug}, icon: users, points: [A point], linkLabel: More }`,
    ),
    "    related: { label: 'Also:', more: { label: All, href: /industries } }",
  ];

  it("cards the industries named and links every other industry, Soon by its status", () => {
    const [first, second, ...others] = industries;
    const fields = firstSection(page(...cards([String(first?.slug), String(second?.slug)])));
    const { cards: items, related } = audienceCards(fields as unknown as AudienceCardsProps);
    expect(items.map((item) => [item.title, item.link.href])).toEqual([
      [first?.name, first?.href],
      [second?.name, second?.href],
    ]);
    expect(related?.items).toEqual(
      others.map((industry) => ({
        label: industry.name,
        href: industry.href,
        soon: industry.status === "soon",
      })),
    );
  });

  it("refuses two cards for one industry", () => {
    expect(problem(page(...cards(["msp", "msp"])))).toMatch(/give each industry one card/);
  });
});

describe("CaseStudyFilter", () => {
  const filter = (count: string) => [
    "  - section: CaseStudyFilter",
    "    id: studies-title",
    "    heading: { title: Studies }",
    "    labels:",
    "      industry: Industry",
    "      service: Service",
    "      allIndustries: All industries",
    "      allServices: All services",
    "      clear: Clear",
    `      count: ${count}`,
    "      empty: { title: None, text: Nothing matches., action: Show all }",
    "      challenge: Challenge",
    "      approach: Approach",
    "      servicesUsed: Services used",
  ];

  it("joins every case study and offers only the industries and services they use", () => {
    const fields = firstSection(page(...filter("'{shown} of {total}'"))) as unknown as {
      studies: { slug: string }[];
      industries: { value: string }[];
      services: { value: string; href: string }[];
    };
    expect(fields.studies.map((study) => study.slug)).toEqual(caseStudies.map((s) => s.slug));
    const usedIndustries = new Set<string>(caseStudies.map((study) => study.industry));
    const usedServices = new Set<string>(caseStudies.flatMap((study) => study.services));
    expect(fields.industries.map((option) => option.value)).toEqual(
      industries.filter((industry) => usedIndustries.has(industry.slug)).map((i) => i.slug),
    );
    expect(fields.services.map((option) => option.href)).toEqual(
      services
        .filter((service) => usedServices.has(service.slug))
        .map((s) => `/services#${s.slug}`),
    );
  });

  it("refuses a count label without a place for both numbers", () => {
    expect(problem(page(...filter("'Showing {shown}'")))).toMatch(
      /line 16, sections\.0\.labels\.count: write \{shown\} and \{total\} where the values go/,
    );
  });
});

describe("ServiceCatalog and ProductSpotlight", () => {
  it("list every service of the catalogue, and the product's own name and features", () => {
    const [catalog, spotlight] = parse(
      page(
        "  - section: ServiceCatalog",
        "    index: { id: index-title, heading: { title: Services }, navLabel: On this page }",
        "    labels:",
        "      { eyebrow: Service, included: In, engagement: How, outcomes: Out, pricing: From, backToIndex: Back }",
        "  - section: ProductSpotlight",
        "    id: spotlight-title",
        "    product: vcradle",
        "    status: Soon",
        "    title: A title",
        "    paragraphs: ['{{products.vcradle.summary}}']",
        "    actions: [{ label: More, href: /vcradle }]",
        "    process: { title: Steps, steps: [{ title: One, text: A. }, { title: Two, text: B. }] }",
      ),
    ).sections as unknown as [
      { services: { slug: string }[] },
      { product: string; paragraphs: string[] },
    ];
    expect(catalog.services.map((service) => service.slug)).toEqual(services.map((s) => s.slug));
    const vcradle = products.find((product) => product.slug === "vcradle");
    // The product by its slug (the component reads its name and features from the catalogue).
    expect(spotlight).toMatchObject({ product: vcradle?.slug, paragraphs: [vcradle?.summary] });
    expect(spotlight).not.toHaveProperty("features");
  });
});

describe("catalogue values", () => {
  it("fills the product counts and the header's actions", () => {
    const { actions, lead } = firstSection(
      page(
        "  - section: Hero",
        "    id: hero-title",
        "    title: A title",
        "    lead: '{{productCount.soon}} of {{productCount.all}} soon'",
        "    actions: [{ label: '{{nav.getStarted.label}}', href: '{{nav.getStarted.href}}' }]",
      ),
    ) as unknown as { actions: { label: string; href: string }[]; lead: string };
    const soon = products.filter((product) => product.status === "soon").length;
    expect(lead).toBe(`${soon} of ${products.length} soon`);
    expect(actions).toEqual([headerActions.getStarted]);
  });
});

describe("PricingTiers", () => {
  const pricing = (tiers: readonly string[], minimum = "From {amount}") => [
    "  - section: PricingTiers",
    "    id: pricing",
    "    heading: { title: Pricing }",
    "    priceUnits: { servers: a server, endpoints: an endpoint, storageTb: a TB }",
    `    minimum: ${minimum}`,
    "    tiers:",
    ...tiers.map(
      (tier) =>
        `      - { tier: ${tier}, tagline: T., objectives: [], features: [F], action: { label: Go, href: /contact } }`,
    ),
    "    notes: []",
  ];

  it("prices each tier from the price list, in the file's words", () => {
    const { tiers } = firstSection(page(...pricing(tierIds))) as unknown as {
      tiers: { name: string; prices: { amount: string; unit: string }[]; minimum: string }[];
    };
    expect(tiers).toMatchObject(
      shadowCradleTiers.map((tier) => ({
        name: tier.name,
        prices: [
          { amount: formatUsd(tier.perServerCents), unit: "a server" },
          { amount: formatUsd(tier.perEndpointCents), unit: "an endpoint" },
          { amount: formatUsd(tier.perTbCents), unit: "a TB" },
        ],
        minimum: `From ${formatUsd(tier.minimumCents)}`,
      })),
    );
  });

  it("refuses a tier left out, and a minimum without its {amount}", () => {
    expect(problem(page(...pricing(tierIds.slice(1))))).toMatch(
      /list every tier of the price list once/,
    );
    expect(problem(page(...pricing(tierIds, "From")))).toMatch(
      /sections\.0\.minimum: write \{amount\} where the value goes/,
    );
  });
});
