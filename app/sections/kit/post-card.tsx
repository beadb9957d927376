import { Link } from "react-router";

import { type Art, Artwork } from "~/components/kit/artwork";
import { cx } from "~/lib/cx";
import { shortDate } from "~/lib/dates";

import "~/styles/kit/_posts.scss";

export interface Post {
  title: string;
  excerpt: string;
  topic: string;
  /** ISO date. */
  date: string;
  /** Reading time in minutes. */
  minutes: number;
  author: string;
  art: Art;
  /** Where the post opens; the title becomes the link and the whole card its target. */
  href?: string;
}

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
