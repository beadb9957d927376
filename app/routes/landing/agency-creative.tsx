import {
  creativeAbout,
  creativeClients,
  creativeHero,
  creativePage,
  creativeServices,
  creativeStats,
  creativeTeam,
  creativeTestimonials,
  creativeWork,
} from "~/content/templates/landing/agency-creative";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AlternatingRows } from "~/sections/kit/alternating-rows";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Gallery } from "~/sections/kit/gallery";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";
import { Stats } from "~/sections/kit/stats";
import { TeamGrid } from "~/sections/kit/team-grid";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(creativePage);
export const handle = templateHandle(creativePage);

export default function CreativeAgencyPage() {
  return (
    <>
      <Hero {...creativeHero} />
      <FeatureGrid {...creativeServices} />
      <AlternatingRows {...creativeAbout} />
      <Stats {...creativeStats} />
      <Gallery {...creativeWork} />
      <LogoStrip {...creativeClients} />
      <TestimonialCarousel {...creativeTestimonials} />
      <TeamGrid {...creativeTeam} />
    </>
  );
}
