import {
  saasV2Benefits,
  saasV2Cta,
  saasV2Demo,
  saasV2Features,
  saasV2Hero,
  saasV2Integrations,
  saasV2Page,
  saasV2Resources,
  saasV2Steps,
  saasV2Testimonials,
} from "~/content/templates/landing/saas-v2";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";
import { PostGrid } from "~/sections/kit/post-grid";
import { Steps } from "~/sections/kit/steps";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(saasV2Page);
export const handle = templateHandle(saasV2Page);

export default function SaasV2Page() {
  return (
    <>
      <Hero {...saasV2Hero} />
      <FeatureGrid {...saasV2Features} />
      <Steps {...saasV2Steps} />
      <TestimonialCarousel {...saasV2Testimonials} perView={3} />
      <CtaBanner {...saasV2Demo} />
      <FeatureGrid {...saasV2Benefits} />
      <LogoStrip {...saasV2Integrations} />
      <PostGrid {...saasV2Resources} />
      <CtaBanner {...saasV2Cta} />
    </>
  );
}
