// The article pages (content/templates/blog/single-v*.md): a file names its article and related
// posts by slug, and the build joins in that article alone; ?post= loads another article's own
// module (vite.content.ts, `?article`).
import { readFileSync } from "node:fs";

import { act, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { blogComments } from "~/content/generated/blog-comments";
import { allArticles } from "~/content/templates/blog/articles.server";
import { hasArticle, loadArticle } from "~/lib/blog/article-modules";
import { relatedPosts } from "~/lib/blog/posts";
import { parseContentPage } from "~/lib/content/page";
import { contentVariables } from "~/lib/content/variables";
import { parseProblem, sectionProps, templatePageSource } from "~/testing/content-page";

import { ArticlePage, type ArticlePageProps } from "./article-page";

const FILE = "content/templates/blog/single-v1.md";
const shipped = () => parseContentPage(FILE, readFileSync(FILE, "utf8"), contentVariables);

const articles = allArticles();
const [first, second, third, fourth] = articles.map((article) => article.slug) as [
  string,
  string,
  string,
  string,
];

const section = (fields: { article?: string; posts?: string; comments?: string[] } = {}) =>
  templatePageSource(
    [
      "  - section: ArticlePage",
      "    layout: share",
      `    article: ${fields.article ?? first}`,
      "    trail: [{ name: Blog, path: /blog/grid }]",
      "    comments:",
      ...(fields.comments ?? ["      id: t-comments", "      replyable: false"]),
      "    related:",
      "      id: t-related",
      "      heading: { title: Related }",
      `      posts: [${fields.posts ?? `${second}, ${third}`}]`,
    ].join("\n"),
  );

const parse = (source: string) =>
  parseContentPage("content/templates/sample.md", source, contentVariables);

describe("ArticlePage's join", () => {
  it("gives the page its named article with its comments, and the named related posts' summaries", () => {
    const page = parse(section({ posts: `${third}, ${second}` }));
    const props = sectionProps<ArticlePageProps>(page, "ArticlePage");
    const own = articles.find((article) => article.slug === first)!;
    expect(props.article).toMatchObject({ slug: first, html: own.html, title: own.title });
    expect(props.article.comments).toEqual(
      (blogComments.comments as Record<string, unknown>)[first] ?? [],
    );
    expect(props.article.related.map((post) => post.slug)).toEqual([third, second]);
    for (const post of props.article.related) expect(post).not.toHaveProperty("html");
  });

  it("puts no other article's body in the page's data", () => {
    const data = JSON.stringify(shipped());
    const slug = sectionProps<ArticlePageProps>(shipped(), "ArticlePage").article.slug;
    expect(data.match(/"html":/g)).toHaveLength(1);
    for (const article of articles) {
      expect(data.includes(JSON.stringify(article.html)), article.slug).toBe(article.slug === slug);
    }
  });

  it("fails with the file, line and field for a slug no article has", () => {
    expect(parseProblem(parse, section({ article: "no-such-article" }))).toMatch(
      /^content\/templates\/sample\.md:\n {2}line 9, sections\.0\.article: name an article of content\/templates\/blog\/articles\//,
    );
    expect(parseProblem(parse, section({ posts: `${second}, no-such-article` }))).toMatch(
      /line 17, sections\.0\.related\.posts\.1: name an article of content\/templates\/blog\/articles\//,
    );
  });

  it("refuses the page's own article among its related posts, and a note on a thread without replies", () => {
    expect(parseProblem(parse, section({ posts: `${second}, ${first}` }))).toMatch(
      /sections\.0\.related\.posts: list other articles than the page's own/,
    );
    expect(
      parseProblem(
        parse,
        section({ comments: ["      id: t", "      replyable: false", "      note: A note."] }),
      ),
    ).toMatch(/sections\.0\.comments\.note: a note is shown only on a replyable thread/);
  });
});

describe("an article's own module (?article)", () => {
  it("holds the article, its comments and the related posts relatedPosts picks", async () => {
    expect(hasArticle(fourth)).toBe(true);
    expect(hasArticle("no-such-article")).toBe(false);
    const entry = await loadArticle(fourth);
    const own = articles.find((article) => article.slug === fourth)!;
    expect(entry).toMatchObject({ slug: fourth, html: own.html });
    expect(entry.related.map((post) => post.slug)).toEqual(
      relatedPosts(articles, own).map((post) => post.slug),
    );
    expect(entry.comments).toEqual(
      (blogComments.comments as Record<string, unknown>)[fourth] ?? [],
    );
  });
});

describe("ArticlePage", () => {
  const props = sectionProps<ArticlePageProps>(shipped(), "ArticlePage");
  const renderAt = (url: string) => {
    const Stub = createRoutesStub([
      { path: "/blog/single-v1", Component: () => <ArticlePage {...props} /> },
    ]);
    return render(<Stub initialEntries={[url]} />);
  };
  const relatedHrefs = () =>
    within(screen.getByRole("region", { name: "Related articles" }))
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"))
      .filter((href, index, all) => all.indexOf(href) === index);

  it("shows its own article, and related posts that open in the same layout", async () => {
    renderAt("/blog/single-v1");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      props.article.title,
    );
    expect(relatedHrefs()).toEqual(
      props.article.related.map((post) => `/blog/single-v1?post=${post.slug}`),
    );
  });

  it("loads the article ?post= names, with its own related reading", async () => {
    const other = articles.find((article) => article.slug !== props.article.slug)!;
    // The other article's module loads before it shows (React suspends on it): let it settle.
    await act(async () => {
      renderAt(`/blog/single-v1?post=${other.slug}`);
      await loadArticle(other.slug);
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: other.title }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(relatedHrefs()).toEqual(
      relatedPosts(articles, other).map((post) => `/blog/single-v1?post=${post.slug}`),
    );
  });

  it("shows its own article when ?post= names none there is", async () => {
    renderAt("/blog/single-v1?post=no-such-article");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      props.article.title,
    );
  });
});
