import {
  mobileBand,
  mobileDownload,
  mobileFaq,
  mobileFeatures,
  mobileHero,
  mobileLogos,
  mobilePage,
  mobileSpread,
  mobileStats,
  mobileTestimonials,
} from "~/content/templates/landing/mobile";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { Faq } from "~/sections/kit/faq";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";
import { PhoneCarousel } from "~/sections/kit/phone-carousel";
import { PhoneSpread } from "~/sections/kit/phone-spread";
import { Stats } from "~/sections/kit/stats";
import { TestimonialCarousel } from "~/sections/kit/testimonial-carousel";

export const meta = () => templateMeta(mobilePage);
export const handle = templateHandle(mobilePage);

export default function MobileAppPage() {
  return (
    <>
      <Hero {...mobileHero} aside={<PhoneSpread {...mobileSpread} level={2} />} />
      <Stats {...mobileStats} />
      <PhoneCarousel {...mobileFeatures} />
      <Stats {...mobileBand} />
      <LogoStrip {...mobileLogos} />
      <TestimonialCarousel {...mobileTestimonials} perView={3} />
      <Faq {...mobileFaq} />
      <CtaBanner {...mobileDownload} />
    </>
  );
}
