import {
  servicesV2Approach,
  servicesV2Cards,
  servicesV2Cta,
  servicesV2Page,
  servicesV2Partners,
  servicesV2Testimonial,
  servicesV2Title,
} from "~/content/templates/inner/services";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { LogoStrip } from "~/sections/kit/logo-strip";
import { KitPageTitle } from "~/sections/kit/page-title";
import { Steps } from "~/sections/kit/steps";
import { TestimonialTabs } from "~/sections/kit/testimonial-tabs";

export const meta = () => templateMeta(servicesV2Page);
export const handle = templateHandle(servicesV2Page);

export default function ServicesV2Page() {
  return (
    <>
      <KitPageTitle {...servicesV2Title} />
      <FeatureGrid {...servicesV2Cards} />
      <LogoStrip {...servicesV2Partners} />
      <Steps {...servicesV2Approach} />
      <TestimonialTabs {...servicesV2Testimonial} />
      <CtaBanner {...servicesV2Cta} />
    </>
  );
}
