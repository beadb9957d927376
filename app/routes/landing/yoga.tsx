import {
  yogaClasses,
  yogaFreeLesson,
  yogaHero,
  yogaPacks,
  yogaPage,
  yogaSchedule,
  yogaStrip,
  yogaTeachers,
  yogaTrial,
} from "~/content/templates/landing/yoga";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FormSection } from "~/sections/kit/form-section";
import { Hero } from "~/sections/kit/hero";
import { PhotoStrip } from "~/sections/kit/photo-strip";
import { Pricing } from "~/sections/kit/pricing";
import { Schedule } from "~/sections/kit/schedule";
import { TabbedShowcase } from "~/sections/kit/tabbed-showcase";
import { TeamGrid } from "~/sections/kit/team-grid";

export const meta = () => templateMeta(yogaPage);
export const handle = templateHandle(yogaPage);

export default function YogaPage() {
  return (
    <>
      <Hero {...yogaHero} />
      <FormSection {...yogaTrial} />
      <TabbedShowcase {...yogaClasses} />
      <TeamGrid {...yogaTeachers} />
      <Schedule {...yogaSchedule} />
      <CtaBanner {...yogaFreeLesson} />
      <Pricing {...yogaPacks} />
      <PhotoStrip {...yogaStrip} />
    </>
  );
}
