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
import { errorPageSchema } from "~/sections/error-page.schema";
import { faqSchema } from "~/sections/faq.schema";
import { featureGridSchema } from "~/sections/feature-grid.schema";
import { fitCheckSchema } from "~/sections/fit-check.schema";
import { frameworkGridSchema } from "~/sections/framework-grid.schema";
import { heroSchema } from "~/sections/hero.schema";
import { industryCardsProps, industryCardsSchema } from "~/sections/industry-cards.schema";
import { schema as accordionShowcaseSchema } from "~/sections/kit/accordion-showcase";
import {
  resolve as accountBillingProps,
  schema as accountBillingSchema,
} from "~/sections/kit/account-billing";
import { schema as accountEarningsSchema } from "~/sections/kit/account-earnings";
import { schema as accountFavoritesSchema } from "~/sections/kit/account-favorites";
import { schema as accountHeadSchema } from "~/sections/kit/account-head";
import {
  resolve as accountOverviewProps,
  schema as accountOverviewSchema,
} from "~/sections/kit/account-overview";
import { schema as accountSettingsSchema } from "~/sections/kit/account-settings";
import { schema as addressMapSchema } from "~/sections/kit/address-map";
import {
  resolve as alternatingRowsProps,
  schema as alternatingRowsSchema,
} from "~/sections/kit/alternating-rows";
import {
  resolve as articlePageProps,
  schema as articlePageSchema,
} from "~/sections/kit/article-page";
import { schema as authSplitSchema } from "~/sections/kit/auth-split";
import { schema as beforeAfterSchema } from "~/sections/kit/before-after";
import { schema as chatSchema } from "~/sections/kit/chat";
import {
  resolve as checkoutFormProps,
  schema as checkoutFormSchema,
} from "~/sections/kit/checkout-form";
import { schema as colourShowcaseSchema } from "~/sections/kit/colour-showcase";
import { schema as kitComparisonTableSchema } from "~/sections/kit/comparison-table";
import { schema as kitCtaBannerSchema } from "~/sections/kit/cta-banner";
import { schema as kitFaqSchema } from "~/sections/kit/faq";
import { schema as featureCarouselSchema } from "~/sections/kit/feature-carousel";
import { schema as kitFeatureGridSchema } from "~/sections/kit/feature-grid";
import { schema as formSectionSchema } from "~/sections/kit/form-section";
import { schema as gallerySchema } from "~/sections/kit/gallery";
import { resolve as kitHeroProps, schema as kitHeroSchema } from "~/sections/kit/hero";
import { schema as hotspotPictureSchema } from "~/sections/kit/hotspot-picture";
import { schema as locationsSchema } from "~/sections/kit/locations";
import { schema as logoStripSchema } from "~/sections/kit/logo-strip";
import {
  resolve as notFoundHeroProps,
  schema as notFoundHeroSchema,
} from "~/sections/kit/not-found-hero";
import {
  resolve as ordersBrowserProps,
  schema as ordersBrowserSchema,
} from "~/sections/kit/orders-browser";
import { schema as pageTitleSchema } from "~/sections/kit/page-title";
import { schema as phoneCarouselSchema } from "~/sections/kit/phone-carousel";
import { schema as photoStripSchema } from "~/sections/kit/photo-strip";
import {
  resolve as postBrowserProps,
  schema as postBrowserSchema,
} from "~/sections/kit/post-browser";
import { schema as postFinderSchema } from "~/sections/kit/post-finder";
import { schema as postGridSchema } from "~/sections/kit/post-grid";
import { schema as pricingSchema } from "~/sections/kit/pricing";
import { schema as productGridSchema } from "~/sections/kit/product-grid";
import {
  resolve as projectBrowserProps,
  schema as projectBrowserSchema,
} from "~/sections/kit/project-browser";
import {
  resolve as projectCardsProps,
  schema as projectCardsSchema,
} from "~/sections/kit/project-cards";
import {
  resolve as projectSliderProps,
  schema as projectSliderSchema,
} from "~/sections/kit/project-slider";
import {
  resolve as projectStoryProps,
  schema as projectStorySchema,
} from "~/sections/kit/project-story";
import { schema as scheduleSchema } from "~/sections/kit/schedule";
import { schema as shopCatalogSchema } from "~/sections/kit/shop-catalog";
import { schema as shopProductDetailSchema } from "~/sections/kit/shop-product-detail";
import { schema as shopProductGridSchema } from "~/sections/kit/shop-product-grid";
import { schema as shopRelatedProductsSchema } from "~/sections/kit/shop-related-products";
import { schema as statsSchema } from "~/sections/kit/stats";
import { schema as stepsSchema } from "~/sections/kit/steps";
import { schema as tabbedShowcaseSchema } from "~/sections/kit/tabbed-showcase";
import { schema as kitTeamGridSchema } from "~/sections/kit/team-grid";
import {
  resolve as templateIndexProps,
  schema as templateIndexSchema,
} from "~/sections/kit/template-index";
import { schema as testimonialCarouselSchema } from "~/sections/kit/testimonial-carousel";
import { schema as testimonialMarqueeSchema } from "~/sections/kit/testimonial-marquee";
import { schema as testimonialTabsSchema } from "~/sections/kit/testimonial-tabs";
import { schema as testimonialWallSchema } from "~/sections/kit/testimonial-wall";
import { schema as videoFeatureSchema } from "~/sections/kit/video-feature";
import { labsEntriesSchema } from "~/sections/labs-entries.schema";
import { legalDocumentProps, legalDocumentSchema } from "~/sections/legal-document.schema";
import { newsletterLinkSchema } from "~/sections/newsletter-link.schema";
import {
  newsletterSectionProps,
  newsletterSectionSchema,
} from "~/sections/newsletter-section.schema";
import { notifySectionProps, notifySectionSchema } from "~/sections/notify-section.schema";
import { openToolsSchema } from "~/sections/open-tools.schema";
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
import { siteSearchSchema } from "~/sections/site-search.schema";
import { splitPointsSchema } from "~/sections/split-points.schema";
import { statsBandSchema } from "~/sections/stats-band.schema";
import { statusListSchema } from "~/sections/status-list.schema";
import { storySchema } from "~/sections/story.schema";
import { teamGridSchema } from "~/sections/team-grid.schema";
import { testimonialsSchema } from "~/sections/testimonials.schema";
import { timelineSchema } from "~/sections/timeline.schema";

export const sectionLibrary = {
  AccountBilling: { schema: accountBillingSchema, resolve: accountBillingProps },
  AccountEarnings: { schema: accountEarningsSchema },
  AccountFavorites: { schema: accountFavoritesSchema },
  AccountHead: { schema: accountHeadSchema },
  AccountOverview: { schema: accountOverviewSchema, resolve: accountOverviewProps },
  AccountSettings: { schema: accountSettingsSchema },
  AccordionShowcase: { schema: accordionShowcaseSchema },
  AddressMap: { schema: addressMapSchema },
  AlternatingRows: { schema: alternatingRowsSchema, resolve: alternatingRowsProps },
  ArchitectureDiagram: { schema: architectureDiagramSchema },
  ArticlePage: { schema: articlePageSchema, resolve: articlePageProps },
  AudienceCards: { schema: audienceCardsSchema },
  AuthSplit: { schema: authSplitSchema },
  BackupCostCalculator: { schema: backupCostCalculatorSchema, resolve: backupCostCalculatorProps },
  BeforeAfter: { schema: beforeAfterSchema },
  CaseStudyFilter: { schema: caseStudyFilterSchema, resolve: caseStudyFilterProps },
  Certifications: { schema: certificationsSchema },
  Chat: { schema: chatSchema },
  ColourShowcase: { schema: colourShowcaseSchema },
  CheckoutForm: { schema: checkoutFormSchema, resolve: checkoutFormProps },
  ComingSoon: { schema: comingSoonSchema, resolve: comingSoonProps },
  ComparisonTable: {
    schema: comparisonTableSchema,
    resolve: comparisonTableProps,
    variants: { kit: { schema: kitComparisonTableSchema } },
  },
  Confirmation: { schema: confirmationSchema },
  ContactForm: { schema: contactFormSchema, resolve: contactFormProps },
  CtaBanner: { schema: ctaBannerSchema, variants: { kit: { schema: kitCtaBannerSchema } } },
  DataHandling: { schema: dataHandlingSchema },
  DisclosurePolicy: { schema: disclosurePolicySchema },
  ErrorPage: { schema: errorPageSchema },
  Faq: { schema: faqSchema, variants: { kit: { schema: kitFaqSchema } } },
  FeatureCarousel: { schema: featureCarouselSchema },
  FeatureGrid: { schema: featureGridSchema, variants: { kit: { schema: kitFeatureGridSchema } } },
  FitCheck: { schema: fitCheckSchema },
  FormSection: { schema: formSectionSchema },
  FrameworkGrid: { schema: frameworkGridSchema },
  Gallery: { schema: gallerySchema },
  Hero: {
    schema: heroSchema,
    variants: { kit: { schema: kitHeroSchema, resolve: kitHeroProps } },
  },
  HotspotPicture: { schema: hotspotPictureSchema },
  IndustryCards: { schema: industryCardsSchema, resolve: industryCardsProps },
  LabsEntries: { schema: labsEntriesSchema },
  LegalDocument: { schema: legalDocumentSchema, resolve: legalDocumentProps, takesBody: true },
  Locations: { schema: locationsSchema },
  LogoStrip: { schema: logoStripSchema },
  NewsletterLink: { schema: newsletterLinkSchema },
  NewsletterSection: { schema: newsletterSectionSchema, resolve: newsletterSectionProps },
  NotFoundHero: { schema: notFoundHeroSchema, resolve: notFoundHeroProps },
  NotifySection: { schema: notifySectionSchema, resolve: notifySectionProps },
  OpenTools: { schema: openToolsSchema },
  OrdersBrowser: { schema: ordersBrowserSchema, resolve: ordersBrowserProps },
  PageHeader: { schema: pageHeaderSchema },
  PageTitle: { schema: pageTitleSchema },
  PainPoints: { schema: painPointsSchema },
  PhoneCarousel: { schema: phoneCarouselSchema },
  PhotoStrip: { schema: photoStripSchema },
  PostBrowser: { schema: postBrowserSchema, resolve: postBrowserProps },
  PostFinder: { schema: postFinderSchema },
  PostGrid: { schema: postGridSchema },
  PreviewHero: { schema: previewHeroSchema, resolve: previewHeroProps },
  Pricing: { schema: pricingSchema },
  PricingTiers: { schema: pricingTiersSchema, resolve: pricingTiersProps },
  ProcessSteps: { schema: processStepsSchema },
  ProductFamily: { schema: productFamilySchema },
  ProductGrid: { schema: productGridSchema },
  ProductSpotlight: { schema: productSpotlightSchema },
  ProjectBrowser: { schema: projectBrowserSchema, resolve: projectBrowserProps },
  ProjectCards: { schema: projectCardsSchema, resolve: projectCardsProps },
  ProjectSlider: { schema: projectSliderSchema, resolve: projectSliderProps },
  ProjectStory: { schema: projectStorySchema, resolve: projectStoryProps },
  ProofBand: { schema: proofBandSchema },
  RegulationList: { schema: regulationListSchema },
  Schedule: { schema: scheduleSchema },
  ServiceCatalog: { schema: serviceCatalogSchema, resolve: serviceCatalogProps },
  ShopProductGrid: { schema: shopProductGridSchema },
  ShopCatalog: { schema: shopCatalogSchema },
  ShopProductDetail: { schema: shopProductDetailSchema },
  ShopRelatedProducts: { schema: shopRelatedProductsSchema },
  SiteSearch: { schema: siteSearchSchema },
  SplitPoints: { schema: splitPointsSchema },
  Stats: { schema: statsSchema },
  StatsBand: { schema: statsBandSchema },
  StatusList: { schema: statusListSchema },
  Steps: { schema: stepsSchema },
  Story: { schema: storySchema },
  TabbedShowcase: { schema: tabbedShowcaseSchema },
  TeamGrid: { schema: teamGridSchema, variants: { kit: { schema: kitTeamGridSchema } } },
  TemplateIndex: { schema: templateIndexSchema, resolve: templateIndexProps },
  TestimonialCarousel: { schema: testimonialCarouselSchema },
  TestimonialMarquee: { schema: testimonialMarqueeSchema },
  TestimonialTabs: { schema: testimonialTabsSchema },
  TestimonialWall: { schema: testimonialWallSchema },
  Testimonials: { schema: testimonialsSchema },
  Timeline: { schema: timelineSchema },
  VideoFeature: { schema: videoFeatureSchema },
} as const;

export type SectionName = keyof typeof sectionLibrary;

export const SECTION_NAMES = Object.keys(sectionLibrary) as [SectionName, ...SectionName[]];
