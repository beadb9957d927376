import * as z from "zod/mini";

import { Carousel } from "~/components/kit/carousel";
import { headingId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { kitPost, PostCard } from "./post-card";
import { KitSection } from "./section";

/** What a content file gives the post grid: posts as cards, in a grid or a carousel. */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  posts: z
    .array(kitPost)
    .check(z.minLength(1, "list the posts"), z.describe("The posts, in order")),
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
