import { join } from "node:path";

import type { Page, Response } from "@playwright/test";

import { blogNewsletter } from "../../app/content/templates/blog/blog";
import type { PostSummary } from "../../app/lib/blog/posts";
import { countComments } from "../../app/lib/comments";
import { sortPosts } from "../../app/lib/filter-posts";
import Database from "../../server/db/sqlite";
import { blogArticle, escapeRegExp, templateSection } from "./content-files";
import { expect, open, test } from "./fixtures";

// The blog template pages: the newsletter block subscribes for real, the list's filters live in
// the URL, and the threaded comments on /blog/single-v3 take replies. The articles, categories
// and headings come from content/templates/blog/; the sentences built around them (the count
// line, "N comments", "Reply to …") are the components' (post-browser.tsx, comments.tsx).

interface Browser {
  posts: readonly PostSummary[];
  categories: readonly string[];
  perPage: number;
  articlePath: string;
}
const browser = (path: string) => templateSection<Browser>(path, "PostBrowser");
const relatedTitle = async (path: string) =>
  (await templateSection<{ related: { heading: { title: string } } }>(path, "ArticlePage")).related
    .heading.title;

const inCategory = (posts: readonly PostSummary[], category: string) =>
  posts.filter((post) => post.topic === category);
/** The list's count line (post-browser.tsx words it). */
const showing = (from: number, to: number, total: number, category?: string) =>
  `Showing ${from}–${to} of ${total} ${category ? `${category} articles` : "articles"}.`;
/** The URL query a list writes, as a pattern for the end of the address. */
const query = (params: Record<string, string>) =>
  new RegExp(`\\?${escapeRegExp(new URLSearchParams(params).toString())}$`);
/** A category link's name: the category and how many articles it has. */
const categoryLink = (posts: readonly PostSummary[], category: string) =>
  `${category} ${inCategory(posts, category).length} articles`;
/** The text of an article's first h2, from its HTML. */
const firstSubheading = (html: string) =>
  (/<h2[^>]*>(.*?)<\/h2>/s.exec(html)?.[1] ?? "")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const isPost = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === "POST";

/** The server's record of a sign-up (playwright.config.ts shares its data directory). */
function storedSubscription(email: string) {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const db = new Database(join(dir, "leads.sqlite"), { readonly: true });
  try {
    const row = db
      .prepare("SELECT id, status FROM newsletter_subscriptions WHERE email = ?")
      .get(email) as { id: number; status: string } | undefined;
    const topics = row
      ? (db
          .prepare("SELECT topic FROM newsletter_topics WHERE subscription_id = ? ORDER BY topic")
          .pluck()
          .all(row.id) as string[])
      : [];
    return row && { status: row.status, topics };
  } finally {
    db.close();
  }
}

const cards = (page: Page) => page.getByRole("main").locator(".kit-blog article h3");

test.describe("blog newsletter block", () => {
  test("starts with Advertising Updates and Design ticked, and subscribes through the API", async ({
    page,
  }) => {
    await open(page, "/blog/grid");
    const form = page.getByRole("form", { name: blogNewsletter.heading.title });
    await expect(form.getByRole("checkbox", { name: "Advertising Updates" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Design" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Product news" })).not.toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Security advisories" })).not.toBeChecked();

    const email = uniqueEmail("blog");
    await form.getByRole("textbox", { name: "Email" }).fill(email);
    const answer = page.waitForResponse(isPost("/api/newsletter"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    const response = await answer;
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toEqual({
      email,
      topics: ["advertising-updates", "design"],
    });
    await expect(
      page.getByRole("status").filter({ hasText: blogNewsletter.form.copy.success.title }),
    ).toBeVisible();
    expect(storedSubscription(email)).toEqual({
      status: "pending",
      topics: ["advertising-updates", "design"],
    });
  });
});

test.describe("blog list filters in the URL", () => {
  test("category, search, sort and pages update the query, and back/forward restore them", async ({
    page,
  }) => {
    const { posts, categories, perPage } = await browser("blog/grid");
    const total = posts.length;
    expect(total, "the blog fills two pages").toBeGreaterThan(perPage);
    // A category of a few articles, and a word of the newest article's title.
    const category = categories.find((name) => {
      const count = inCategory(posts, name).length;
      return count > 1 && count <= perPage;
    });
    if (!category) throw new Error("no blog category has a few articles");
    const own = inCategory(posts, category);
    const word =
      sortPosts(posts, "newest")[0]
        ?.title.toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .find((part) => part.length > 3) ?? "";

    await open(page, "/blog/grid");
    const status = page.getByRole("main").getByRole("status").first();
    await expect(status).toHaveText(showing(1, perPage, total));
    await expect(cards(page)).toHaveCount(perPage);

    await page.getByRole("radio", { name: category, exact: true }).click();
    await expect(page).toHaveURL(query({ category }));
    await expect(status).toHaveText(showing(1, own.length, own.length, category));
    await expect(cards(page)).toHaveCount(own.length);

    await page.getByLabel("Sort by").selectOption("title");
    await expect(page).toHaveURL(query({ category, sort: "title" }));
    await expect(cards(page).first()).toHaveText(sortPosts(own, "title")[0]?.title ?? "");

    await page.getByRole("radio", { name: "All" }).click();
    await page.getByRole("searchbox", { name: "Search articles" }).fill(word);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(query({ sort: "title", q: word }));
    await expect(status).toContainText(`matching “${word}”`);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/grid\?sort=title$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
    await page.goBack();
    await expect(page).toHaveURL(query({ category, sort: "title" }));
    await expect(page.getByRole("radio", { name: category, exact: true })).toBeChecked();
    await expect(cards(page)).toHaveCount(own.length);
    await page.goForward();
    await expect(page).toHaveURL(/\/blog\/grid\?sort=title$/);
    await expect(cards(page)).toHaveCount(perPage);

    const pages = page.getByRole("navigation", { name: "Pagination" });
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/sort=title&page=2$/);
    await expect(status).toHaveText(showing(perPage + 1, Math.min(2 * perPage, total), total));
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goBack();
    await expect(status).toHaveText(showing(1, perPage, total));
  });

  test("a shared link opens the filtered view; nothing matching says so and offers every article", async ({
    page,
  }) => {
    const { posts, categories, perPage } = await browser("blog/list");
    const category = categories.at(2) ?? "";
    await open(page, `/blog/list?${new URLSearchParams({ category, page: "1" }).toString()}`);
    await expect(cards(page)).toHaveCount(Math.min(perPage, inCategory(posts, category).length));
    await open(page, "/blog/list?q=zzzz");
    await expect(page.getByText("No articles match this search.")).toBeVisible();
    await page.getByRole("link", { name: "Show every article" }).click();
    await expect(page).toHaveURL(/\/blog\/list$/);
    await expect(cards(page)).toHaveCount(Math.min(perPage, posts.length));
  });

  test("the sidebar filters by category link, and opens as a dialog on a phone", async ({
    page,
  }) => {
    const { posts, categories, perPage } = await browser("blog/grid-sidebar");
    const [first, second] = [categories.at(-2) ?? "", categories.at(-1) ?? ""];
    const shown = (name: string) => Math.min(perPage, inCategory(posts, name).length);
    await open(page, "/blog/grid-sidebar");
    const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
    await sidebar.getByRole("link", { name: categoryLink(posts, first) }).click();
    await expect(page).toHaveURL(query({ category: first }));
    await expect(cards(page)).toHaveCount(shown(first));
    await expect(sidebar.getByRole("link", { name: categoryLink(posts, first) })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await page.setViewportSize({ width: 390, height: 800 });
    const opener = page.getByRole("button", { name: "Search and categories" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Search and categories" });
    await dialog.getByRole("link", { name: categoryLink(posts, second) }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(query({ category: second }));
    await expect(cards(page)).toHaveCount(shown(second));
    await expect(opener).toBeFocused();
  });
});

test.describe("blog articles", () => {
  test("a card opens its article in the layout the list links to", async ({ page }) => {
    const { posts, articlePath } = await browser("blog/list");
    const newest = sortPosts(posts, "newest")[0];
    if (!newest) throw new Error("the blog has no articles");
    const article = await blogArticle(newest.slug);
    await open(page, "/blog/list");
    await page.getByRole("link", { name: newest.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(articlePath)}\\?post=${newest.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
    await expect(
      page.getByRole("heading", { level: 2, name: firstSubheading(article.html) }),
    ).toBeVisible();
    // Related reading stays in the same layout.
    await expect(
      page
        .getByRole("region", { name: await relatedTitle(articlePath.slice("/".length)) })
        .getByRole("link")
        .first(),
    ).toHaveAttribute("href", new RegExp(`^${escapeRegExp(articlePath)}\\?post=`));
  });

  test("a link with ?post= opens that article, with its comments and related reading", async ({
    page,
  }) => {
    // Another article than the page's own: it loads its own module.
    const { article: own } = await templateSection<{ article: { slug: string } }>(
      "blog/single-v3",
      "ArticlePage",
    );
    const { posts } = await browser("blog/list");
    const other = posts.find((post) => post.slug !== own.slug);
    if (!other) throw new Error("the blog has one article");
    const article = await blogArticle(other.slug);
    const comments = countComments(article.comments);
    await open(page, `/blog/single-v3?post=${other.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: comments === 1 ? "1 comment" : `${comments} comments`,
      }),
    ).toBeVisible();
    const related = page.getByRole("region", { name: await relatedTitle("blog/single-v3") });
    const next = related.getByRole("heading", { level: 3 }).first();
    const title = await next.textContent();
    await related
      .getByRole("link", { name: title ?? "" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/single-v3\?post=[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  });

  test("a reply on /blog/single-v3 is appended under its comment, focused and announced", async ({
    page,
  }) => {
    const { article } = await templateSection<{
      article: { comments: Parameters<typeof countComments>[0] };
    }>("blog/single-v3", "ArticlePage");
    const count = countComments(article.comments);
    // The last top-level comment: its replies are the list a new reply joins.
    const parent = article.comments.at(-1);
    if (!parent) throw new Error("the article of /blog/single-v3 has no comments");
    await open(page, "/blog/single-v3");
    await expect(page.getByRole("heading", { level: 2, name: `${count} comments` })).toBeVisible();
    const reply = page.getByRole("button", { name: `Reply to ${parent.author}` });
    await reply.click();
    await expect(reply).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("textbox", { name: "Name" }).first()).toBeFocused();
    await page.getByRole("textbox", { name: "Name" }).first().fill("Rosa Jensen");
    await page
      .getByRole("textbox", { name: `Reply to ${parent.author}` })
      .fill("Same for us: the handheld scanners took longest.");
    await page.getByRole("button", { name: "Post reply" }).click();

    const posted = page.getByRole("article", { name: "Comment by Rosa Jensen" });
    await expect(posted).toBeFocused();
    await expect(posted).toContainText("the handheld scanners took longest");
    // Nested under its parent comment, in its reply list.
    const parentItem = page.locator("li", {
      has: page.getByRole("article", { name: `Comment by ${parent.author}` }),
    });
    await expect(parentItem.locator("ol article").last()).toHaveText(/Rosa Jensen/);
    await expect(
      page.getByRole("status").filter({ hasText: "Your reply was posted." }),
    ).toBeAttached();
    await expect(
      page.getByRole("heading", { level: 2, name: `${count + 1} comments` }),
    ).toBeVisible();
  });
});
