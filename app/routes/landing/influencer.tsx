import {
  influencerAchievements,
  influencerCta,
  influencerGuides,
  influencerHero,
  influencerNewsletter,
  influencerPage,
  influencerPlan,
  influencerResults,
  influencerStrip,
  influencerTestimonials,
  influencerWebinar,
} from "~/content/templates/landing/influencer";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { FormSection } from "~/sections/kit/form-section";
import { Hero } from "~/sections/kit/hero";
import { PhotoStrip } from "~/sections/kit/photo-strip";
import { PlanWithToggle } from "~/sections/kit/plan-with-toggle";
import { Stats } from "~/sections/kit/stats";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(influencerPage);
export const handle = templateHandle(influencerPage);

export default function InfluencerPage() {
  return (
    <>
      <Hero
        {...influencerHero}
        aside={<PlanWithToggle plan={influencerPlan} annualNote="save 20%" />}
      />
      <FormSection {...influencerWebinar} />
      <Stats {...influencerAchievements} />
      <FeatureGrid {...influencerGuides} />
      <FeatureGrid {...influencerResults} />
      <TestimonialCarousel {...influencerTestimonials} perView={3} />
      <CtaBanner {...influencerNewsletter} />
      <CtaBanner {...influencerCta} />
      <PhotoStrip {...influencerStrip} />
    </>
  );
}
