import { type Art, Artwork } from "~/components/kit/artwork";

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
}

const DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A post's card: picture, topic, title, excerpt, date and reading time. */
export function PostCard({ post }: { post: Post }) {
  return (
    <article className="kit-card kit-post">
      <Artwork {...post.art} alt="" ratio="3:2" width={480} className="kit-post-art" />
      <p className="kit-post-topic">{post.topic}</p>
      <h3 className="kit-post-title">{post.title}</h3>
      <p className="kit-muted">{post.excerpt}</p>
      <p className="kit-post-meta">
        {post.author} · <time dateTime={post.date}>{DATE.format(new Date(post.date))}</time> ·{" "}
        {post.minutes} min read
      </p>
    </article>
  );
}
