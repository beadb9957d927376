import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { site } from "~/content/generated/site";
import { industries } from "~/content/industries";
import { contentPages } from "~/content/pages";
import { products } from "~/content/products";
import { notifyAction, notifyFormCopy } from "~/content/signup-forms";
import { portfolioProjects } from "~/content/templates/portfolio/projects";
import { productCards, type ProductFamilyProps } from "~/sections/product-family";
import { pageSource, parseProblem } from "~/testing/content-page";

import { sectionModulePath, sectionUses } from "./compiler/route-modules";
import { iconModuleSource, withIcons } from "./icons";
import { ContentError, fillVariables, pagePath, parseContentPage } from "./page";
import { SECTION_NAMES, sectionLibrary } from "./sections";
import { contentVariables } from "./variables";

const header = pageSource;
const ROOT = join(import.meta.dirname, "../../..");

const cta = [
  "  - section: CtaBanner",
  "    id: cta-title",
  "    title: Talk to {{site.brand}}",
  "    text: Some text.",
  "    actions:",
  "      - label: Contact us",
  "        href: /contact",
].join("\n");

const parse = (source: string, file = "content/pages/test-page.md") =>
  parseContentPage(file, source, contentVariables);

/** The message a page that fails its checks stops the build with. */
const problem = (source: string) => parseProblem(parse, source);

describe("parseContentPage", () => {
  it("reads a page: its path from the file, values filled in, sections in order", () => {
    const page = parse(header(cta));
    expect(page.path).toBe("/test-page");
    expect(page.sections).toEqual([
      {
        section: "CtaBanner",
        id: "cta-title",
        title: `Talk to ${site.brand}`,
        text: "Some text.",
        actions: [{ label: "Contact us", href: "/contact" }],
      },
    ]);
  });

  it("gives a refused body its line in the file", () => {
    const source = `${header(cta)}\nSome words.\n`;
    const line = source.split("\n").indexOf("Some words.") + 1;
    expect(problem(source)).toContain(
      `line ${line - 1}: no section of this page shows a Markdown body`,
    );
  });
  it("names the file, the line and the field of a mistake, and what was expected", () => {
    const message = problem(header(cta.replace("href: /contact", "href: contact")));
    expect(message).toMatch(/^content\/pages\/test-page\.md:/);
    expect(message).toContain("line 13, sections.0.actions.0.href");
    expect(message).toContain('start with "/"');
  });

  it("refuses a section the library does not have, and lists those it has", () => {
    const message = problem(header(cta.replace("CtaBanner", "CtaBaner")));
    expect(message).toContain("sections.0.section");
    for (const name of SECTION_NAMES) expect(message).toContain(name);
  });

  it("refuses unknown fields, so a typo is not silently dropped", () => {
    expect(problem(header(`${cta}\n    titel: oops`))).toContain("unknown field titel");
  });

  it("refuses a value the site does not know", () => {
    expect(problem(header(cta.replace("site.brand", "site.brnad")))).toContain(
      "{{site.brnad}} is not a value the site knows",
    );
  });

  it("checks the title and description once, for length", () => {
    const long = header(cta).replace(
      "title: A page about testing things",
      `title: ${"A very long title ".repeat(4)}`,
    );
    expect(problem(long)).toMatch(/title: keep the title to \d+ characters/);
  });

  it("keeps a noindex page out of the sitemap, and asks no search-result title length of it", () => {
    const noindex = header(cta)
      .replace("title: A page about testing things", "title: Thanks")
      .replace("sitemap: { changefreq: monthly, priority: 0.5 }", "noindex: true");
    const page = parse(noindex);
    expect(page.kind === "page" && page.noindex).toBe(true);
    expect(page.kind === "page" && page.sitemap).toBeUndefined();
    expect(problem(noindex.replace("noindex: true\n", ""))).toMatch(/title: write a title/);
    expect(problem(header(cta).replace("sitemap:", "noindex: true\nsitemap:"))).toContain(
      "a noindex page stays out of the sitemap",
    );
  });

  it("reports YAML errors with their line", () => {
    expect(problem(header(`${cta}\n   - broken: [`))).toMatch(/line \d+: not valid YAML/);
  });

  it("refuses a file name that is not a path", () => {
    expect(() => pagePath("About Us.md")).toThrow(ContentError);
    expect(pagePath("industries/msp.md")).toBe("/industries/msp");
  });
});

describe("sections that name facts kept elsewhere", () => {
  const cards = (items: string[]) =>
    [
      "  - section: IndustryCards",
      "    id: cards-title",
      "    heading: { title: Industries }",
      "    items:",
      ...items.map((slug) =>
        [
          `      - industry: ${slug}`,
          "        icon: users",
          "        points: [One point]",
          "        linkLabel: See it",
        ].join("\n"),
      ),
    ].join("\n");
  const slugs = industries.map((industry) => industry.slug);

  it("join each item with its catalogue entry at build time", () => {
    const [section] = parse(header(cards(slugs))).sections;
    const items = section?.items as { name: string; href: string; soon: boolean }[];
    expect(items.map((item) => item.name)).toEqual(industries.map((industry) => industry.name));
    expect(items.map((item) => item.href)).toEqual(slugs.map((slug) => `/industries/${slug}`));
    expect(items.map((item) => item.soon)).toEqual(
      industries.map((industry) => industry.status === "soon"),
    );
  });

  it("refuse a slug the catalogue does not have, and a catalogue entry left out", () => {
    expect(problem(header(cards([...slugs.slice(1), "farming"])))).toContain(
      "use an industry of the catalogue",
    );
    expect(problem(header(cards(slugs.slice(1))))).toContain("list every industry");
  });

  it("give product structured data only to a catalogue product's own page", () => {
    const withProduct = header(cta).replace("sections:", "jsonLd: [product]\nsections:");
    expect(problem(withProduct)).toContain("needs a catalogue product whose page is /test-page");
    const page = parse(withProduct, "content/pages/firecradle.md");
    const [data] = page.kind === "page" ? page.jsonLd : [];
    expect(data?.["@type"]).toBe("Product");
  });

  it("give breadcrumb structured data only to a page with a trail", () => {
    expect(problem(header(cta).replace("sections:", "jsonLd: [breadcrumb]\nsections:"))).toContain(
      "breadcrumb structured data needs a section with a trail",
    );
  });

  const grid = (items: string[]) =>
    [
      "  - section: ProductFamily",
      "    id: products-title",
      "    heading: { title: Products }",
      "    availableLabel: Available now",
      "    products:",
      ...items,
    ].join("\n");

  it("join each product with its catalogue entry, its own line replacing the summary", () => {
    const [section] = parse(
      header(
        grid(["      - product: shadowcradle", "      - { product: monitora, summary: Why. }"]),
      ),
    ).sections;
    const [shadow, monitora] = productCards(section?.products as ProductFamilyProps["products"]);
    const catalogue = (slug: string) => products.find((product) => product.slug === slug);
    expect(shadow).toMatchObject({
      name: catalogue("shadowcradle")?.name,
      href: catalogue("shadowcradle")?.href,
      summary: catalogue("shadowcradle")?.summary,
      soon: false,
    });
    expect(monitora).toMatchObject({
      href: catalogue("monitora")?.href,
      summary: "Why.",
      soon: true,
    });
    expect(problem(header(grid(["      - product: nothing"])))).toContain(
      "use a product of the catalogue",
    );
    expect(
      problem(header(grid(["      - product: monitora", "      - product: monitora"]))),
    ).toContain("list each product once");
  });

  it("give a notify-me band the site's one notify form, about what the file names", () => {
    const band = [
      "  - section: NotifySection",
      "    id: notify-title",
      "    heading: { title: Be first }",
      "    form: { id: notify, industry: '{{industries.healthcare.shortName}}', launch: it opens }",
    ].join("\n");
    const [section] = parse(header(band)).sections;
    const form = section?.form as Record<string, unknown>;
    expect(form).toMatchObject({ id: "notify", industry: "Healthcare", action: notifyAction });
    expect(form.copy).toEqual(notifyFormCopy("it opens"));
    expect(problem(header(band.replace("industry: ", "team: ")))).toContain(
      "either an industry or a product",
    );
  });
});

describe("a page whose section shows the Markdown body", () => {
  const legal = [
    "  - section: LegalDocument",
    "    id: doc-title",
    "    eyebrow: Legal",
    "    title: Terms",
    "    intro: What these terms cover.",
    "    effective: 2026-11-21",
    "    updated: 2026-11-22",
    "    contact: { text: Questions?, email: a@example.com }",
    "    summary: { id: short, title: In short, points: ['**Bold** and [a link](#rules)'] }",
    "    labels: { effective: Effective, updated: Updated, contents: Contents, back: Back }",
  ].join("\n");
  const body = [
    "## Who we are {#who}",
    "",
    "{{site.legalName}}, see [the rules](#rules) or write to [us](mailto:a@example.com).",
    "",
    "## The rules {#rules}",
    "",
    "### In short",
    "",
    "- one",
    "- two",
    "",
  ].join("\n");
  const document = (text: string, fields = legal) => {
    const [section] = parse(`${header(fields)}${text}`).sections;
    return section as Record<string, unknown>;
  };

  it("gets the body in numbered sections, by the anchors the headings give, values filled in", () => {
    const { sections, summary } = document(body) as {
      sections: { id: string; title: string; html: string }[];
      summary: { points: string[] };
    };
    expect(sections.map(({ id, title }) => [id, title])).toEqual([
      ["who", "Who we are"],
      ["rules", "The rules"],
    ]);
    expect(sections[0]?.html).toBe(
      `<p>${site.legalName}, see <a href="#rules">the rules</a> or write to <a href="mailto:a@example.com">us</a>.</p>`,
    );
    expect(sections[1]?.html).toBe("<h3>In short</h3>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(summary.points).toEqual(['<strong>Bold</strong> and <a href="#rules">a link</a>']);
  });

  it("names the file's line of a heading without its anchor, or text before the first", () => {
    const source = `${header(legal)}${body.replace("## The rules {#rules}", "## The rules")}`;
    const line = source.split("\n").indexOf("## The rules") + 1;
    expect(problem(source)).toContain(`line ${line}, body: give the section its anchor`);
    expect(problem(`${header(legal)}Intro.\n\n${body}`)).toContain("start the body with a section");
    expect(problem(`${header(legal)}${body}## Again {#who}\n\nText.\n`)).toContain(
      "the anchor #who is used twice",
    );
  });

  it("refuses links to anchors the page lacks and to other sites, and values it does not know", () => {
    expect(problem(`${header(legal)}${body.replace("(#rules)", "(#nowhere)")}`)).toContain(
      "#who links to #nowhere, which this page does not have",
    );
    expect(
      problem(`${header(legal)}${body.replace("(#rules)", "(https://example.com)")}`),
    ).toContain(
      'links must be paths of this site, #anchors of this page or mailto: addresses, not "https://example.com"',
    );
    expect(
      problem(`${header(legal)}${body.replace("{{site.legalName}}", "{{site.nothing}}")}`),
    ).toContain("body: {{site.nothing}} is not a value the site knows");
  });

  it("needs its body, and a page has only one section that shows it", () => {
    expect(problem(header(legal))).toContain("LegalDocument shows the Markdown body");
    expect(problem(`${header(`${legal}\n${legal}`)}${body}`)).toContain(
      "only one section may show the body",
    );
    expect(
      problem(`${header(legal.replace("updated: 2026-11-22", "updated: 2026-11-01"))}${body}`),
    ).toContain("the last update cannot come before the effective date");
  });
});

describe("fillVariables", () => {
  it("fills numbers and nested names, and keeps text without tokens as it is", () => {
    expect(fillVariables("Since {{ site.foundedYear }} in {{site.address.city}}", { site })).toBe(
      `Since ${site.foundedYear} in ${site.address.city}`,
    );
    expect(fillVariables({ a: ["{plain}"] }, {})).toEqual({ a: ["{plain}"] });
  });
});

describe("variants and template pages", () => {
  const kitCta = cta.replace("section: CtaBanner", "section: CtaBanner\n    variant: kit");

  it("check a variant against its own schema, and keep its name for the route module", () => {
    const page = parse(header(`${kitCta}\n    tone: soft`));
    expect(page.sections[0]).toMatchObject({ section: "CtaBanner", variant: "kit", tone: "soft" });
    expect(problem(header(`${cta}\n    tone: soft`))).toMatch(/sections\.0.*tone/);
    expect(
      problem(header(cta.replace("section: CtaBanner", "section: CtaBanner\n    variant: retro"))),
    ).toMatch(/variant/);
  });

  it("store the default variant, written or not, without a name", () => {
    const written = cta.replace("section: CtaBanner", "section: CtaBanner\n    variant: company");
    expect(parse(header(written)).sections[0]).toEqual(parse(header(cta)).sections[0]);
    expect(parse(header(written)).sections[0]).not.toHaveProperty("variant");
  });

  const template = (frontmatter: string) =>
    [
      "---",
      "title: A sample page for the kit",
      "description: A description long enough to pass the search engine length check, and no more.",
      frontmatter,
      "sections:",
      kitCta,
      "---",
      "",
    ].join("\n");

  it("read a template page's theme and brand, at the path of its file under content/templates", () => {
    const page = parse(
      template("theme: yoga\nbrand: Stillwater"),
      "content/templates/landing/yoga.md",
    );
    expect(page).toMatchObject({
      kind: "template",
      path: "/landing/yoga",
      theme: "yoga",
      brand: "Stillwater",
    });
  });

  it("refuse a template page without a theme of the kit, or with a company page's fields", () => {
    const file = "content/templates/landing/yoga.md";
    const message = (source: string) => {
      try {
        parse(source, file);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error("the page was accepted");
    };
    expect(message(template("theme: pastel\nbrand: Stillwater"))).toMatch(
      /theme: use one of the kit's themes/,
    );
    expect(message(template("theme: yoga\nbrand: Stillwater\nupdated: 2026-11-21"))).toMatch(
      /unknown field updated/,
    );
  });
});

describe("the kit's sections and their icons", () => {
  const kitFile = "content/templates/landing/yoga.md";
  const kitPage = (sections: string) =>
    [
      "---",
      "title: A sample page for the kit",
      "description: A description long enough to pass the search engine length check, and no more.",
      "theme: yoga",
      "brand: Stillwater",
      "sections:",
      sections,
      "---",
      "",
    ].join("\n");
  const grid = (icon: string) =>
    [
      "  - section: FeatureGrid",
      "    variant: kit",
      "    id: perks",
      "    heading: { title: Perks }",
      "    items:",
      `      - { icon: ${icon}, title: Calm, text: A quiet room., art: { seed: s, motif: sun, decorative: true } }`,
    ].join("\n");

  it("take Lucide icons by name, and refuse a name Lucide does not have", () => {
    const page = parseContentPage(kitFile, kitPage(grid("shield-check")), contentVariables);
    expect(page.sections[0]).toMatchObject({ items: [{ icon: "shield-check" }] });
    expect(() => parseContentPage(kitFile, kitPage(grid("shield-chek")), contentVariables)).toThrow(
      /sections\.0\.items\.0\.icon: name a Lucide icon/,
    );
  });

  it("are imported by the page's icon module, each icon its data names once", () => {
    const page = parseContentPage(
      kitFile,
      kitPage(`${grid("shield-check")}\n${grid("mail")}`),
      contentVariables,
    );
    const icons = iconModuleSource(page.sections);
    expect(icons).toContain('import IconShieldCheck from "lucide-react/icons/shield-check";');
    expect(icons.match(/^import /gm)).toHaveLength(3); // mail, shield-check, sun
    expect(icons).toContain('"shield-check": IconShieldCheck');
  });

  it("include those of the collection entries a page joins", () => {
    const cards = [
      "  - section: ProjectCards",
      "    id: more",
      "    heading: { title: More }",
      "    projects: [saltmarsh-coffee]",
    ].join("\n");
    const page = parseContentPage(kitFile, kitPage(cards), contentVariables);
    const motif = portfolioProjects.find((project) => project.slug === "saltmarsh-coffee")?.art
      .motif;
    expect(motif).toBeDefined();
    expect(iconModuleSource(page.sections)).toContain(`"lucide-react/icons/${motif}"`);
  });

  it("become the icon components where their names were, and nowhere else", () => {
    const Mail = (() => null) as unknown as Parameters<typeof withIcons>[1][string];
    const fields = {
      title: "mail",
      items: [{ icon: "mail", art: { motif: "mail", seed: "mail" } }, { icon: "sun" }],
    };
    expect(withIcons(fields, { mail: Mail })).toEqual({
      title: "mail",
      items: [{ icon: Mail, art: { motif: Mail, seed: "mail" } }, { icon: "sun" }],
    });
  });
});

describe("a page's route module", () => {
  it("imports each section a checked page lists once, the default variant as none", () => {
    expect(sectionUses(parse(header(`${cta}\n${cta}`)).sections)).toEqual([{ name: "CtaBanner" }]);
    const kit = cta.replace("section: CtaBanner", "section: CtaBanner\n    variant: kit");
    const company = cta.replace("section: CtaBanner", "section: CtaBanner\n    variant: company");
    expect(sectionUses(parse(header(`${kit}\n${company}`)).sections)).toEqual([
      { name: "CtaBanner", variant: "kit" },
      { name: "CtaBanner" },
    ]);
  });

  const library = sectionLibrary as Record<string, { variants?: Record<string, unknown> }>;
  const uses = SECTION_NAMES.flatMap((name) => [
    { name },
    ...Object.keys(library[name]?.variants ?? {}).map((variant) => ({ name, variant })),
  ]);
  const modules = import.meta.glob<Record<string, unknown>>("../../sections/**/*.tsx");
  it.each(uses)(
    "$name $variant: the library name is the component its file exports",
    async (use) => {
      const load = modules[`../../sections/${sectionModulePath(use, ROOT)}.tsx`];
      expect(load).toBeDefined();
      expect(typeof (await load!())[use.name]).toBe("function");
    },
  );
});

describe("the content pages", () => {
  it("are all read, each at its own path", () => {
    expect(contentPages.length).toBeGreaterThan(0);
    const paths = contentPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
