import {
  singleV2Next,
  singleV2Page,
  singleV2Results,
  singleV2Story,
  singleV2Testimonials,
  singleV2Title,
} from "~/content/templates/inner/portfolio";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { KitPageTitle } from "~/sections/kit/page-title";
import { ProjectCards } from "~/sections/kit/project-cards";
import { ProjectStory } from "~/sections/kit/project-story";
import { Stats } from "~/sections/kit/stats";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(singleV2Page);
export const handle = templateHandle(singleV2Page);

export default function PortfolioSingleV2Page() {
  return (
    <>
      <KitPageTitle {...singleV2Title} />
      <ProjectStory {...singleV2Story} />
      <Stats {...singleV2Results} />
      <TestimonialCarousel {...singleV2Testimonials} perView={2} />
      <ProjectCards {...singleV2Next} />
    </>
  );
}
