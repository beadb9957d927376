/**
 * Every template page of the seed, grouped as /landing/template shows them. `built` says
 * whether the page exists in app/routes.ts yet; a unit test holds the two in step, so a page
 * added later must flip its entry (and its card starts linking).
 */
import type { FindablePage } from "~/sections/kit/not-found-hero";

import type { ThemeName } from "./themes";

export interface TemplateEntry {
  /**
   * URL path of the page. Not named `path`: pages not built yet have no route, and the content
   * test checks every `path` and `href`; the catalogue test checks these against routes.ts.
   */
  route: string;
  /** Card title. */
  name: string;
  /** One line on what the page shows. */
  summary: string;
  /** The palette its preview card is drawn in. */
  theme: ThemeName;
  /** Whether the page is built (present in app/routes.ts). */
  built: boolean;
}

export interface TemplateGroup {
  /** Anchor and key of the group. */
  id: string;
  title: string;
  intro: string;
  entries: readonly TemplateEntry[];
}

/** A built template page: its card links to it. */
const built = (route: string, name: string, summary: string, theme: ThemeName): TemplateEntry => ({
  route,
  name,
  summary,
  theme,
  built: true,
});

const landing = (slug: string, name: string, summary: string, theme: ThemeName) =>
  built(`/landing/${slug}`, name, summary, theme);

const blog = (slug: string, name: string, summary: string) =>
  built(`/blog/${slug}`, name, summary, "corporate");

/** A shop page: built, drawn in the shop's palette (Hearth & Loom). */
const shop = (route: string, name: string, summary: string): TemplateEntry => ({
  route,
  name,
  summary,
  theme: "shop-v1",
  built: true,
});

export const templateGroups = [
  {
    id: "landings",
    title: "Landing pages",
    intro: "Twenty campaign pages, each themed for its subject and built from the same sections.",
    entries: [
      landing("template", "Template index", "This page: every template, grouped.", "template"),
      landing(
        "agency/creative",
        "Creative agency",
        "Branding studio with a filterable project grid.",
        "creative",
      ),
      landing(
        "agency/marketing",
        "Marketing agency",
        "Services, specialists, case studies and a consultation form.",
        "marketing",
      ),
      landing(
        "blog",
        "Lifestyle blog",
        "Featured stories, topic chips, authors and a newsletter.",
        "blog",
      ),
      landing(
        "business-consulting",
        "Business consulting",
        "Book-a-call hero, services, process steps and case studies.",
        "consulting",
      ),
      landing(
        "conference",
        "Tech conference",
        "Speakers, a two-day schedule, tickets and a past-event gallery.",
        "conference",
      ),
      landing(
        "corporate",
        "Corporate services",
        "Services, an industries accordion, team and insights.",
        "corporate",
      ),
      landing(
        "coworking",
        "Coworking space",
        "Booking form, gallery with lightbox, plans and a map.",
        "coworking",
      ),
      landing(
        "influencer",
        "Fitness creator",
        "Subscription card, guides, results and a webinar sign-up.",
        "influencer",
      ),
      landing(
        "insurance",
        "Insurance",
        "Cover types, a quote CTA and an FAQ with a help card.",
        "insurance",
      ),
      landing(
        "mobile",
        "Learning app",
        "Phone mockup, feature carousel and download CTA.",
        "mobile",
      ),
      landing(
        "product",
        "Wireless headphones",
        "Colour swatches, hotspots, specs and a gallery.",
        "product",
      ),
      landing(
        "saas/v1",
        "Analytics SaaS",
        "Audience tabs, pricing toggle and avatar testimonials.",
        "saas-v1",
      ),
      landing(
        "saas/v2",
        "Data platform",
        "Steps, integrations and a resources carousel.",
        "saas-v2",
      ),
      landing(
        "saas/v3",
        "Task manager",
        "Light and dark comparison slider and two plans.",
        "saas-v3",
      ),
      landing(
        "saas/v4",
        "AI platform",
        "Industry slider, world map, testimonial wall and comparison.",
        "saas-v4",
      ),
      landing(
        "shop/v1",
        "Home decor shop",
        "Trending carousel with swatches, shoppable photo and a sale countdown.",
        "shop-v1",
      ),
      landing(
        "shop/v2",
        "Bakery",
        "New arrivals, awards, build-your-box and a featured collection.",
        "shop-v2",
      ),
      landing(
        "web-studio",
        "Web studio",
        "Awards, services, skills carousel and case studies.",
        "web-studio",
      ),
      landing(
        "yoga",
        "Yoga studio",
        "Fading hero, class tabs, weekly schedule and class packs.",
        "yoga",
      ),
    ],
  },
  {
    id: "inner-pages",
    title: "Inner pages",
    intro: "About, services, pricing, portfolio, contact, coming-soon and error pages.",
    entries: [
      built(
        "/about/agency",
        "About: agency",
        "Story, approach, steps, team and office gallery.",
        "creative",
      ),
      built(
        "/about/product",
        "About: product",
        "Steps, alternating rows, benefits and integrations.",
        "saas-v2",
      ),
      built("/pricing", "Pricing", "Three plans, a comparison table and an FAQ.", "saas-v1"),
      built(
        "/services/v1",
        "Services v1",
        "Six service cards, numbered benefits and an e-mail CTA.",
        "consulting",
      ),
      built(
        "/services/v2",
        "Services v2",
        "Four services, partners, approach and a testimonial.",
        "marketing",
      ),
      built(
        "/services/v3",
        "Services v3",
        "Chips, alternating service rows and a skills carousel.",
        "web-studio",
      ),
      built(
        "/portfolio/grid-v1",
        "Portfolio grid v1",
        "Category filter pills, grid and pagination.",
        "creative",
      ),
      built(
        "/portfolio/grid-v2",
        "Portfolio grid v2",
        "Filters, hover-overlay cards and load more.",
        "creative",
      ),
      built(
        "/portfolio/list-v1",
        "Portfolio list v1",
        "Alternating large images with tags.",
        "creative",
      ),
      built(
        "/portfolio/list-v2",
        "Portfolio list v2",
        "Case studies with device mockups.",
        "creative",
      ),
      built(
        "/portfolio/single-v1",
        "Project v1",
        "Facts, challenge, solution and results.",
        "creative",
      ),
      built(
        "/portfolio/single-v2",
        "Project v2",
        "Image sequence with a sticky facts column.",
        "creative",
      ),
      built(
        "/portfolio/slider",
        "Portfolio slider",
        "A full-screen slider, one project per slide.",
        "creative",
      ),
      built("/contacts/v1", "Contacts v1", "Detail cards and a consultation form.", "consulting"),
      built("/contacts/v2", "Contacts v2", "A form with a select and three offices.", "coworking"),
      built("/contacts/v3", "Contacts v3", "Detail cards and a self-hosted map.", "saas-v2"),
      built(
        "/coming/v1",
        "Coming soon v1",
        "Illustration, countdown and notify-me form.",
        "mobile",
      ),
      built("/coming/v2", "Coming soon v2", "Centred countdown and notify-me form.", "saas-v3"),
      built("/error/v1", "Error page v1", "A 404 with an animated illustration.", "template"),
      built("/error/v2", "Error page v2", "A 404 with an illustrated scene.", "insurance"),
      built("/error/v3", "Error page v3", "A 404 with search and category cards.", "corporate"),
    ],
  },
  {
    id: "blog",
    title: "Blog",
    intro: "Grids, lists and three article layouts.",
    entries: [
      blog("grid", "Blog grid", "Category filter, sort, search, grid and pagination."),
      blog(
        "grid-sidebar",
        "Blog grid with sidebar",
        "Grid plus search, categories, trending and a banner.",
      ),
      blog("list", "Blog list", "Posts in a single column."),
      blog("list-sidebar", "Blog list with sidebar", "List plus sidebar widgets."),
      blog("single-v1", "Article v1", "Cover, sticky share column, tags and comments."),
      blog("single-v2", "Article v2", "Centred title, author and related posts."),
      blog("single-v3", "Article v3", "Right sidebar, author card and threaded comments."),
    ],
  },
  {
    id: "shop",
    title: "Shop",
    intro: "Catalogue, product and checkout, sharing one cart.",
    entries: [
      shop("/shop/catalog", "Catalogue", "Filters, sort, product grid and pagination."),
      shop("/shop/single", "Product page", "Gallery, colour and size pickers, add to cart."),
      shop("/shop/checkout", "Checkout", "Shipping, payment and an order summary."),
    ],
  },
  {
    id: "account",
    title: "Account",
    intro: "A signed-in area with a sidebar that becomes a drawer on smaller screens.",
    entries: [
      built(
        "/account/overview",
        "Overview",
        "Profile, addresses, billing and recent orders.",
        "template",
      ),
      built(
        "/account/settings",
        "Settings",
        "Profile form, password and notifications.",
        "template",
      ),
      built("/account/billing", "Billing", "Saved cards and billing addresses.", "template"),
      built("/account/orders", "Orders", "Filters and an orders accordion.", "template"),
      built("/account/earnings", "Earnings", "Stat cards and sales charts.", "template"),
      built("/account/chat", "Chat", "Contacts, a conversation and a message box.", "template"),
      built("/account/favorites", "Favorites", "Wishlist cards with remove.", "template"),
    ],
  },
  {
    id: "auth",
    title: "Sign-in pages",
    intro: "Sample forms only: nothing signs anyone in.",
    entries: [
      built(
        "/auth/sign-in",
        "Sign in",
        "E-mail, password with show and hide, remember me.",
        "saas-v1",
      ),
      built("/auth/sign-up", "Sign up", "Name, password confirmation and terms.", "saas-v1"),
      built("/auth/pass-recovery", "Password recovery", "Steps and an e-mail field.", "saas-v1"),
      built("/auth/sign-in-up", "Sign in and sign up", "Both forms side by side.", "saas-v1"),
    ],
  },
] as const satisfies readonly TemplateGroup[];

/** Every entry of every group, in order. */
export const templateEntries: readonly TemplateEntry[] = templateGroups.flatMap(
  (group) => group.entries,
);

/** Whether a path is a template page (noindex, out of the sitemap). */
export function isTemplatePath(path: string): boolean {
  return templateEntries.some((entry) => entry.route === path);
}

/** Every built template page of the catalogue, as the not-found search finds them. */
export const findableTemplatePages = (): FindablePage[] =>
  templateGroups.flatMap((group) =>
    group.entries
      .filter((entry) => entry.built)
      .map((entry) => ({
        title: entry.name,
        href: entry.route,
        summary: entry.summary,
        group: group.title,
      })),
  );
