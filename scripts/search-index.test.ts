// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import Database from "../server/db/sqlite";
import { buildSearchIndex, pageDocuments, sitemapPaths } from "./search-index.mjs";

const html = (main: string, head = "") =>
  `<!DOCTYPE html><html><head><title>Doc title | Brand</title>${head}</head><body>` +
  `<header><nav>Header link</nav></header><main>${main}</main><footer>Footer text</footer>` +
  `<script>window.__context = "script text"</script></body></html>`;

const PORTFOLIO = html(
  `<section aria-labelledby="top"><h1 id="top">Client work</h1><p>Intro about results.</p></section>` +
    `<section><h2 id="studies-title">Find work like yours</h2><p>Filter by industry.</p>` +
    `<form><label>Industry<input name="industry"></label></form>` +
    `<article id="law-firm"><h3>A 70-lawyer law firm</h3><p>Ransomware stopped in 9 minutes.</p></article>` +
    `<article id="clinic"><h3>A clinic</h3><p>Immutable backup restored</p><p>in an hour.</p>` +
    `<svg><title>chart</title></svg></article></section>`,
);

describe("pageDocuments", () => {
  const documents = pageDocuments(PORTFOLIO, "/portfolio");
  const byUrl = new Map(documents.map((document) => [document.url, document]));

  it("makes one document for the page, titled by its h1, with the text outside its parts", () => {
    const page = byUrl.get("/portfolio");
    expect(page?.title).toBe("Client work");
    expect(page?.text).toBe("Client work Intro about results.");
  });

  it("makes one document per article, linked by its anchor, titled by its heading", () => {
    expect(byUrl.get("/portfolio#law-firm")).toEqual({
      url: "/portfolio#law-firm",
      path: "/portfolio",
      title: "A 70-lawyer law firm",
      page: "Client work",
      keys: "",
      headings: "",
      text: "A 70-lawyer law firm Ransomware stopped in 9 minutes.",
    });
    // Text nodes of separate elements stay separate words; svg text is not content.
    expect(byUrl.get("/portfolio#clinic")?.text).toBe(
      "A clinic Immutable backup restored in an hour.",
    );
  });

  it("gives a heading with an id the section around it, without the parts inside", () => {
    expect(byUrl.get("/portfolio#studies-title")).toMatchObject({
      title: "Find work like yours",
      text: "Find work like yours Filter by industry.",
    });
  });

  it("indexes each text once, and never the header, footer, scripts or form fields", () => {
    const all = documents.map((document) => document.text).join(" ");
    expect(all.match(/Ransomware stopped/g)).toHaveLength(1);
    for (const absent of ["Header link", "Footer text", "script text", "Industry", "chart"]) {
      expect(all).not.toContain(absent);
    }
    expect(documents.map((document) => document.url)).toEqual([
      "/portfolio",
      "/portfolio#studies-title",
      "/portfolio#law-firm",
      "/portfolio#clinic",
    ]);
  });

  it("names the page by its document title (without the brand), description and path", () => {
    const [page] = pageDocuments(
      html(
        "<h1>Backup for partners</h1><p>Text.</p>",
        '<meta name="description" content="White-label backup for MSPs.">',
      ).replace("Doc title | Brand", "Backup for MSPs | Brand"),
      "/industries/msp",
    );
    expect(page?.keys).toBe("Backup for MSPs White-label backup for MSPs. industries msp");
  });

  it("keeps the headings within a document apart from its title, and numbers as written", () => {
    const [page, part] = pageDocuments(
      html(
        "<h1>Policy</h1><h4>Summary</h4><p>Short.</p>" +
          '<section id="scope"><h2>1<!-- -->. Scope</h2><dl><dt>Who</dt><dd>Us.</dd></dl></section>',
      ),
      "/policy",
    );
    expect(page?.headings).toBe("Summary");
    expect(part).toMatchObject({ title: "1. Scope", headings: "Who", text: "1. Scope Who Us." });
  });

  it("indexes nothing of a noindex page", () => {
    const noindex = html(
      "<h1>Sample</h1><p>Lorem</p>",
      '<meta name="robots" content="noindex, follow"/>',
    );
    expect(pageDocuments(noindex, "/landing/template")).toEqual([]);
  });

  it("strips control characters (the search's highlight markers) from the text", () => {
    const [page] = pageDocuments(html("<h1>A\u0001B</h1><p>C\u0002D</p>"), "/x");
    expect(page?.text).toBe("A B C D");
  });
});

describe("buildSearchIndex", () => {
  const root = mkdtempSync(join(tmpdir(), "search-index-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** Writes a file of a build under `client`, its folders first. */
  const writer = (client: string) => (file: string, text: string) => {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), text);
  };

  it("indexes the sitemap's pages only, into an FTS5 file", () => {
    const client = join(root, "client");
    const write = writer(client);
    write(
      "sitemap.xml",
      `<?xml version="1.0"?><urlset><url><loc>https://example.com/portfolio</loc></url>` +
        `<url><loc>https://example.com/labs</loc></url></urlset>`,
    );
    write("portfolio/index.html", PORTFOLIO);
    write(
      "labs/index.html",
      html(
        `<h1>Labs</h1><article id="note"><h3>Object lock</h3><p>Immutable storage.</p></article>`,
      ),
    );
    // A template page: in the build, not in the sitemap.
    write("landing/template/index.html", html("<h1>Template</h1><p>Immutable sample.</p>"));

    const out = join(root, "search.sqlite");
    expect(buildSearchIndex(client, out)).toEqual({ pages: 2, documents: 6 });
    const db = new Database(out, { readonly: true });
    const urls = db
      .prepare("SELECT url FROM documents WHERE documents MATCH 'immutable' ORDER BY url")
      .pluck()
      .all();
    db.close();
    expect(urls).toEqual(["/labs#note", "/portfolio#clinic"]);
  });

  it("finds a list's entry that has a page of its own at its page, not at the list's anchor", () => {
    const client = join(root, "entries");
    const write = writer(client);
    write(
      "sitemap.xml",
      `<urlset><url><loc>https://example.com/labs</loc></url>` +
        `<url><loc>https://example.com/labs/object-lock</loc></url></urlset>`,
    );
    write(
      "labs/index.html",
      html(
        `<h1>Labs</h1><p>Notes from the lab.</p>` +
          `<article id="object-lock"><h3><a href="/labs/object-lock">Object lock undone</a></h3>` +
          `<p>Retention quietly shortened.</p></article>` +
          // An entry whose page is not indexed on its own keeps its anchored document.
          `<article id="draft"><h3><a href="/labs/draft">Draft note</a></h3><p>Quietly kept.</p></article>`,
      ),
    );
    write(
      "labs/object-lock/index.html",
      html(`<h1>Object lock undone</h1><p>Retention quietly shortened, and how to see it.</p>`),
    );

    const out = join(root, "entries.sqlite");
    buildSearchIndex(client, out);
    const db = new Database(out, { readonly: true });
    const match = (words: string) =>
      db
        .prepare("SELECT url FROM documents WHERE documents MATCH ? ORDER BY url")
        .pluck()
        .all(words);
    expect(match("retention shortened")).toEqual(["/labs/object-lock"]);
    expect(match("quietly")).toEqual(["/labs#draft", "/labs/object-lock"]);
    // The list itself stays a page of the index.
    expect(match("notes lab")).toEqual(["/labs"]);
    db.close();
  });

  it("refuses a sitemap that lists a page the build does not have", () => {
    const client = join(root, "missing");
    mkdirSync(client);
    writeFileSync(
      join(client, "sitemap.xml"),
      "<urlset><url><loc>https://example.com/gone</loc></url></urlset>",
    );
    expect(() => buildSearchIndex(client, join(root, "other.sqlite"))).toThrow(/\/gone/);
  });
});

it("sitemapPaths reads the paths of the sitemap's <loc>s", () => {
  expect(
    sitemapPaths(
      "<urlset><url><loc> https://www.cradlesec.com/home </loc></url><url><loc>https://www.cradlesec.com/labs/a-b</loc></url></urlset>",
    ),
  ).toEqual(["/home", "/labs/a-b"]);
});
