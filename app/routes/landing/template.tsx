import { templateGroups } from "~/content/templates/catalog";
import {
  templateIndexFeatures,
  templateIndexHero,
  templateIndexNewsletter,
  templateIndexPage,
} from "~/content/templates/landing/template";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";
import { TemplateIndex } from "~/sections/kit/template-index";

export const meta = () => templateMeta(templateIndexPage);
export const handle = templateHandle(templateIndexPage);

export default function TemplateIndexPage() {
  return (
    <>
      <Hero {...templateIndexHero} />
      <TemplateIndex groups={templateGroups} />
      <FeatureGrid {...templateIndexFeatures} />
      <CtaBanner {...templateIndexNewsletter} />
    </>
  );
}
