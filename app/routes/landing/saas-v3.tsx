import {
  saasV3Cta,
  saasV3Features,
  saasV3Hero,
  saasV3Integrations,
  saasV3Mobile,
  saasV3Page,
  saasV3Pricing,
  saasV3Testimonials,
  saasV3Themes,
} from "~/content/templates/landing/saas-v3";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AlternatingRows } from "~/sections/kit/alternating-rows";
import { BeforeAfter } from "~/sections/kit/before-after";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";
import { Pricing } from "~/sections/kit/pricing";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(saasV3Page);
export const handle = templateHandle(saasV3Page);

export default function SaasV3Page() {
  return (
    <>
      <Hero {...saasV3Hero} />
      <FeatureGrid {...saasV3Features} />
      <BeforeAfter {...saasV3Themes} />
      <TestimonialCarousel {...saasV3Testimonials} perView={3} />
      <AlternatingRows {...saasV3Mobile} />
      <Pricing {...saasV3Pricing} />
      <LogoStrip {...saasV3Integrations} />
      <CtaBanner {...saasV3Cta} />
    </>
  );
}
