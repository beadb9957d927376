import {
  aboutProductBenefits,
  aboutProductCta,
  aboutProductHero,
  aboutProductIntegrations,
  aboutProductLogos,
  aboutProductPage,
  aboutProductRows,
  aboutProductSteps,
} from "~/content/templates/inner/about";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AlternatingRows } from "~/sections/kit/alternating-rows";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";
import { Steps } from "~/sections/kit/steps";

export const meta = () => templateMeta(aboutProductPage);
export const handle = templateHandle(aboutProductPage);

export default function AboutProductPage() {
  return (
    <>
      <Hero {...aboutProductHero} />
      <LogoStrip {...aboutProductLogos} />
      <Steps {...aboutProductSteps} />
      <AlternatingRows {...aboutProductRows} />
      <FeatureGrid {...aboutProductBenefits} />
      <LogoStrip {...aboutProductIntegrations} />
      <CtaBanner {...aboutProductCta} />
    </>
  );
}
