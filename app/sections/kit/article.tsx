import Link2 from "lucide-react/icons/link-2";
import Mail from "lucide-react/icons/mail";
import { useState } from "react";

import { Artwork } from "~/components/kit/artwork";
import { PersonAvatar } from "~/components/kit/person-avatar";
import { Glyph } from "~/components/ui/icon";
import { blogAuthors } from "~/content/templates/blog/people";
import { blogCovers } from "~/lib/blog/covers";
import type { ArticleData } from "~/lib/blog/posts";
import { cx } from "~/lib/cx";
import { Breadcrumbs, type Crumb } from "~/sections/breadcrumbs";

import { formatPostDate } from "./post-card";

import "~/styles/kit/_article.scss";

export interface KitArticleProps {
  article: ArticleData;
  /**
   * share: wide cover, body beside a sticky share column, tags under it.
   * centred: centred title, cover, body, then an introduction of the author.
   * sidebar: body beside a right sidebar with the author card and tags.
   */
  variant: "share" | "centred" | "sidebar";
  /** Breadcrumb trail to the page. */
  trail: readonly Crumb[];
  /** Absolute URL of the article, for sharing. */
  url: string;
}

/** A blog article: title, byline, cover and the body rendered from Markdown at build time. */
export function KitArticle({ article, variant, trail, url }: KitArticleProps) {
  const author = blogAuthors[article.author];
  const header = (
    <header className={cx("kit-article-header", variant === "centred" && "kit-article-centred")}>
      <Breadcrumbs trail={trail} className="kit-article-crumbs" />
      <p className="kit-eyebrow">{article.topic}</p>
      <h1 className="kit-article-title">{article.title}</h1>
      <p className="kit-article-lead">{article.excerpt}</p>
      <p className="kit-article-byline">
        <PersonAvatar name={author.name} size={40} />
        <span>
          By {author.name} · <time dateTime={article.date}>{formatPostDate(article.date)}</time> ·{" "}
          {article.minutes} min read
        </span>
      </p>
    </header>
  );
  const cover = (
    <Artwork
      seed={article.slug}
      motif={blogCovers[article.cover]}
      alt=""
      ratio="16:9"
      width={1200}
      className="kit-article-cover"
    />
  );
  // Trusted HTML: our own Markdown, rendered by micromark at build time without raw HTML.
  const body = (
    <div className="kit-article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
  );
  const tags = (
    <ul className="kit-article-tags" aria-label="Tags">
      {article.tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
  const authorCard = (
    <div className="kit-card kit-author-card">
      <PersonAvatar name={author.name} size={64} />
      <div>
        <p className="kit-author-label">About the author</p>
        <p className="kit-author-name">{author.name}</p>
        <p className="kit-author-role">{author.role}</p>
        <p>{author.bio}</p>
      </div>
    </div>
  );

  return (
    <article className={cx("kit-article", `kit-article-${variant}`)}>
      <div className="container">
        {header}
        {cover}
        {variant === "share" && (
          <div className="kit-article-columns">
            <ShareColumn title={article.title} url={url} />
            <div>
              {body}
              {tags}
            </div>
          </div>
        )}
        {variant === "centred" && (
          <div className="kit-article-narrow">
            {body}
            {tags}
            {authorCard}
          </div>
        )}
        {variant === "sidebar" && (
          <div className="kit-article-with-sidebar">
            {body}
            <aside className="kit-article-aside" aria-label="About this article">
              {authorCard}
              {tags}
            </aside>
          </div>
        )}
      </div>
    </article>
  );
}

/** Share by e-mail or copy the link: no third-party buttons, so no requests to anyone else. */
function ShareColumn({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
  return (
    <div className="kit-share">
      <p className="kit-share-label">Share</p>
      <a className="kit-round-btn" href={mail} aria-label="Share by e-mail">
        <Glyph icon={Mail} size={18} />
      </a>
      <button
        type="button"
        className="kit-round-btn"
        aria-label="Copy link"
        onClick={() => {
          navigator.clipboard.writeText(url).then(
            () => setCopied("copied"),
            () => setCopied("failed"),
          );
        }}
      >
        <Glyph icon={Link2} size={18} />
      </button>
      <p role="status" className="kit-share-status">
        {copied === "copied" ? "Link copied" : copied === "failed" ? "Copy failed" : ""}
      </p>
    </div>
  );
}
