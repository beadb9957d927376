import {
  saasV4Compare,
  saasV4Hero,
  saasV4Industries,
  saasV4Page,
  saasV4Regions,
  saasV4UseCases,
  saasV4Video,
  saasV4Wall,
} from "~/content/templates/landing/saas-v4";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { ComparisonTable } from "~/sections/kit/comparison-table";
import { FeatureCarousel } from "~/sections/kit/feature-carousel";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";
import { Locations } from "~/sections/kit/locations";
import { TestimonialWall } from "~/sections/kit/testimonial-wall";
import { VideoFeature } from "~/sections/kit/video-feature";

export const meta = () => templateMeta(saasV4Page);
export const handle = templateHandle(saasV4Page);

export default function SaasV4Page() {
  return (
    <>
      <Hero {...saasV4Hero} />
      <FeatureCarousel {...saasV4Industries} />
      <FeatureGrid {...saasV4UseCases} />
      <Locations {...saasV4Regions} />
      <VideoFeature {...saasV4Video} />
      <TestimonialWall {...saasV4Wall} />
      <ComparisonTable {...saasV4Compare} />
    </>
  );
}
