/**
 * The section library, by the name a content file gives each section (`section: PageHeader`):
 * its schema. The component is the same name exported from the kebab-case file beside the
 * schema (PageHeader: app/sections/page-header.tsx, a unit test holds the two in step); a
 * content page's generated route module (app/content-routes.ts) imports only the components the
 * page names, so a page loads only its own sections. A new section is a component, a schema
 * beside it, and a line here. A section whose content names facts kept elsewhere (an industry
 * by its slug) has a `resolve` beside its schema, run at build time after the check, that joins
 * them into the component's props.
 */
import { certificationsSchema } from "~/sections/certifications.schema";
import { comingSoonProps, comingSoonSchema } from "~/sections/coming-soon.schema";
import { confirmationSchema } from "~/sections/confirmation.schema";
import { contactFormProps, contactFormSchema } from "~/sections/contact-form.schema";
import { ctaBannerSchema } from "~/sections/cta-banner.schema";
import { dataHandlingSchema } from "~/sections/data-handling.schema";
import { disclosurePolicySchema } from "~/sections/disclosure-policy.schema";
import { featureGridSchema } from "~/sections/feature-grid.schema";
import { fitCheckSchema } from "~/sections/fit-check.schema";
import { frameworkGridSchema } from "~/sections/framework-grid.schema";
import { industryCardsProps, industryCardsSchema } from "~/sections/industry-cards.schema";
import { newsletterLinkSchema } from "~/sections/newsletter-link.schema";
import { pageHeaderSchema } from "~/sections/page-header.schema";
import { previewHeroProps, previewHeroSchema } from "~/sections/preview-hero.schema";
import { splitPointsSchema } from "~/sections/split-points.schema";
import { statusListSchema } from "~/sections/status-list.schema";
import { storySchema } from "~/sections/story.schema";
import { teamGridSchema } from "~/sections/team-grid.schema";
import { timelineSchema } from "~/sections/timeline.schema";

export const sectionLibrary = {
  Certifications: { schema: certificationsSchema },
  ComingSoon: { schema: comingSoonSchema, resolve: comingSoonProps },
  Confirmation: { schema: confirmationSchema },
  ContactForm: { schema: contactFormSchema, resolve: contactFormProps },
  CtaBanner: { schema: ctaBannerSchema },
  DataHandling: { schema: dataHandlingSchema },
  DisclosurePolicy: { schema: disclosurePolicySchema },
  FeatureGrid: { schema: featureGridSchema },
  FitCheck: { schema: fitCheckSchema },
  FrameworkGrid: { schema: frameworkGridSchema },
  IndustryCards: { schema: industryCardsSchema, resolve: industryCardsProps },
  NewsletterLink: { schema: newsletterLinkSchema },
  PageHeader: { schema: pageHeaderSchema },
  PreviewHero: { schema: previewHeroSchema, resolve: previewHeroProps },
  SplitPoints: { schema: splitPointsSchema },
  StatusList: { schema: statusListSchema },
  Story: { schema: storySchema },
  TeamGrid: { schema: teamGridSchema },
  Timeline: { schema: timelineSchema },
} as const;

export type SectionName = keyof typeof sectionLibrary;

export const SECTION_NAMES = Object.keys(sectionLibrary) as [SectionName, ...SectionName[]];
