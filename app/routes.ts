import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// The content compiler's route table (content.config.ts; written before this file is read).
import written from "./content/generated/routes.json" with { type: "json" };
import type { RouteTable } from "./lib/content/compiler/index.ts";
import { contentRoutes } from "./lib/content/route-table.ts";
import {
  CSAF_CHANGES,
  CSAF_DOCUMENT_COMPANIONS,
  CSAF_INDEX,
  CSAF_PROVIDER_METADATA,
  CSAF_PUBLIC_KEY,
  CSAF_ROLIE_FEED,
  csafFilePaths,
  csafFolders,
  csafListingFile,
} from "./lib/labs/paths.ts";

const table = written as RouteTable;
// Pages whose copy is a file: company pages under content/pages/, template pages under
// content/templates/.
const pages = contentRoutes(table.pages, "content/pages");
const templates = contentRoutes(table.templates, "content/templates");
// content/pages/404.md is the catch-all's copy, not a route at /404: claimed before pages.rest().
const notFound = pages.page("404");
// Labs entries, one file each under content/labs/: their pages and advisories' CSAF documents.
const labs = { pages: table.labs, csaf: table.csaf };
// The CSAF provider's files (app/lib/labs/paths.ts): beside each document its hashes and
// signature, and a listing of every folder (one module each, told apart by id and URL).
const csafFolderList = csafFolders(csafFilePaths(labs.csaf.map(([path]) => `/${path}`)));
const at = (path: string) => path.slice(1);

// The ONE route table. One route() per line, grouped by banner comments. Every static path
// here is prerendered to its own HTML file (react-router.config.ts).
export default [
  // ── Root: redirects to /home, or /shadowcradle on the product's own domain ──
  index("routes/root-redirect.tsx"),

  // ── Feeds and other non-HTML resources (prerendered files) ──
  route("labs/rss.xml", "routes/company/labs-rss.ts"),
  route("labs/feed.json", "routes/company/labs-json-feed.ts"),
  route(at(CSAF_PROVIDER_METADATA), "routes/company/csaf-provider-metadata.ts"),
  route(at(CSAF_INDEX), "routes/company/csaf-index.ts"),
  route(at(CSAF_CHANGES), "routes/company/csaf-changes.ts"),
  route(at(CSAF_ROLIE_FEED), "routes/company/csaf-rolie-feed.ts"),
  route(at(CSAF_PUBLIC_KEY), "routes/company/csaf-public-key.ts"),
  ...labs.csaf.map(([path, file]) => route(path, file)),
  ...labs.csaf.flatMap(([path]) =>
    CSAF_DOCUMENT_COMPANIONS.map((suffix) =>
      route(`${path}${suffix}`, "routes/company/csaf-companion.ts", { id: `${path}${suffix}` }),
    ),
  ),
  ...csafFolderList.map((folder) =>
    route(at(csafListingFile(folder)), "routes/company/csaf-listing.ts", { id: folder }),
  ),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("landing/conference/relay-2027.ics", "routes/landing/conference-ics.ts"),

  layout("layouts/site-layout.tsx", [
    // ── Company pages ──
    route("home", pages.page("home")),
    route("services", pages.page("services")),
    route("portfolio", pages.page("portfolio")),
    route("contact", pages.page("contact")),
    route("labs", pages.page("labs")),
    ...labs.pages.map(([path, file]) => route(path, file)),
    route("search", pages.page("search")),
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
    route("*", notFound),
  ]),

  // Template pages that stand alone: the bare variant of the template layout (issue 14).
  layout("layouts/template-bare-layout.tsx", [
    route("coming/v1", templates.page("coming/v1")),
    route("coming/v2", templates.page("coming/v2")),
  ]),

  // Template pages: sample data, noindex, out of the sitemap (app/content/templates/catalog.ts).
  layout("layouts/template-layout.tsx", [
    // ── Landing pages ──
    route("landing/template", templates.page("landing/template")),
    route("landing/agency/creative", templates.page("landing/agency/creative")),
    route("landing/agency/marketing", templates.page("landing/agency/marketing")),
    route("landing/blog", templates.page("landing/blog")),
    route("landing/business-consulting", templates.page("landing/business-consulting")),
    route("landing/conference", templates.page("landing/conference")),
    route("landing/corporate", templates.page("landing/corporate")),
    route("landing/coworking", templates.page("landing/coworking")),
    route("landing/influencer", templates.page("landing/influencer")),
    route("landing/insurance", templates.page("landing/insurance")),
    route("landing/mobile", templates.page("landing/mobile")),
    route("landing/product", templates.page("landing/product")),
    route("landing/saas/v1", templates.page("landing/saas/v1")),
    route("landing/saas/v2", templates.page("landing/saas/v2")),
    route("landing/saas/v3", templates.page("landing/saas/v3")),
    route("landing/saas/v4", templates.page("landing/saas/v4")),
    route("landing/web-studio", templates.page("landing/web-studio")),
    route("landing/yoga", templates.page("landing/yoga")),

    // ── Inner pages: about, pricing, services, portfolio ──
    route("about/agency", templates.page("about/agency")),
    route("about/product", templates.page("about/product")),
    route("pricing", templates.page("pricing")),
    route("services/v1", templates.page("services/v1")),
    route("services/v2", templates.page("services/v2")),
    route("services/v3", templates.page("services/v3")),
    route("portfolio/grid-v1", templates.page("portfolio/grid-v1")),
    route("portfolio/grid-v2", templates.page("portfolio/grid-v2")),
    route("portfolio/list-v1", templates.page("portfolio/list-v1")),
    route("portfolio/list-v2", templates.page("portfolio/list-v2")),
    route("portfolio/single-v1", templates.page("portfolio/single-v1")),
    route("portfolio/single-v2", templates.page("portfolio/single-v2")),
    route("portfolio/slider", templates.page("portfolio/slider")),

    // ── Inner pages: not-found designs, sign-in pages and contacts (issue 14) ──
    route("error/v1", templates.page("error/v1")),
    route("error/v2", templates.page("error/v2")),
    route("error/v3", templates.page("error/v3")),
    route("auth/sign-in", templates.page("auth/sign-in")),
    route("auth/sign-up", templates.page("auth/sign-up")),
    route("auth/pass-recovery", templates.page("auth/pass-recovery")),
    route("auth/sign-in-up", templates.page("auth/sign-in-up")),
    route("contacts/v1", templates.page("contacts/v1")),
    route("contacts/v2", templates.page("contacts/v2")),
    route("contacts/v3", templates.page("contacts/v3")),

    // ── Account pages: sidebar layout, a drawer below the xl breakpoint ──
    layout("layouts/account-layout.tsx", [
      route("account/overview", templates.page("account/overview")),
      route("account/settings", templates.page("account/settings")),
      route("account/billing", templates.page("account/billing")),
      route("account/orders", templates.page("account/orders")),
      route("account/earnings", templates.page("account/earnings")),
      route("account/chat", templates.page("account/chat")),
      route("account/favorites", templates.page("account/favorites")),
    ]),

    // ── Blog (nested layout: the page, then the newsletter block; the footer is the template's) ──
    layout("layouts/blog-layout.tsx", [
      route("blog/grid", templates.page("blog/grid")),
      route("blog/grid-sidebar", templates.page("blog/grid-sidebar")),
      route("blog/list", templates.page("blog/list")),
      route("blog/list-sidebar", templates.page("blog/list-sidebar")),
      route("blog/single-v1", templates.page("blog/single-v1")),
      route("blog/single-v2", templates.page("blog/single-v2")),
      route("blog/single-v3", templates.page("blog/single-v3")),
    ]),

    // ── Shop: the shop landings and the shop pages share the cart and its bar (issue 15) ──
    layout("layouts/shop-layout.tsx", [
      route("landing/shop/v1", templates.page("landing/shop/v1")),
      route("landing/shop/v2", templates.page("landing/shop/v2")),
      route("shop/catalog", templates.page("shop/catalog")),
      route("shop/single", templates.page("shop/single")),
      route("shop/checkout", templates.page("shop/checkout")),
    ]),

    // ── Template pages added since the seed: one per file under content/templates/ (last, after
    // every templates.page() above, which claims its file) ──
    ...templates.rest().map(([path, file]) => route(path, file)),
  ]),
] satisfies RouteConfig;
