import {
  servicesV3Hero,
  servicesV3Page,
  servicesV3Partners,
  servicesV3Rows,
  servicesV3Skills,
} from "~/content/templates/inner/services";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AlternatingRows } from "~/sections/kit/alternating-rows";
import { FeatureCarousel } from "~/sections/kit/feature-carousel";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";

export const meta = () => templateMeta(servicesV3Page);
export const handle = templateHandle(servicesV3Page);

export default function ServicesV3Page() {
  return (
    <>
      <Hero {...servicesV3Hero} />
      <AlternatingRows {...servicesV3Rows} />
      <LogoStrip {...servicesV3Partners} />
      <FeatureCarousel {...servicesV3Skills} />
    </>
  );
}
