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
 *
 * A section that `takesBody` shows the page's Markdown body: its `resolve` gets the body too (a
 * page has at most one such section, and it needs a body).
 */
import { architectureDiagramSchema } from "~/sections/architecture-diagram.schema";
import { audienceCardsSchema } from "~/sections/audience-cards.schema";
import {
  backupCostCalculatorProps,
  backupCostCalculatorSchema,
} from "~/sections/backup-cost-calculator.schema";
import { caseStudyFilterProps, caseStudyFilterSchema } from "~/sections/case-study-filter.schema";
import { certificationsSchema } from "~/sections/certifications.schema";
import { comingSoonProps, comingSoonSchema } from "~/sections/coming-soon.schema";
import { comparisonTableProps, comparisonTableSchema } from "~/sections/comparison-table.schema";
import { confirmationSchema } from "~/sections/confirmation.schema";
import { contactFormProps, contactFormSchema } from "~/sections/contact-form.schema";
import { ctaBannerSchema } from "~/sections/cta-banner.schema";
import { dataHandlingSchema } from "~/sections/data-handling.schema";
import { disclosurePolicySchema } from "~/sections/disclosure-policy.schema";
import { faqSchema } from "~/sections/faq.schema";
import { featureGridSchema } from "~/sections/feature-grid.schema";
import { fitCheckSchema } from "~/sections/fit-check.schema";
import { frameworkGridSchema } from "~/sections/framework-grid.schema";
import { heroSchema } from "~/sections/hero.schema";
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
import { legalDocumentProps, legalDocumentSchema } from "~/sections/legal-document.schema";
import { newsletterLinkSchema } from "~/sections/newsletter-link.schema";
import { notifySectionProps, notifySectionSchema } from "~/sections/notify-section.schema";
import { pageHeaderSchema } from "~/sections/page-header.schema";
import { painPointsSchema } from "~/sections/pain-points.schema";
import { previewHeroProps, previewHeroSchema } from "~/sections/preview-hero.schema";
import { pricingTiersProps, pricingTiersSchema } from "~/sections/pricing-tiers.schema";
import { processStepsSchema } from "~/sections/process-steps.schema";
import { productFamilySchema } from "~/sections/product-family.schema";
import { productSpotlightSchema } from "~/sections/product-spotlight.schema";
import { proofBandSchema } from "~/sections/proof-band.schema";
import { regulationListSchema } from "~/sections/regulation-list.schema";
import { serviceCatalogProps, serviceCatalogSchema } from "~/sections/service-catalog.schema";
import { splitPointsSchema } from "~/sections/split-points.schema";
import { statsBandSchema } from "~/sections/stats-band.schema";
import { statusListSchema } from "~/sections/status-list.schema";
import { storySchema } from "~/sections/story.schema";
import { teamGridSchema } from "~/sections/team-grid.schema";
import { testimonialsSchema } from "~/sections/testimonials.schema";
import { timelineSchema } from "~/sections/timeline.schema";

export const sectionLibrary = {
  AddressMap: { schema: addressMapSchema },
  AlternatingRows: { schema: alternatingRowsSchema },
  ArchitectureDiagram: { schema: architectureDiagramSchema },
  AudienceCards: { schema: audienceCardsSchema },
  AuthSplit: { schema: authSplitSchema },
  BackupCostCalculator: { schema: backupCostCalculatorSchema, resolve: backupCostCalculatorProps },
  CaseStudyFilter: { schema: caseStudyFilterSchema, resolve: caseStudyFilterProps },
  Certifications: { schema: certificationsSchema },
  ComingSoon: { schema: comingSoonSchema, resolve: comingSoonProps },
  ComparisonTable: { schema: comparisonTableSchema, resolve: comparisonTableProps },
  Confirmation: { schema: confirmationSchema },
  ContactForm: { schema: contactFormSchema, resolve: contactFormProps },
  CtaBanner: { schema: ctaBannerSchema, variants: { kit: { schema: kitCtaBannerSchema } } },
  DataHandling: { schema: dataHandlingSchema },
  DisclosurePolicy: { schema: disclosurePolicySchema },
  Faq: { schema: faqSchema, variants: { kit: { schema: kitFaqSchema } } },
  FeatureGrid: { schema: featureGridSchema, variants: { kit: { schema: kitFeatureGridSchema } } },
  FitCheck: { schema: fitCheckSchema },
  FrameworkGrid: { schema: frameworkGridSchema },
  Hero: { schema: heroSchema, variants: { kit: { schema: kitHeroSchema } } },
  IndustryCards: { schema: industryCardsSchema, resolve: industryCardsProps },
  LegalDocument: { schema: legalDocumentSchema, resolve: legalDocumentProps, takesBody: true },
  LogoStrip: { schema: logoStripSchema },
  NewsletterLink: { schema: newsletterLinkSchema },
  NotFoundHero: { schema: notFoundHeroSchema, resolve: notFoundHeroProps },
  NotifySection: { schema: notifySectionSchema, resolve: notifySectionProps },
  PageHeader: { schema: pageHeaderSchema },
  PainPoints: { schema: painPointsSchema },
  PostGrid: { schema: postGridSchema },
  PreviewHero: { schema: previewHeroSchema, resolve: previewHeroProps },
  PricingTiers: { schema: pricingTiersSchema, resolve: pricingTiersProps },
  ProcessSteps: { schema: processStepsSchema },
  ProductFamily: { schema: productFamilySchema },
  ProductSpotlight: { schema: productSpotlightSchema },
  ProofBand: { schema: proofBandSchema },
  RegulationList: { schema: regulationListSchema },
  ServiceCatalog: { schema: serviceCatalogSchema, resolve: serviceCatalogProps },
  SplitPoints: { schema: splitPointsSchema },
  StatsBand: { schema: statsBandSchema },
  StatusList: { schema: statusListSchema },
  Steps: { schema: stepsSchema },
  Story: { schema: storySchema },
  TeamGrid: { schema: teamGridSchema },
  TemplateIndex: { schema: templateIndexSchema, resolve: templateIndexProps },
  TestimonialCarousel: { schema: testimonialCarouselSchema },
  Testimonials: { schema: testimonialsSchema },
  Timeline: { schema: timelineSchema },
} as const;

export type SectionName = keyof typeof sectionLibrary;

export const SECTION_NAMES = Object.keys(sectionLibrary) as [SectionName, ...SectionName[]];
