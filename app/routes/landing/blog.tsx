import {
  blogAuthors,
  blogFeatured,
  blogHero,
  blogLatest,
  blogNewsletter,
  blogPage,
  blogPicks,
  blogPopular,
} from "~/content/templates/landing/blog";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { Hero } from "~/sections/kit/hero";
import { PostFinder } from "~/sections/kit/post-finder";
import { PostGrid } from "~/sections/kit/post-grid";
import { TeamGrid } from "~/sections/kit/team-grid";

export const meta = () => templateMeta(blogPage);
export const handle = templateHandle(blogPage);

export default function BlogLandingPage() {
  return (
    <>
      <Hero {...blogHero} />
      <PostFinder {...blogFeatured} />
      <PostGrid {...blogPopular} />
      <PostGrid {...blogLatest} />
      <TeamGrid {...blogAuthors} />
      <PostGrid {...blogPicks} />
      <CtaBanner {...blogNewsletter} />
    </>
  );
}
