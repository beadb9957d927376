/**
 * The sample blog "Signal Desk" (security, IT and design for small teams): the copy of its
 * seven template pages, its sidebar, newsletter block and sample comments. The articles
 * themselves are Markdown files in content/templates/blog/articles/.
 */
import { newsletterAction, newsletterFormCopy } from "~/content/signup-forms";
import { postHref } from "~/lib/blog/posts";
import type { Comment } from "~/lib/comments";
import type { TemplatePage } from "~/lib/template-page";
import type { Crumb } from "~/sections/breadcrumbs";
import type { KitArticlePageProps } from "~/sections/kit/article-page";
import type { KitNewsletterProps } from "~/sections/kit/newsletter";
import type { KitPageTitleProps } from "~/sections/kit/page-title";
import type { PostBrowserProps, PostBrowserSidebar } from "~/sections/kit/post-browser";

import { blogCategories } from "./people";

export const blogBrand = "Signal Desk";

const page = (slug: string, title: string, description: string) =>
  ({
    path: `/blog/${slug}`,
    title,
    description,
    theme: "corporate",
    brand: blogBrand,
  }) as const satisfies TemplatePage;

export const blogPages = {
  grid: page(
    "grid",
    "Signal Desk blog: articles in a grid",
    "Practical articles on security, IT operations, privacy, design and cloud for small teams, in a grid you can filter by category, sort, search and page through.",
  ),
  gridSidebar: page(
    "grid-sidebar",
    "Signal Desk blog: grid with a sidebar",
    "Signal Desk's articles in a grid beside a sidebar with search, categories, trending reads and this month's restore-drill checklist.",
  ),
  list: page(
    "list",
    "Signal Desk blog: articles as a list",
    "Every Signal Desk article in one column with a larger picture and excerpt, filterable by category and searchable, newest first.",
  ),
  listSidebar: page(
    "list-sidebar",
    "Signal Desk blog: list with a sidebar",
    "Signal Desk's articles in one column beside a sidebar with search, categories and the articles readers open most this month.",
  ),
  singleV1: page(
    "single-v1",
    "Article layout with a share column",
    "A Signal Desk article with a wide cover, a sticky share column, tags, reader comments and related reading.",
  ),
  singleV2: page(
    "single-v2",
    "Article layout with a centred title",
    "A Signal Desk article with a centred title, its cover, an author introduction, reader comments and related reading.",
  ),
  singleV3: page(
    "single-v3",
    "Article layout with a sidebar and threaded comments",
    "A Signal Desk article beside a sidebar with its author card, followed by threaded comments you can reply to and related reading.",
  ),
} as const;

export type BlogPageKey = keyof typeof blogPages;

/** The breadcrumb trail of a blog page: the template index, the blog, the page. */
export function blogTrail(name: string, path: string): Crumb[] {
  const trail: Crumb[] = [
    { name: "Templates", path: "/landing/template" },
    { name: "Blog", path: blogPages.grid.path },
  ];
  return path === blogPages.grid.path ? trail : [...trail, { name, path }];
}

const articlesFrom = {
  v1: blogPages.singleV1.path,
  v2: blogPages.singleV2.path,
  v3: blogPages.singleV3.path,
} as const;

/** The sidebar of the grid and list pages with one. */
export const blogSidebar = {
  trendingTitle: "Trending this month",
  banner: {
    title: "Run your first restore drill",
    text: "Thirty minutes, one real system and three columns of notes. Our checklist walks you through it.",
    link: { label: "Read the checklist", href: postHref(articlesFrom.v1, "restore-drill") },
  },
} as const;

const browser = (
  id: string,
  layout: "grid" | "list",
  articlePath: string,
  sidebar?: PostBrowserSidebar,
) =>
  ({
    id,
    title: "Articles",
    categories: blogCategories,
    layout,
    perPage: layout === "grid" ? 6 : 4,
    articlePath,
    sidebar,
  }) satisfies Omit<PostBrowserProps, "posts">;

/** The four list pages: their title band and how their post list looks. */
export const blogLists = {
  grid: {
    title: {
      eyebrow: "The Signal Desk blog",
      title: "Security and IT, written for small teams",
      intro:
        "Routines, checklists and design notes from people who run IT, security and privacy without a department behind them.",
    },
    browser: browser("grid-posts", "grid", articlesFrom.v1),
  },
  gridSidebar: {
    title: {
      eyebrow: "The Signal Desk blog",
      title: "Latest articles",
      intro: "Search, pick a category or start with what others are reading this month.",
    },
    browser: browser("grid-sidebar-posts", "grid", articlesFrom.v1, blogSidebar),
  },
  list: {
    title: {
      eyebrow: "The Signal Desk blog",
      title: "Every article, newest first",
      intro: "One article at a time, with room for the whole excerpt.",
    },
    browser: browser("list-posts", "list", articlesFrom.v2),
  },
  listSidebar: {
    title: {
      eyebrow: "The Signal Desk blog",
      title: "Read by category",
      intro: "Choose a category in the sidebar, or search every article by a word.",
    },
    browser: browser("list-sidebar-posts", "list", articlesFrom.v3, blogSidebar),
  },
} as const satisfies Record<string, { title: Omit<KitPageTitleProps, "trail">; browser: object }>;

/** The newsletter block of every blog page (the blog layout). */
export const blogNewsletter = {
  id: "blog-newsletter-title",
  heading: {
    eyebrow: "Newsletter",
    title: "One useful article a week",
    intro:
      "The week's article and one checklist you can use on Monday. Pick your topics; change them in any issue.",
  },
  form: {
    id: "blog-newsletter",
    action: newsletterAction,
    copy: newsletterFormCopy,
  },
} as const satisfies KitNewsletterProps;

/** Sample reader comments, by article slug (articles without any show an empty thread). */
export const blogComments: Record<string, readonly Comment[]> = {
  "passkeys-without-the-flood": [
    {
      id: "c1",
      author: "Marta Lindqvist",
      date: "2026-11-11",
      text: "We did the fallback-behind-an-extra-step trick and it worked better than any reminder e-mail. People simply took the faster path.",
      replies: [
        {
          id: "c1-1",
          author: "Tomas Berg",
          date: "2026-11-11",
          text: "That matches what we saw. How long did you keep the fallback before switching it off?",
          replies: [
            {
              id: "c1-1-1",
              author: "Marta Lindqvist",
              date: "2026-11-12",
              text: "Five weeks. The last few stragglers registered in the final two days, as expected.",
              replies: [],
            },
          ],
        },
      ],
    },
    {
      id: "c2",
      author: "Olu Adebayo",
      date: "2026-11-12",
      text: "The shared-device point is the one most guides skip. Our warehouse scanners were the hardest part of the whole project.",
      replies: [],
    },
  ],
  "restore-drill": [
    {
      id: "r1",
      author: "Hannah Cole",
      date: "2026-11-04",
      text: "Our first drill found that the backup software's own licence key was only stored on the server we were restoring. Lesson learned.",
      replies: [
        {
          id: "r1-1",
          author: "Ines Okafor",
          date: "2026-11-04",
          text: "A classic. We now keep that key, and the restore guide, in the password manager as well.",
          replies: [],
        },
      ],
    },
  ],
  "alerts-people-read": [
    {
      id: "a1",
      author: "Sam Okoro",
      date: "2026-10-14",
      text: "Rewrote our twenty noisiest alerts with the event-first rule. The on-call channel has never been this quiet, or this useful.",
      replies: [],
    },
  ],
};

const commentNote =
  "A sample page: what you post here stays in this browser tab and is not sent anywhere.";

const related = (id: string) => ({
  id,
  heading: { eyebrow: "Keep reading", title: "Related articles" },
  tone: "soft" as const,
});

/** The three article pages: their layout, default article, comments and related reading. */
export const blogSingles = {
  singleV1: {
    page: blogPages.singleV1,
    variant: "share",
    defaultSlug: "restore-drill",
    commentsId: "v1-comments",
    replyable: false,
    commentNote,
    related: related("v1-related"),
  },
  singleV2: {
    page: blogPages.singleV2,
    variant: "centred",
    defaultSlug: "alerts-people-read",
    commentsId: "v2-comments",
    replyable: false,
    commentNote,
    related: related("v2-related"),
  },
  singleV3: {
    page: blogPages.singleV3,
    variant: "sidebar",
    defaultSlug: "passkeys-without-the-flood",
    commentsId: "v3-comments",
    replyable: true,
    commentNote,
    related: related("v3-related"),
  },
} as const satisfies Record<
  string,
  Omit<KitArticlePageProps, "articles" | "comments" | "trail" | "origin">
>;
