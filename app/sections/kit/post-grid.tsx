import { Carousel } from "~/components/kit/carousel";

import { type Post, PostCard } from "./post-card";
import { type KitIntro, KitSection, type Tone } from "./section";

export interface PostGridProps {
  id: string;
  heading: KitIntro;
  posts: readonly Post[];
  /** A carousel of posts instead of a grid. */
  carousel?: boolean;
  tone?: Tone;
  anchor?: string;
}

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
