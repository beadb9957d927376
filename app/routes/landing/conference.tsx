import {
  conferenceAudiences,
  conferenceCallForSpeakers,
  conferenceContact,
  conferenceGallery,
  conferenceHero,
  conferencePage,
  conferenceReviews,
  conferenceSchedule,
  conferenceSpeakerGrid,
  conferenceSpeakers,
  conferenceSponsors,
  conferenceStats,
  conferenceTickets,
} from "~/content/templates/landing/conference";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FormSection } from "~/sections/kit/form-section";
import { Gallery } from "~/sections/kit/gallery";
import { Hero } from "~/sections/kit/hero";
import { LogoStrip } from "~/sections/kit/logo-strip";
import { PeopleStack } from "~/sections/kit/people-stack";
import { Pricing } from "~/sections/kit/pricing";
import { Schedule } from "~/sections/kit/schedule";
import { Stats } from "~/sections/kit/stats";
import { TabbedShowcase } from "~/sections/kit/tabbed-showcase";
import { TeamGrid } from "~/sections/kit/team-grid";
import { TestimonialMarquee } from "~/sections/kit/testimonial-marquee";

export const meta = () => templateMeta(conferencePage);
export const handle = templateHandle(conferencePage);

export default function ConferencePage() {
  return (
    <>
      <Hero
        {...conferenceHero}
        aside={<PeopleStack label="Featured speakers" people={conferenceSpeakers} />}
      />
      <Stats {...conferenceStats} />
      <TabbedShowcase {...conferenceAudiences} />
      <TeamGrid {...conferenceSpeakerGrid} />
      <CtaBanner {...conferenceCallForSpeakers} />
      <LogoStrip {...conferenceSponsors} />
      <Schedule {...conferenceSchedule} />
      <Pricing {...conferenceTickets} />
      <TestimonialMarquee {...conferenceReviews} />
      <Gallery {...conferenceGallery} />
      <FormSection {...conferenceContact} />
    </>
  );
}
