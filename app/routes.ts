import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

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
    route("home", "routes/company/home.tsx"),
    route("about", "routes/company/about.tsx"),
    route("services", "routes/company/services.tsx"),
    route("portfolio", "routes/company/portfolio.tsx"),
    route("contact", "routes/company/contact.tsx"),
    route("labs", "routes/company/labs.tsx"),
    route("compliance", "routes/company/compliance.tsx"),
    route("portal", "routes/company/portal.tsx"),
    route("coming-soon", "routes/company/coming-soon.tsx"),
    route("thank-you", "routes/company/thank-you.tsx"),
    route("newsletter/confirm", "routes/company/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/company/newsletter-unsubscribe.tsx"),

    // ── Products ──
    route("products", "routes/products/index.tsx"),
    route("shadowcradle", "routes/products/shadowcradle.tsx"),
    route("firecradle", "routes/products/firecradle.tsx"),
    route("vcradle", "routes/products/vcradle.tsx"),

    // ── Industries ──
    route("industries", "routes/industries/index.tsx"),
    route("industries/msp", "routes/industries/msp.tsx"),
    route("industries/enterprise", "routes/industries/enterprise.tsx"),
    route("industries/consumer", "routes/industries/consumer.tsx"),
    route("industries/healthcare", "routes/industries/healthcare.tsx"),
    route("industries/financial", "routes/industries/financial.tsx"),

    // ── Legal ──
    route("terms-of-service", "routes/legal/terms-of-service.tsx"),
    route("privacy-policy", "routes/legal/privacy-policy.tsx"),

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

    // ── Shop: the shop landings and the shop pages share the cart and its bar (issue 15) ──
    layout("layouts/shop-layout.tsx", [
      route("landing/shop/v1", "routes/landing/shop-v1.tsx"),
      route("landing/shop/v2", "routes/landing/shop-v2.tsx"),
      route("shop/catalog", "routes/shop/catalog.tsx"),
      route("shop/single", "routes/shop/single.tsx"),
      route("shop/checkout", "routes/shop/checkout.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
