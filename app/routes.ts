import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

import { contentRoutes, generateLabsRoutes } from "./content-routes.ts";

// Company pages whose copy is a file under content/pages/ (app/content-routes.ts).
const pages = contentRoutes();
// Labs entries, one file each under content/labs/: their pages and advisories' CSAF documents.
const labs = generateLabsRoutes();

// The ONE route table. One route() per line, grouped by banner comments. Every static path
// here is prerendered to its own HTML file (react-router.config.ts).
export default [
  // ── Root: redirects to /home, or /shadowcradle on the product's own domain ──
  index("routes/root-redirect.tsx"),

  // ── Feeds and other non-HTML resources (prerendered files) ──
  route("labs/rss.xml", "routes/company/labs-rss.ts"),
  route("labs/feed.json", "routes/company/labs-json-feed.ts"),
  route(".well-known/csaf/provider-metadata.json", "routes/company/csaf-provider-metadata.ts"),
  route(".well-known/csaf/white/index.txt", "routes/company/csaf-index.ts"),
  route(".well-known/csaf/white/changes.csv", "routes/company/csaf-changes.ts"),
  ...labs.csaf.map(([path, file]) => route(path, file)),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("landing/conference/relay-2027.ics", "routes/landing/conference-ics.ts"),

  layout("layouts/site-layout.tsx", [
    // ── Company pages ──
    route("home", "routes/company/home.tsx"),
    route("services", "routes/company/services.tsx"),
    route("portfolio", "routes/company/portfolio.tsx"),
    route("contact", "routes/company/contact.tsx"),
    route("labs", "routes/company/labs.tsx"),
    ...labs.pages.map(([path, file]) => route(path, file)),
    route("coming-soon", "routes/company/coming-soon.tsx"),
    route("thank-you", "routes/company/thank-you.tsx"),
    route("newsletter/confirm", "routes/company/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/company/newsletter-unsubscribe.tsx"),

    route("about", pages.page("about")),
    route("compliance", pages.page("compliance")),
    route("portal", pages.page("portal")),

    // ── Products ──
    route("products", "routes/products/index.tsx"),
    route("shadowcradle", "routes/products/shadowcradle.tsx"),
    route("firecradle", pages.page("firecradle")),
    route("vcradle", pages.page("vcradle")),

    // ── Industries ──
    route("industries", pages.page("industries")),
    route("industries/msp", "routes/industries/msp.tsx"),
    route("industries/enterprise", "routes/industries/enterprise.tsx"),
    route("industries/consumer", "routes/industries/consumer.tsx"),
    route("industries/healthcare", "routes/industries/healthcare.tsx"),
    route("industries/financial", "routes/industries/financial.tsx"),

    // ── Legal ──
    route("terms-of-service", "routes/legal/terms-of-service.tsx"),
    route("privacy-policy", "routes/legal/privacy-policy.tsx"),

    // ── Content pages added since the seed: one per file under content/pages/ (after every
    // page() above, which claims its file) ──
    ...pages.rest().map(([path, file]) => route(path, file)),

    // ── Not found (prerendered at /404, served with a 404 status) ──
    route("*", "routes/not-found.tsx"),
  ]),

  // Template pages: sample data, noindex, out of the sitemap (app/content/templates/catalog.ts).
  layout("layouts/template-layout.tsx", [
    // ── Landing pages ──
    route("landing/template", "routes/landing/template.tsx"),
    route("landing/agency/creative", "routes/landing/agency-creative.tsx"),
    route("landing/agency/marketing", "routes/landing/agency-marketing.tsx"),
    route("landing/blog", "routes/landing/blog.tsx"),
    route("landing/business-consulting", "routes/landing/business-consulting.tsx"),
    route("landing/conference", "routes/landing/conference.tsx"),
    route("landing/corporate", "routes/landing/corporate.tsx"),
    route("landing/coworking", "routes/landing/coworking.tsx"),
    route("landing/influencer", "routes/landing/influencer.tsx"),
    route("landing/insurance", "routes/landing/insurance.tsx"),
    route("landing/mobile", "routes/landing/mobile.tsx"),
    route("landing/product", "routes/landing/product.tsx"),
    route("landing/saas/v1", "routes/landing/saas-v1.tsx"),
    route("landing/saas/v2", "routes/landing/saas-v2.tsx"),
    route("landing/saas/v3", "routes/landing/saas-v3.tsx"),
    route("landing/saas/v4", "routes/landing/saas-v4.tsx"),
    route("landing/web-studio", "routes/landing/web-studio.tsx"),
    route("landing/yoga", "routes/landing/yoga.tsx"),

    // ── Inner pages: about, pricing, services, portfolio ──
    route("about/agency", "routes/inner/about-agency.tsx"),
    route("about/product", "routes/inner/about-product.tsx"),
    route("pricing", "routes/inner/pricing.tsx"),
    route("services/v1", "routes/inner/services-v1.tsx"),
    route("services/v2", "routes/inner/services-v2.tsx"),
    route("services/v3", "routes/inner/services-v3.tsx"),
    route("portfolio/grid-v1", "routes/inner/portfolio-grid-v1.tsx"),
    route("portfolio/grid-v2", "routes/inner/portfolio-grid-v2.tsx"),
    route("portfolio/list-v1", "routes/inner/portfolio-list-v1.tsx"),
    route("portfolio/list-v2", "routes/inner/portfolio-list-v2.tsx"),
    route("portfolio/single-v1", "routes/inner/portfolio-single-v1.tsx"),
    route("portfolio/single-v2", "routes/inner/portfolio-single-v2.tsx"),
    route("portfolio/slider", "routes/inner/portfolio-slider.tsx"),

    // ── Inner pages: not-found designs, sign-in pages and contacts (issue 14) ──
    route("error/v1", "routes/inner/error-v1.tsx"),
    route("error/v2", "routes/inner/error-v2.tsx"),
    route("error/v3", "routes/inner/error-v3.tsx"),
    route("auth/sign-in", "routes/inner/auth-sign-in.tsx"),
    route("auth/sign-up", "routes/inner/auth-sign-up.tsx"),
    route("auth/pass-recovery", "routes/inner/auth-pass-recovery.tsx"),
    route("auth/sign-in-up", "routes/inner/auth-sign-in-up.tsx"),
    route("contacts/v1", "routes/inner/contacts-v1.tsx"),
    route("contacts/v2", "routes/inner/contacts-v2.tsx"),
    route("contacts/v3", "routes/inner/contacts-v3.tsx"),

    // ── Account pages: sidebar layout, a drawer below the xl breakpoint ──
    layout("layouts/account-layout.tsx", [
      route("account/overview", "routes/account/overview.tsx"),
      route("account/settings", "routes/account/settings.tsx"),
      route("account/billing", "routes/account/billing.tsx"),
      route("account/orders", "routes/account/orders.tsx"),
      route("account/earnings", "routes/account/earnings.tsx"),
      route("account/chat", "routes/account/chat.tsx"),
      route("account/favorites", "routes/account/favorites.tsx"),
    ]),

    // ── Blog (nested layout: the page, then the newsletter block; the footer is the template's) ──
    layout("layouts/blog-layout.tsx", [
      route("blog/grid", "routes/blog/grid.tsx"),
      route("blog/grid-sidebar", "routes/blog/grid-sidebar.tsx"),
      route("blog/list", "routes/blog/list.tsx"),
      route("blog/list-sidebar", "routes/blog/list-sidebar.tsx"),
      route("blog/single-v1", "routes/blog/single-v1.tsx"),
      route("blog/single-v2", "routes/blog/single-v2.tsx"),
      route("blog/single-v3", "routes/blog/single-v3.tsx"),
    ]),

    // ── Shop: the shop landings and the shop pages share the cart and its bar (issue 15) ──
    layout("layouts/shop-layout.tsx", [
      route("landing/shop/v1", "routes/landing/shop-v1.tsx"),
      route("landing/shop/v2", "routes/landing/shop-v2.tsx"),
      route("shop/catalog", "routes/shop/catalog.tsx"),
      route("shop/single", "routes/shop/single.tsx"),
      route("shop/checkout", "routes/shop/checkout.tsx"),
    ]),
  ]),

  // Template pages that stand alone: the bare variant of the template layout (issue 14).
  layout("layouts/template-bare-layout.tsx", [
    route("coming/v1", "routes/inner/coming-v1.tsx"),
    route("coming/v2", "routes/inner/coming-v2.tsx"),
  ]),
] satisfies RouteConfig;
