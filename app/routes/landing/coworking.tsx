import { SampleForm } from "~/components/kit/sample-form";
import {
  coworkingAddress,
  coworkingBooking,
  coworkingFeatures,
  coworkingGallery,
  coworkingHero,
  coworkingPage,
  coworkingPlans,
  coworkingReasons,
  coworkingTestimonials,
  coworkingTrial,
  coworkingVideo,
} from "~/content/templates/landing/coworking";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AddressMap } from "~/sections/kit/address-map";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Gallery } from "~/sections/kit/gallery";
import { Hero } from "~/sections/kit/hero";
import { Pricing } from "~/sections/kit/pricing";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";
import { VideoFeature } from "~/sections/kit/video-feature";

export const meta = () => templateMeta(coworkingPage);
export const handle = templateHandle(coworkingPage);

export default function CoworkingPage() {
  return (
    <>
      <Hero
        {...coworkingHero}
        aside={<SampleForm {...coworkingBooking} />}
        asideCard={{ anchor: "book" }}
      />
      <FeatureGrid {...coworkingFeatures} />
      <Gallery {...coworkingGallery} />
      <FeatureGrid {...coworkingReasons} />
      <VideoFeature {...coworkingVideo} />
      <TestimonialCarousel {...coworkingTestimonials} />
      <CtaBanner {...coworkingTrial} />
      <Pricing {...coworkingPlans} />
      <AddressMap {...coworkingAddress} />
    </>
  );
}
