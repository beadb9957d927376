import {
  gridV1Cta,
  singleV1Hero,
  singleV1More,
  singleV1Page,
  singleV1Results,
  singleV1Story,
  singleV1Testimonial,
} from "~/content/templates/inner/portfolio";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { Hero } from "~/sections/kit/hero";
import { ProjectCards } from "~/sections/kit/project-cards";
import { ProjectStory } from "~/sections/kit/project-story";
import { Stats } from "~/sections/kit/stats";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(singleV1Page);
export const handle = templateHandle(singleV1Page);

export default function PortfolioSingleV1Page() {
  return (
    <>
      <Hero {...singleV1Hero} />
      <ProjectStory {...singleV1Story} />
      <Stats {...singleV1Results} />
      <TestimonialCarousel {...singleV1Testimonial} perView={1} />
      <ProjectCards {...singleV1More} />
      <CtaBanner {...gridV1Cta} />
    </>
  );
}
