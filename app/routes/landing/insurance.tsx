import {
  insuranceBenefits,
  insuranceCover,
  insuranceFaq,
  insuranceHero,
  insurancePage,
  insurancePartners,
  insuranceQuote,
} from "~/content/templates/landing/insurance";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AlternatingRows } from "~/sections/kit/alternating-rows";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { Faq } from "~/sections/kit/faq";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";

export const meta = () => templateMeta(insurancePage);
export const handle = templateHandle(insurancePage);

export default function InsurancePage() {
  return (
    <>
      <Hero {...insuranceHero} />
      <LogoStrip {...insurancePartners} />
      <FeatureGrid {...insuranceBenefits} />
      <AlternatingRows {...insuranceCover} />
      <CtaBanner {...insuranceQuote} />
      <Faq {...insuranceFaq} />
    </>
  );
}
