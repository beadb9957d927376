import {
  pricingComparison,
  pricingFaq,
  pricingIntegrations,
  pricingPage,
  pricingPlans,
  pricingTestimonials,
  pricingTitle,
} from "~/content/templates/inner/pricing";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { ComparisonTable } from "~/sections/kit/comparison-table";
import { Faq } from "~/sections/kit/faq";
import { LogoStrip } from "~/sections/kit/logo-strip";
import { KitPageTitle } from "~/sections/kit/page-title";
import { Pricing } from "~/sections/kit/pricing";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(pricingPage);
export const handle = templateHandle(pricingPage);

export default function PricingPage() {
  return (
    <>
      <KitPageTitle {...pricingTitle} />
      <Pricing {...pricingPlans} />
      <ComparisonTable {...pricingComparison} />
      <TestimonialCarousel {...pricingTestimonials} perView={3} />
      <LogoStrip {...pricingIntegrations} />
      <Faq {...pricingFaq} />
    </>
  );
}
