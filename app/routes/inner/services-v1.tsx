import {
  servicesV1Benefits,
  servicesV1Cards,
  servicesV1Cta,
  servicesV1Page,
  servicesV1Testimonials,
  servicesV1Title,
} from "~/content/templates/inner/services";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { KitPageTitle } from "~/sections/kit/page-title";
import { Steps } from "~/sections/kit/steps";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(servicesV1Page);
export const handle = templateHandle(servicesV1Page);

export default function ServicesV1Page() {
  return (
    <>
      <KitPageTitle {...servicesV1Title} />
      <FeatureGrid {...servicesV1Cards} />
      <Steps {...servicesV1Benefits} />
      <TestimonialCarousel {...servicesV1Testimonials} perView={3} />
      <CtaBanner {...servicesV1Cta} />
    </>
  );
}
