import {
  webStudioAwards,
  webStudioCases,
  webStudioContact,
  webStudioHero,
  webStudioIndustries,
  webStudioPage,
  webStudioServices,
  webStudioSkills,
} from "~/content/templates/landing/web-studio";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AccordionShowcase } from "~/sections/kit/accordion-showcase";
import { FeatureCarousel } from "~/sections/kit/feature-carousel";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { FormSection } from "~/sections/kit/form-section";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";

export const meta = () => templateMeta(webStudioPage);
export const handle = templateHandle(webStudioPage);

export default function WebStudioPage() {
  return (
    <>
      <Hero {...webStudioHero} />
      <LogoStrip {...webStudioAwards} />
      <FeatureGrid {...webStudioServices} />
      <AccordionShowcase {...webStudioIndustries} />
      <FeatureCarousel {...webStudioSkills} />
      <FeatureGrid {...webStudioCases} />
      <FormSection {...webStudioContact} />
    </>
  );
}
