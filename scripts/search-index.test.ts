// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import Database from "../server/db/sqlite";
import type { CompanyPageData, LabEntryData } from "./content-data.mjs";
import { buildSearchIndex, pageDocuments, sitemapPaths } from "./search-index.mjs";

const PORTFOLIO: CompanyPageData = {
  kind: "page",
  path: "/portfolio",
  title: "Case studies",
  description: "Measured client results.",
  sitemap: { changefreq: "monthly", priority: 0.8 },
  sections: [
    {
      section: "PageHeader",
      id: "portfolio-title",
      eyebrow: "Portfolio",
      title: "Client work",
      lead: "Intro about results.",
      actions: [{ label: "Talk to us", href: "/contact" }],
    },
    {
      section: "CaseStudyFilter",
      id: "studies-title",
      heading: { title: "Find work like yours", intro: "Filter by industry." },
      studies: [
        {
          slug: "law-firm",
          client: "A 70-lawyer law firm",
          industry: "legal",
          headline: "Ransomware stopped in 9 minutes.",
        },
        { slug: "clinic", client: "A clinic", headline: "Immutable backup restored in an hour." },
      ],
      labels: { count: "{shown} of {total}", clear: "Clear filters" },
    },
    {
      section: "NotifySection",
      heading: { title: "Hear first" },
      form: { id: "notify", action: "/api/notify", copy: { emailLabel: "Your e-mail" } },
    },
  ],
};

describe("pageDocuments of a company page", () => {
  const documents = pageDocuments(PORTFOLIO);
  const byUrl = new Map(documents.map((document) => [document.url, document]));

  it("makes one document for the page, titled by its first section's heading", () => {
    expect(byUrl.get("/portfolio")).toEqual({
      url: "/portfolio",
      path: "/portfolio",
      title: "Client work",
      page: "Client work",
      // What names the page: its title, description and path, as its meta writes them.
      keys: "Case studies Measured client results. portfolio",
      // A section without an anchor is the page's: its heading, not its form.
      headings: "Hear first",
      text: "Portfolio Client work Intro about results. Talk to us Hear first",
    });
  });

  it("makes one document per anchored section, and per entry it anchors by its slug", () => {
    expect(documents.map((document) => document.url)).toEqual([
      "/portfolio",
      "/portfolio#studies-title",
      "/portfolio#law-firm",
      "/portfolio#clinic",
    ]);
    expect(byUrl.get("/portfolio#studies-title")).toMatchObject({
      title: "Find work like yours",
      page: "Client work",
      keys: "",
      // Labels the code fills in ("{shown} of {total}") are no text.
      text: "Find work like yours Filter by industry. Clear filters",
    });
    expect(byUrl.get("/portfolio#law-firm")).toMatchObject({
      title: "A 70-lawyer law firm",
      headings: "Ransomware stopped in 9 minutes.",
      // Slugs, ids and links are what the code reads, not text.
      text: "A 70-lawyer law firm Ransomware stopped in 9 minutes.",
    });
  });

  it("indexes each text once", () => {
    const all = documents.map((document) => document.text).join(" ");
    expect(all.match(/Ransomware stopped/g)).toHaveLength(1);
    for (const absent of ["Your e-mail", "/contact", "law-firm", "legal"]) {
      expect(all).not.toContain(absent);
    }
  });

  it("anchors a section by the part of it that holds its id and heading", () => {
    const [, index, service] = pageDocuments({
      ...PORTFOLIO,
      path: "/services",
      sections: [
        { section: "PageHeader", title: "Services" },
        {
          section: "ServiceCatalog",
          index: { id: "service-index", heading: { title: "Pick a service" }, navLabel: "Jump" },
          services: [{ slug: "backup", name: "Backup", summary: "Copies, locked." }],
        },
      ],
    });
    expect(index).toMatchObject({ url: "/services#service-index", title: "Pick a service" });
    expect(service).toMatchObject({ url: "/services#backup", text: "Backup Copies, locked." });
  });

  it("reads rendered Markdown as text, its headings as headings", () => {
    const [, scope] = pageDocuments({
      ...PORTFOLIO,
      path: "/policy",
      sections: [
        {
          section: "LegalDocument",
          title: "Policy",
          sections: [
            { id: "scope", title: "Scope", html: "<p>Who &amp; what.</p><h3>Not</h3><p>Us.</p>" },
          ],
        },
      ],
    });
    expect(scope).toMatchObject({
      url: "/policy#scope",
      title: "Scope",
      headings: "Not",
      text: "Scope Who & what. Not Us.",
    });
  });

  it("indexes nothing of a noindex page", () => {
    expect(pageDocuments({ ...PORTFOLIO, noindex: true })).toEqual([]);
  });

  it("strips control characters (the search's highlight markers) from the text", () => {
    const [page] = pageDocuments({
      ...PORTFOLIO,
      sections: [{ section: "PageHeader", title: "A\u0001B", lead: "C\u0002D" }],
    });
    expect(page?.text).toBe("A B C D");
  });
});

const ENTRY: LabEntryData = {
  title: "Object lock undone",
  description: "Four settings.",
  date: "2026-08-19",
  kind: "research",
  slug: "object-lock-undone",
  path: "/labs/object-lock-undone",
  author: "Aisha Karimi",
  tags: ["Backup"],
  html: "<p>Retention quietly shortened.</p>\n<h2>1. Governance mode</h2><p>Bypass.</p>",
};

it("pageDocuments makes one document of a Labs entry: its title, byline, tags and body", () => {
  expect(pageDocuments(ENTRY)).toEqual([
    {
      url: "/labs/object-lock-undone",
      path: "/labs/object-lock-undone",
      title: "Object lock undone",
      page: "Object lock undone",
      keys: "Object lock undone Four settings. labs object lock undone",
      headings: "1. Governance mode",
      text:
        "Object lock undone Four settings. Aisha Karimi Backup Retention quietly shortened. " +
        "1. Governance mode Bypass.",
    },
  ]);
});

describe("buildSearchIndex", () => {
  const root = mkdtempSync(join(tmpdir(), "search-index-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** Writes a module as the content compiler writes it, under `root`. */
  const write = (file: string, text: string) => {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  const module = (value: unknown) =>
    `const value = ${JSON.stringify(value)};\nexport default value;\n`;

  it("indexes the sitemap's pages from the compiled data, into an FTS5 file", async () => {
    write(
      "app/content/generated/routes.json",
      JSON.stringify({
        pages: [["portfolio", "routes/pages/portfolio.tsx"]],
        templates: [["landing/template", "routes/templates/landing/template.tsx"]],
        labs: [["labs/object-lock-undone", "routes/labs-entries/object-lock-undone.tsx"]],
        csaf: [],
      }),
    );
    write(
      "app/content/generated/site.ts",
      `export const site = ${JSON.stringify({ brand: "Brand", origin: "https://example.com" })};\n`,
    );
    write("app/content/generated/pages/portfolio.ts", module(PORTFOLIO));
    write("app/content/generated/labs/object-lock-undone.ts", module(ENTRY));
    // A template page: compiled, never in the sitemap.
    write(
      "app/content/generated/templates/landing/template.ts",
      module({
        kind: "template",
        path: "/landing/template",
        title: "Template",
        description: "Sample.",
        sections: [{ section: "Hero", title: "Immutable sample" }],
      }),
    );

    const out = join(root, "search.sqlite");
    expect(await buildSearchIndex(root, out)).toEqual({ pages: 2, documents: 5 });
    const db = new Database(out, { readonly: true });
    const match = (words: string) =>
      db
        .prepare("SELECT url FROM documents WHERE documents MATCH ? ORDER BY url")
        .pluck()
        .all(words);
    expect(match("immutable")).toEqual(["/portfolio#clinic"]);
    expect(match("retention shortened")).toEqual(["/labs/object-lock-undone"]);
    db.close();
  });
});

it("sitemapPaths reads the paths of the sitemap's <loc>s", () => {
  expect(
    sitemapPaths(
      "<urlset><url><loc> https://www.cradlesec.com/home </loc></url><url><loc>https://www.cradlesec.com/labs/a-b</loc></url></urlset>",
    ),
  ).toEqual(["/home", "/labs/a-b"]);
});
