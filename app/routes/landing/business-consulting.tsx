import { SampleForm } from "~/components/kit/sample-form";
import {
  consultingCallForm,
  consultingCases,
  consultingCta,
  consultingHero,
  consultingIndustries,
  consultingLogos,
  consultingPage,
  consultingProcess,
  consultingServices,
  consultingStats,
  consultingTestimonials,
} from "~/content/templates/landing/business-consulting";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";
import { Stats } from "~/sections/kit/stats";
import { Steps } from "~/sections/kit/steps";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(consultingPage);
export const handle = templateHandle(consultingPage);

export default function BusinessConsultingPage() {
  return (
    <>
      <Hero {...consultingHero} below={<SampleForm {...consultingCallForm} />} />
      <Stats {...consultingStats} />
      <FeatureGrid {...consultingServices} />
      <FeatureGrid {...consultingIndustries} />
      <LogoStrip {...consultingLogos} />
      <Steps {...consultingProcess} />
      <TestimonialCarousel {...consultingTestimonials} />
      <FeatureGrid {...consultingCases} />
      <CtaBanner {...consultingCta} />
    </>
  );
}
