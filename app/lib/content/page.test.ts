import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { industries } from "~/content/industries";
import { contentPages } from "~/content/pages";
import { site } from "~/content/site";

import {
  contentRoutes,
  generateContentRoutes,
  lucideIconUses,
  routeModuleSource,
  sectionModulePath,
  sectionUses,
} from "../../content-routes";
import { withIcons } from "./icons";
import { ContentError, fillVariables, pagePath, parseContentPage } from "./page";
import { SECTION_NAMES, sectionLibrary } from "./sections";
import { contentVariables } from "./variables";

const header = (fields: string) =>
  [
    "---",
    "title: A page about testing things",
    "description: A description long enough to pass the search engine length check, and no more.",
    "updated: 2026-11-21",
    "sitemap: { changefreq: monthly, priority: 0.5 }",
    "sections:",
    fields,
    "---",
    "",
  ].join("\n");

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
const problem = (source: string) => {
  try {
    parse(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("the page was accepted");
};

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
    expect(page.body).toBe("");
  });

  it("renders the Markdown body", () => {
    expect(parse(`${header(cta)}## Terms\n\nPlain *words*.\n`).body).toBe(
      "<h2>Terms</h2>\n<p>Plain <em>words</em>.</p>",
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
      `      - { icon: ${icon}, title: Calm, text: A quiet room., art: { seed: s, motif: sun, alt: "" } }`,
    ].join("\n");

  it("take Lucide icons by name, and refuse a name Lucide does not have", () => {
    const page = parseContentPage(kitFile, kitPage(grid("shield-check")), contentVariables);
    expect(page.sections[0]).toMatchObject({ items: [{ icon: "shield-check" }] });
    expect(() => parseContentPage(kitFile, kitPage(grid("shield-chek")), contentVariables)).toThrow(
      /sections\.0\.items\.0\.icon: name a Lucide icon/,
    );
  });

  it("need the variant of a section with no company schema (Hero, Faq)", () => {
    const hero = "  - section: Hero\n    title: Breathe\n    lead: A studio.";
    expect(() => parseContentPage(kitFile, kitPage(hero), contentVariables)).toThrow(/variant/);
    const page = parseContentPage(
      kitFile,
      kitPage(hero.replace("section: Hero", "section: Hero\n    variant: kit")),
      contentVariables,
    );
    expect(page.sections[0]).toMatchObject({ section: "Hero", variant: "kit", title: "Breathe" });
  });

  it("are imported by the page's route module, each icon the file names once", () => {
    const source = kitPage(`${grid("shield-check")}\n${grid("mail")}`);
    expect(lucideIconUses(source)).toEqual(["mail", "shield-check", "sun"]);
    const module = routeModuleSource(
      kitFile,
      "../../../../content/templates/landing/yoga.md",
      [{ name: "FeatureGrid", variant: "kit" }],
      undefined,
      lucideIconUses(source),
    );
    expect(module).toContain('import IconShieldCheck from "lucide-react/icons/shield-check";');
    expect(module).toContain('"shield-check": IconShieldCheck');
    expect(module).toContain("icons={icons}");
    expect(routeModuleSource(kitFile, "x.md", [{ name: "CtaBanner" }])).not.toContain("icons");
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

describe("generated route modules", () => {
  it("import only the sections the page names, from the library's files", () => {
    const source = routeModuleSource(
      "content/pages/industries/msp.md",
      "../../../../content/pages/industries/msp.md",
      [{ name: "PageHeader" }, { name: "CtaBanner" }],
    );
    expect(source).toContain('import page from "../../../../content/pages/industries/msp.md";');
    expect(source).toContain('import { CtaBanner } from "~/sections/cta-banner";');
    expect(source).toContain('import { PageHeader } from "~/sections/page-header";');
    expect(source).toContain("const components = { CtaBanner, PageHeader };");
    expect(source).not.toContain("FeatureGrid");
  });

  it("import a variant from its folder under its own key, and a kit section from the kit", () => {
    const source = routeModuleSource("content/templates/x.md", "../../../content/templates/x.md", [
      { name: "CtaBanner", variant: "kit" },
      { name: "CtaBanner" },
      { name: "AlternatingRows" },
    ]);
    expect(source).toContain(
      'import { CtaBanner as CtaBannerKit } from "~/sections/kit/cta-banner";',
    );
    expect(source).toContain('import { CtaBanner } from "~/sections/cta-banner";');
    expect(source).toContain('import { AlternatingRows } from "~/sections/kit/alternating-rows";');
    expect(source).toContain('"CtaBanner.kit": CtaBannerKit');
  });

  it("read the sections of a page file, each once, the default variant as none", () => {
    expect(sectionUses(header(`${cta}\n${cta}`))).toEqual([{ name: "CtaBanner" }]);
    const kit = cta.replace("section: CtaBanner", "section: CtaBanner\n    variant: kit");
    const company = cta.replace("section: CtaBanner", "section: CtaBanner\n    variant: company");
    expect(sectionUses(header(`${kit}\n${company}`))).toEqual([
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
      const load = modules[`../../sections/${sectionModulePath(use)}.tsx`];
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

describe("a new page file", () => {
  it("becomes a route with its own module, and leaves with the file", () => {
    const root = mkdtempSync(join(tmpdir(), "content-routes-"));
    const dirs = {
      pages: join(root, "content/pages"),
      generated: join(root, "app/routes/pages"),
      app: join(root, "app"),
    };
    try {
      mkdirSync(join(dirs.pages, "careers"), { recursive: true });
      writeFileSync(join(dirs.pages, "careers/engineers.md"), header(cta));
      expect(generateContentRoutes(dirs)).toEqual([
        ["careers/engineers", "routes/pages/careers/engineers.tsx"],
      ]);
      const module = readFileSync(join(dirs.generated, "careers/engineers.tsx"), "utf8");
      expect(module).toContain('import { CtaBanner } from "~/sections/cta-banner";');
      rmSync(join(dirs.pages, "careers/engineers.md"));
      expect(generateContentRoutes(dirs)).toEqual([]);
      expect(existsSync(join(dirs.generated, "careers/engineers.tsx"))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the routes app/routes.ts declares", () => {
  it("claim their files, leave new files to rest(), and fail for a file that is gone", () => {
    const root = mkdtempSync(join(tmpdir(), "content-routes-"));
    const dirs = {
      pages: join(root, "content/pages"),
      generated: join(root, "app/routes/pages"),
      app: join(root, "app"),
    };
    try {
      mkdirSync(dirs.pages, { recursive: true });
      writeFileSync(join(dirs.pages, "about.md"), header(cta));
      writeFileSync(join(dirs.pages, "careers.md"), header(cta));
      const routes = contentRoutes(dirs);
      expect(routes.page("about")).toBe("routes/pages/about.tsx");
      expect(() => routes.page("press")).toThrow(/press\.md does not exist/);
      expect(routes.rest()).toEqual([["careers", "routes/pages/careers.tsx"]]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
