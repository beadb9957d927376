import * as z from "zod/mini";

import { Carousel } from "~/components/kit/carousel";
import { elementId, href, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { PostCard } from "./post-card";
import { KitSection } from "./section";

/** A post's card: title, excerpt, topic, date, reading time, author and picture. */
export const kitPost = z.strictObject({
  title: text(1, 140),
  excerpt: text(1, 400),
  topic: text(1, 40),
  date: z.iso.date("write the date as YYYY-MM-DD"),
  minutes: z
    .number("write the reading time in minutes")
    .check(z.int(), z.gte(1), z.describe("Reading time in minutes")),
  author: text(1, 80),
  art: kitArt,
  href: z.optional(href.check(z.describe("Where the post opens; the whole card becomes its link"))),
});

/** What a content file gives the post grid: posts as cards, in a grid or a carousel. */
export const schema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  posts: z.array(kitPost).check(z.minLength(1, "list the posts")),
  carousel: z.optional(z.boolean().check(z.describe("A carousel of posts instead of a grid"))),
  tone: kitTone,
  anchor: kitAnchor,
});

export type PostGridProps = Drawn<Fields<typeof schema>>;

/** Blog posts or resources as cards, in a grid or a carousel. */
export function PostGrid({ id, heading, posts, carousel, tone, anchor }: PostGridProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      {carousel ? (
        <Carousel
          label={heading.title}
          perView={3}
          slides={posts.map((post) => (
            <PostCard key={post.title} post={post} />
          ))}
        />
      ) : (
        <ul className="kit-grid kit-grid-3">
          {posts.map((post) => (
            <li key={post.title}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </KitSection>
  );
}
