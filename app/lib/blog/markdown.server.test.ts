import { describe, expect, it } from "vitest";

import { allArticles, buildArticles } from "~/content/templates/blog/articles.server";

import { parseArticle, readingMinutes, renderMarkdown } from "./markdown.server";

const FILE = "articles/sample.md";
const frontmatter = `---
title: A sample article title
excerpt: An excerpt long enough for the schema to accept it.
category: Security
date: 2026-11-03
author: tomas-berg
cover: key-round
tags: [Identity]
---
`;

describe("renderMarkdown", () => {
  it("renders CommonMark to plain HTML with no inline style or script", () => {
    const html = renderMarkdown(
      FILE,
      "## Step one\n\nSome *calm* text and a [link](/landing/template).\n\n- a\n- b",
    );
    expect(html).toBe(
      '<h2>Step one</h2>\n<p>Some <em>calm</em> text and a <a href="/landing/template">link</a>.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>',
    );
  });

  it("writes raw HTML out as text, so a body cannot inject markup", () => {
    const html = renderMarkdown(FILE, 'Hi <script>alert(1)</script> <b style="color:red">x</b>');
    expect(html).not.toMatch(/<script|<b\s|style="/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("refuses an h1, pictures and links that leave the site, naming the file", () => {
    expect(() => renderMarkdown(FILE, "# Title")).toThrow(
      "Blog article articles/sample.md: <h1> is not allowed in an article (the page's title is the h1: start sections at ##).",
    );
    expect(() => renderMarkdown(FILE, "![a](/a.png)")).toThrow("<img> is not allowed");
    expect(() => renderMarkdown(FILE, "[x](https://example.com)")).toThrow(
      'links must be paths of this site, not "https://example.com"',
    );
    expect(() => renderMarkdown(FILE, "[x](javascript:alert(1))")).toThrow("links must be paths");
  });

  it("takes in-page anchors and mailto: links only for a page body, never other sites", () => {
    expect(() => renderMarkdown(FILE, "[x](#terms)")).toThrow('not "#terms"');
    expect(() => renderMarkdown(FILE, "[x](mailto:a@example.com)")).toThrow("links must be paths");
    const options = { pageLinks: true };
    expect(renderMarkdown(FILE, "[x](#terms) [y](mailto:a@example.com)", options)).toBe(
      '<p><a href="#terms">x</a> <a href="mailto:a@example.com">y</a></p>',
    );
    expect(() => renderMarkdown(FILE, "[x](https://example.com)", options)).toThrow(
      'links must be paths of this site, #anchors of this page or mailto: addresses, not "https://example.com"',
    );
    expect(() => renderMarkdown(FILE, "[x](#Bad_Id)", options)).toThrow("links must be paths");
  });
});

describe("parseArticle", () => {
  it("returns the slug, checked frontmatter, HTML and reading time", () => {
    const article = parseArticle("x/passkeys-rollout.md", `${frontmatter}\nBody text.\n`);
    expect(article.slug).toBe("passkeys-rollout");
    expect(article.frontmatter.category).toBe("Security");
    expect(article.html).toBe("<p>Body text.</p>");
    expect(article.minutes).toBe(1);
  });

  it("fails with the file, line and field when the frontmatter is wrong or missing", () => {
    expect(() =>
      parseArticle(FILE, frontmatter.replace("category: Security", "category: Cooking") + "Body"),
    ).toThrow(
      /Blog article articles\/sample\.md: invalid frontmatter:\n {2}line 4, category: use one of/,
    );
    // Writers and cover motifs are those of content/templates/blog/people.yaml.
    expect(() =>
      parseArticle(FILE, frontmatter.replace("author: tomas-berg", "author: nobody") + "Body"),
    ).toThrow(/articles\/sample\.md: invalid frontmatter:\n {2}line 6, author: use one of: /);
    expect(() =>
      parseArticle(FILE, frontmatter.replace("cover: key-round", "cover: unicorn") + "Body"),
    ).toThrow(/articles\/sample\.md: invalid frontmatter:\n {2}line 7, cover: use one of: /);
    expect(() => parseArticle(FILE, "No frontmatter here")).toThrow(
      "it must start with a --- frontmatter block",
    );
    expect(() => parseArticle(FILE, "---\ntitle: [unclosed\n---\nBody")).toThrow(
      /the frontmatter is not valid YAML: line \d+: /,
    );
    expect(() => parseArticle(FILE, frontmatter)).toThrow("the article has no body");
  });
});

describe("readingMinutes", () => {
  it("counts 200 words a minute, at least one", () => {
    expect(readingMinutes("word ".repeat(10))).toBe(1);
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
    expect(readingMinutes("- * — ##")).toBe(1);
  });
});

describe("the blog's articles", () => {
  it("all build, newest first, each with a body and unique slug", () => {
    const articles = allArticles();
    expect(articles.length).toBeGreaterThanOrEqual(12);
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
    for (const article of articles) {
      expect(article.html).toMatch(/^<(p|h2)>/);
      expect(article.html).not.toMatch(/lorem ipsum/i);
    }
  });

  it("refuses two articles with the same title", () => {
    const source = `${frontmatter}\nBody`;
    expect(() => buildArticles({ "./articles/a.md": source, "./articles/b.md": source })).toThrow(
      'another article has the title "A sample article title"',
    );
  });
});
