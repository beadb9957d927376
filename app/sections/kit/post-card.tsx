import { Link } from "react-router";
import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { href, text } from "~/lib/content/vocab/fields";
import { kitArt } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";
import { shortDate } from "~/lib/dates";

import "~/styles/kit/_posts.scss";

/** A post's card as a content file writes it: title, excerpt, topic, date, reading time, author, picture. */
export const kitPost = z
  .strictObject({
    title: text(1, 140).check(z.describe("The post's title")),
    excerpt: text(1, 400).check(z.describe("A sentence or two under the title")),
    topic: text(1, 40).check(z.describe("The post's topic, shown as a tag")),
    date: z.iso
      .date("write the date as YYYY-MM-DD")
      .check(z.describe("The day it was published, as YYYY-MM-DD")),
    minutes: z
      .number("write the reading time in minutes")
      .check(z.int(), z.gte(1), z.describe("Reading time in minutes")),
    author: text(1, 80).check(z.describe("Who wrote it")),
    art: kitArt,
    href: z.optional(
      href.check(
        z.describe("Where the post opens; the title becomes the link, the card its target"),
      ),
    ),
  })
  .check(z.describe("One post card: title, excerpt, topic, date, author and picture"));

export type Post = Drawn<Fields<typeof kitPost>>;

export interface PostCardProps {
  post: Post;
  /** A card in a grid (default), or a row with the picture beside the text (lists). */
  layout?: "card" | "row";
}

/** A post's date as cards and articles show it, e.g. "Nov 3, 2026" (UTC, so prerender and browser agree). */
export function formatPostDate(date: string): string {
  return shortDate(date);
}

/** A post's card: picture, topic, title, excerpt, date and reading time. */
export function PostCard({ post, layout = "card" }: PostCardProps) {
  const { href } = post;
  return (
    <article className={cx("kit-card kit-post", layout === "row" && "kit-post-row")}>
      <Artwork {...post.art} alt="" ratio="3:2" width={480} className="kit-post-art" />
      <div className="kit-post-body">
        <p className="kit-post-topic">{post.topic}</p>
        <h3 className="kit-post-title">
          {href ? (
            <Link to={href} className="kit-post-link">
              {post.title}
            </Link>
          ) : (
            post.title
          )}
        </h3>
        <p className="kit-muted">{post.excerpt}</p>
        <p className="kit-post-meta">
          {post.author} · <time dateTime={post.date}>{formatPostDate(post.date)}</time> ·{" "}
          {post.minutes} min read
        </p>
      </div>
    </article>
  );
}
