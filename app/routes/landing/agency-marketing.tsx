import {
  marketingBenefits,
  marketingBlog,
  marketingCases,
  marketingConsultation,
  marketingHero,
  marketingPage,
  marketingServices,
  marketingSpecialists,
  marketingTeam,
  marketingTestimonials,
  marketingTools,
} from "~/content/templates/landing/agency-marketing";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { FeatureCarousel } from "~/sections/kit/feature-carousel";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { FormSection } from "~/sections/kit/form-section";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";
import { PostGrid } from "~/sections/kit/post-grid";
import { TeamGrid } from "~/sections/kit/team-grid";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(marketingPage);
export const handle = templateHandle(marketingPage);

export default function MarketingAgencyPage() {
  return (
    <>
      <Hero {...marketingHero} />
      <FeatureGrid {...marketingServices} />
      <LogoStrip {...marketingTools} />
      <FeatureGrid {...marketingBenefits} />
      <TeamGrid {...marketingSpecialists} />
      <TestimonialCarousel {...marketingTestimonials} autoplayMs={8000} />
      <FeatureCarousel {...marketingCases} />
      <TeamGrid {...marketingTeam} />
      <PostGrid {...marketingBlog} />
      <FormSection {...marketingConsultation} />
    </>
  );
}
