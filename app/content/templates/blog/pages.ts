/**
 * The sample blog "Signal Desk" (security, IT and design for small teams): the copy of its
 * three article pages, its newsletter block and sample comments. The articles themselves are
 * Markdown files in content/templates/blog/articles/; the four list pages are content files
 * (content/templates/blog/{grid,grid-sidebar,list,list-sidebar}.md).
 */
import { newsletterAction, newsletterFormCopy } from "~/content/signup-forms";
import type { Comment } from "~/lib/comments";
import type { TemplatePage } from "~/lib/template-page";
import type { Crumb } from "~/sections/breadcrumbs";
import type { KitArticlePageProps } from "~/sections/kit/article-page";
import type { KitNewsletterProps } from "~/sections/kit/newsletter";

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

/** The blog's home: its grid page (content/templates/blog/grid.md). */
const BLOG_HOME = "/blog/grid";

/** The breadcrumb trail of a blog page: the template index, the blog, the page. */
export function blogTrail(name: string, path: string): Crumb[] {
  const trail: Crumb[] = [
    { name: "Templates", path: "/landing/template" },
    { name: "Blog", path: BLOG_HOME },
  ];
  return path === BLOG_HOME ? trail : [...trail, { name, path }];
}

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
