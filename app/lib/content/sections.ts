/**
 * The section library, by the name a content file gives each section (`section: PageHeader`):
 * its schema. The component is the same name exported from the kebab-case file beside the
 * schema (PageHeader: app/sections/page-header.tsx, a unit test holds the two in step); a
 * content page's generated route module (app/content-routes.ts) imports only the components the
 * page names, so a page loads only its own sections. A new section is a component, a schema
 * beside it, and a line here. A section whose content names facts kept elsewhere (an industry
 * by its slug) has a `resolve` beside its schema, run at build time after the check, that joins
 * them into the component's props.
 *
 * One name, one section: where company and template pages draw a section differently, the
 * template kit's look is a variant (`variant: kit`), its component the same name exported from
 * app/sections/kit/<file>.tsx with its schema beside it, so a page imports only the variant it
 * shows. The kit's own sections (no company twin) live in app/sections/kit/ under their name.
 */
import { certificationsSchema } from "~/sections/certifications.schema";
import { ctaBannerSchema } from "~/sections/cta-banner.schema";
import { dataHandlingSchema } from "~/sections/data-handling.schema";
import { disclosurePolicySchema } from "~/sections/disclosure-policy.schema";
import { featureGridSchema } from "~/sections/feature-grid.schema";
import { fitCheckSchema } from "~/sections/fit-check.schema";
import { frameworkGridSchema } from "~/sections/framework-grid.schema";
import { industryCardsProps, industryCardsSchema } from "~/sections/industry-cards.schema";
import { addressMapSchema } from "~/sections/kit/address-map.schema";
import { alternatingRowsSchema } from "~/sections/kit/alternating-rows.schema";
import { authSplitSchema } from "~/sections/kit/auth-split.schema";
import { kitCtaBannerSchema } from "~/sections/kit/cta-banner.schema";
import { kitFaqSchema } from "~/sections/kit/faq.schema";
import { kitFeatureGridSchema } from "~/sections/kit/feature-grid.schema";
import { kitHeroSchema } from "~/sections/kit/hero.schema";
import { logoStripSchema } from "~/sections/kit/logo-strip.schema";
import { notFoundHeroProps, notFoundHeroSchema } from "~/sections/kit/not-found-hero.schema";
import { postGridSchema } from "~/sections/kit/post-grid.schema";
import { stepsSchema } from "~/sections/kit/steps.schema";
import { templateIndexProps, templateIndexSchema } from "~/sections/kit/template-index.schema";
import { testimonialCarouselSchema } from "~/sections/kit/testimonial-carousel.schema";
import { pageHeaderSchema } from "~/sections/page-header.schema";
import { previewHeroProps, previewHeroSchema } from "~/sections/preview-hero.schema";
import { splitPointsSchema } from "~/sections/split-points.schema";
import { statusListSchema } from "~/sections/status-list.schema";
import { storySchema } from "~/sections/story.schema";
import { teamGridSchema } from "~/sections/team-grid.schema";
import { timelineSchema } from "~/sections/timeline.schema";

export const sectionLibrary = {
  AddressMap: { schema: addressMapSchema },
  AlternatingRows: { schema: alternatingRowsSchema },
  AuthSplit: { schema: authSplitSchema },
  Certifications: { schema: certificationsSchema },
  CtaBanner: { schema: ctaBannerSchema, variants: { kit: { schema: kitCtaBannerSchema } } },
  DataHandling: { schema: dataHandlingSchema },
  DisclosurePolicy: { schema: disclosurePolicySchema },
  Faq: { variants: { kit: { schema: kitFaqSchema } } },
  FeatureGrid: { schema: featureGridSchema, variants: { kit: { schema: kitFeatureGridSchema } } },
  FitCheck: { schema: fitCheckSchema },
  FrameworkGrid: { schema: frameworkGridSchema },
  Hero: { variants: { kit: { schema: kitHeroSchema } } },
  IndustryCards: { schema: industryCardsSchema, resolve: industryCardsProps },
  LogoStrip: { schema: logoStripSchema },
  NotFoundHero: { schema: notFoundHeroSchema, resolve: notFoundHeroProps },
  PageHeader: { schema: pageHeaderSchema },
  PostGrid: { schema: postGridSchema },
  PreviewHero: { schema: previewHeroSchema, resolve: previewHeroProps },
  SplitPoints: { schema: splitPointsSchema },
  StatusList: { schema: statusListSchema },
  Steps: { schema: stepsSchema },
  Story: { schema: storySchema },
  TeamGrid: { schema: teamGridSchema },
  TemplateIndex: { schema: templateIndexSchema, resolve: templateIndexProps },
  TestimonialCarousel: { schema: testimonialCarouselSchema },
  Timeline: { schema: timelineSchema },
} as const;

export type SectionName = keyof typeof sectionLibrary;

export const SECTION_NAMES = Object.keys(sectionLibrary) as [SectionName, ...SectionName[]];
