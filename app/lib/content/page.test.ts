import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { industries } from "~/content/industries";
import { contentPages } from "~/content/pages";
import { site } from "~/content/site";

import {
  type ContentRouteDirs,
  contentRoutes,
  generateContentRoutes,
  routeModuleSource,
  sectionModule,
  sectionNames,
} from "../../content-routes";
import { ContentError, fillVariables, pagePath, parseContentPage } from "./page";
import { SECTION_NAMES } from "./sections";
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

  it("keeps a noindex page out of the sitemap, and asks no search-result title length of it", () => {
    const noindex = header(cta)
      .replace("title: A page about testing things", "title: Thanks")
      .replace("sitemap: { changefreq: monthly, priority: 0.5 }", "noindex: true");
    const page = parse(noindex);
    expect(page.noindex).toBe(true);
    expect(page.sitemap).toBeUndefined();
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
    const [data] = parse(withProduct, "content/pages/firecradle.md").jsonLd;
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

describe("generated route modules", () => {
  it("import only the sections the page names, from the library's files", () => {
    const source = routeModuleSource("industries/msp.md", ["PageHeader", "CtaBanner"]);
    expect(source).toContain('import page from "../../../../content/pages/industries/msp.md";');
    expect(source).toContain('import { CtaBanner } from "~/sections/cta-banner";');
    expect(source).toContain('import { PageHeader } from "~/sections/page-header";');
    expect(source).not.toContain("FeatureGrid");
  });

  it("read the section names of a page file, each once", () => {
    expect(sectionNames(header(`${cta}\n${cta}`))).toEqual(["CtaBanner"]);
  });

  it.each(SECTION_NAMES)("%s: the library name is the component its file exports", async (name) => {
    const module = (await import(`../../sections/${sectionModule(name)}.tsx`)) as Record<
      string,
      unknown
    >;
    expect(typeof module[name]).toBe("function");
  });
});

describe("the content pages", () => {
  it("are all read, each at its own path", () => {
    expect(contentPages.length).toBeGreaterThan(0);
    const paths = contentPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

/** Runs `test` with a content tree of its own in a temporary folder, removed after. */
function inTempTree(test: (dirs: ContentRouteDirs) => void, own?: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "content-routes-"));
  const dirs = {
    pages: join(root, "content/pages"),
    generated: join(root, "app/routes/pages"),
    app: join(root, "app"),
    own,
  };
  try {
    mkdirSync(dirs.pages, { recursive: true });
    test(dirs);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("a new page file", () => {
  it("becomes a route with its own module, and leaves with the file", () => {
    inTempTree((dirs) => {
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
    });
  });
});

describe("a page with a route module of its own", () => {
  it("routes to that module, and has none generated", () => {
    inTempTree(
      (dirs) => {
        writeFileSync(join(dirs.pages, "careers.md"), header(cta));
        writeFileSync(join(dirs.pages, "press.md"), header(cta));
        const routes = contentRoutes(dirs);
        expect(routes.page("careers")).toBe("routes/company/careers.tsx");
        expect(existsSync(join(dirs.generated, "careers.tsx"))).toBe(false);
        expect(routes.rest()).toEqual([["press", "routes/pages/press.tsx"]]);
      },
      { careers: "routes/company/careers.tsx" },
    );
  });
});

describe("the routes app/routes.ts declares", () => {
  it("claim their files, leave new files to rest(), and fail for a file that is gone", () => {
    inTempTree((dirs) => {
      writeFileSync(join(dirs.pages, "about.md"), header(cta));
      writeFileSync(join(dirs.pages, "careers.md"), header(cta));
      const routes = contentRoutes(dirs);
      expect(routes.page("about")).toBe("routes/pages/about.tsx");
      expect(() => routes.page("press")).toThrow(/press\.md does not exist/);
      expect(routes.rest()).toEqual([["careers", "routes/pages/careers.tsx"]]);
    });
  });
});
