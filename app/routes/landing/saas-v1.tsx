import {
  saasV1AppCta,
  saasV1Audiences,
  saasV1Cta,
  saasV1Features,
  saasV1Hero,
  saasV1Page,
  saasV1Pricing,
  saasV1Ratings,
  saasV1Rows,
  saasV1Testimonials,
  saasV1Video,
} from "~/content/templates/landing/saas-v1";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AlternatingRows } from "~/sections/kit/alternating-rows";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";
import { Pricing } from "~/sections/kit/pricing";
import { TabbedShowcase } from "~/sections/kit/tabbed-showcase";
import { TestimonialTabs } from "~/sections/kit/testimonial-tabs";
import { VideoFeature } from "~/sections/kit/video-feature";

export const meta = () => templateMeta(saasV1Page);
export const handle = templateHandle(saasV1Page);

export default function SaasV1Page() {
  return (
    <>
      <Hero {...saasV1Hero} />
      <LogoStrip {...saasV1Ratings} />
      <FeatureGrid {...saasV1Features} />
      <VideoFeature {...saasV1Video} />
      <AlternatingRows {...saasV1Rows} />
      <TabbedShowcase {...saasV1Audiences} />
      <Pricing {...saasV1Pricing} />
      <TestimonialTabs {...saasV1Testimonials} />
      <CtaBanner {...saasV1AppCta} />
      <CtaBanner {...saasV1Cta} />
    </>
  );
}
