import {
  aboutAgencyApproach,
  aboutAgencyGallery,
  aboutAgencyPage,
  aboutAgencyServices,
  aboutAgencyStats,
  aboutAgencySteps,
  aboutAgencyStory,
  aboutAgencyTeam,
  aboutAgencyTestimonials,
  aboutAgencyTitle,
} from "~/content/templates/inner/about";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AlternatingRows } from "~/sections/kit/alternating-rows";
import { FeatureCarousel } from "~/sections/kit/feature-carousel";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Gallery } from "~/sections/kit/gallery";
import { KitPageTitle } from "~/sections/kit/page-title";
import { Stats } from "~/sections/kit/stats";
import { Steps } from "~/sections/kit/steps";
import { TeamGrid } from "~/sections/kit/team-grid";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(aboutAgencyPage);
export const handle = templateHandle(aboutAgencyPage);

export default function AboutAgencyPage() {
  return (
    <>
      <KitPageTitle {...aboutAgencyTitle} />
      <AlternatingRows {...aboutAgencyStory} />
      <Stats {...aboutAgencyStats} />
      <FeatureCarousel {...aboutAgencyApproach} />
      <Steps {...aboutAgencySteps} />
      <TeamGrid {...aboutAgencyTeam} />
      <TestimonialCarousel {...aboutAgencyTestimonials} />
      <Gallery {...aboutAgencyGallery} />
      <FeatureGrid {...aboutAgencyServices} />
    </>
  );
}
