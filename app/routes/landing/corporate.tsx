import {
  corporateApproach,
  corporateContact,
  corporateHero,
  corporateIndustries,
  corporateInsights,
  corporatePage,
  corporatePartners,
  corporateServices,
  corporateTeam,
  corporateTestimonials,
} from "~/content/templates/landing/corporate";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AccordionShowcase } from "~/sections/kit/accordion-showcase";
import { AlternatingRows } from "~/sections/kit/alternating-rows";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";
import { PostGrid } from "~/sections/kit/post-grid";
import { TeamGrid } from "~/sections/kit/team-grid";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(corporatePage);
export const handle = templateHandle(corporatePage);

export default function CorporatePage() {
  return (
    <>
      <Hero {...corporateHero} />
      <FeatureGrid {...corporateServices} />
      <LogoStrip {...corporatePartners} />
      <AlternatingRows {...corporateApproach} />
      <AccordionShowcase {...corporateIndustries} />
      <TestimonialCarousel {...corporateTestimonials} />
      <TeamGrid {...corporateTeam} />
      <PostGrid {...corporateInsights} />
      <CtaBanner {...corporateContact} />
    </>
  );
}
