import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

import { generateCollections } from "./content-collections.ts";
import { contentRoutes, TEMPLATE_DIRS } from "./content-routes.ts";

// The shared data under content/*.yaml, checked and written as modules (app/content-collections.ts).
generateCollections();

// Pages whose copy is a file: company pages under content/pages/, template pages under
// content/templates/ (app/content-routes.ts).
const pages = contentRoutes();
const templates = contentRoutes(TEMPLATE_DIRS);

// The ONE route table. One route() per line, grouped by banner comments. Every static path
// here is prerendered to its own HTML file (react-router.config.ts).
export default [
  // ── Root: redirects to /home, or /shadowcradle on the product's own domain ──
  index("routes/root-redirect.tsx"),

  // ── Feeds and other non-HTML resources (prerendered files) ──
  route("labs/rss.xml", "routes/company/labs-rss.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("landing/conference/relay-2027.ics", "routes/landing/conference-ics.ts"),

  layout("layouts/site-layout.tsx", [
    // ── Company pages ──
    route("home", pages.page("home")),
    route("services", pages.page("services")),
    route("portfolio", pages.page("portfolio")),
    route("contact", pages.page("contact")),
    route("labs", "routes/company/labs.tsx"),
    route("coming-soon", pages.page("coming-soon")),
    route("thank-you", pages.page("thank-you")),
    route("newsletter/confirm", pages.page("newsletter/confirm")),
    route("newsletter/unsubscribe", pages.page("newsletter/unsubscribe")),

    route("about", pages.page("about")),
    route("compliance", pages.page("compliance")),
    route("portal", pages.page("portal")),

    // ── Products ──
    route("products", pages.page("products")),
    route("shadowcradle", pages.page("shadowcradle")),
    route("firecradle", pages.page("firecradle")),
    route("vcradle", pages.page("vcradle")),

    // ── Industries ──
    route("industries", pages.page("industries")),
    route("industries/msp", pages.page("industries/msp")),
    route("industries/enterprise", pages.page("industries/enterprise")),
    route("industries/consumer", pages.page("industries/consumer")),
    route("industries/healthcare", pages.page("industries/healthcare")),
    route("industries/financial", pages.page("industries/financial")),

    // ── Legal ──
    route("terms-of-service", pages.page("terms-of-service")),
    route("privacy-policy", pages.page("privacy-policy")),

    // ── Content pages added since the seed: one per file under content/pages/ (after every
    // page() above, which claims its file) ──
    ...pages.rest().map(([path, file]) => route(path, file)),

    // ── Not found (prerendered at /404, served with a 404 status) ──
    route("*", "routes/not-found.tsx"),
  ]),

  // Template pages that stand alone: the bare variant of the template layout (issue 14).
  layout("layouts/template-bare-layout.tsx", [
    route("coming/v1", "routes/inner/coming-v1.tsx"),
    route("coming/v2", "routes/inner/coming-v2.tsx"),
  ]),

  // Template pages: sample data, noindex, out of the sitemap (app/content/templates/catalog.ts).
  layout("layouts/template-layout.tsx", [
    // ── Landing pages ──
    route("landing/template", templates.page("landing/template")),
    route("landing/agency/creative", "routes/landing/agency-creative.tsx"),
    route("landing/agency/marketing", "routes/landing/agency-marketing.tsx"),
    route("landing/blog", "routes/landing/blog.tsx"),
    route("landing/business-consulting", "routes/landing/business-consulting.tsx"),
    route("landing/conference", "routes/landing/conference.tsx"),
    route("landing/corporate", "routes/landing/corporate.tsx"),
    route("landing/coworking", "routes/landing/coworking.tsx"),
    route("landing/influencer", "routes/landing/influencer.tsx"),
    route("landing/insurance", templates.page("landing/insurance")),
    route("landing/mobile", "routes/landing/mobile.tsx"),
    route("landing/product", "routes/landing/product.tsx"),
    route("landing/saas/v1", "routes/landing/saas-v1.tsx"),
    route("landing/saas/v2", templates.page("landing/saas/v2")),
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
    route("error/v1", templates.page("error/v1")),
    route("error/v2", templates.page("error/v2")),
    route("error/v3", templates.page("error/v3")),
    route("auth/sign-in", templates.page("auth/sign-in")),
    route("auth/sign-up", templates.page("auth/sign-up")),
    route("auth/pass-recovery", templates.page("auth/pass-recovery")),
    route("auth/sign-in-up", templates.page("auth/sign-in-up")),
    route("contacts/v1", "routes/inner/contacts-v1.tsx"),
    route("contacts/v2", "routes/inner/contacts-v2.tsx"),
    route("contacts/v3", templates.page("contacts/v3")),

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

    // ── Template pages added since the seed: one per file under content/templates/ (last, after
    // every templates.page() above, which claims its file) ──
    ...templates.rest().map(([path, file]) => route(path, file)),
  ]),
] satisfies RouteConfig;
