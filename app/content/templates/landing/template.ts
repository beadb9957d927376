import LayoutTemplate from "lucide-react/icons/layout-template";
import Palette from "lucide-react/icons/palette";
import Rocket from "lucide-react/icons/rocket";
import ShieldCheck from "lucide-react/icons/shield-check";

import type { TemplatePage } from "~/lib/template-page";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { KitHeroProps } from "~/sections/kit/hero";

export const templateIndexPage = {
  path: "/landing/template",
  title: "Template pages: the landing-page kit",
  description:
    "Every template page of the CradleSec landing-page kit, grouped into landings, inner pages, blog, shop, account and sign-in, with a preview of each.",
  theme: "template",
  brand: "Landing kit",
} as const satisfies TemplatePage;

export const templateIndexHero = {
  layout: "centered",
  eyebrow: "Landing-page kit",
  title: "Launch a campaign page in an hour",
  lead: "Twenty landing pages built from one library of sections. Pick the closest one, write its copy into a content module, add one route, and the page is live with its own theme.",
  actions: [
    { label: "Browse the landings", href: "#landings" },
    { label: "See a SaaS page", href: "/landing/saas/v1" },
  ],
  facts: [
    { value: "20", label: "landing pages" },
    { value: "30+", label: "shared sections" },
    { value: "0", label: "third-party requests" },
  ],
} as const satisfies KitHeroProps;

export const templateIndexFeatures = {
  id: "kit-features",
  heading: {
    eyebrow: "What every page gets",
    title: "One library, many looks",
    intro: "The sections are the product: each page proves they fit another subject.",
  },
  columns: 4,
  items: [
    {
      icon: LayoutTemplate,
      title: "Typed content",
      text: "A page is a content module checked by TypeScript, plus one line in the route table.",
    },
    {
      icon: Palette,
      title: "Theme tokens",
      text: "Colours, corners and heading type come from custom properties the layout sets per page.",
    },
    {
      icon: ShieldCheck,
      title: "Accessible parts",
      text: "Tabs, accordions, dialogs and sliders come from React Aria; carousels from Embla.",
    },
    {
      icon: Rocket,
      title: "Fast by default",
      text: "Prerendered HTML, drawn artwork, no third-party request, and only the widgets a page uses.",
    },
  ],
} as const satisfies FeatureGridProps;

export const templateIndexNewsletter = {
  id: "kit-newsletter",
  eyebrow: "Newsletter",
  title: "Hear when new templates land",
  text: "One short e-mail when the inner pages, blog and shop templates arrive. No other mail.",
  form: {
    label: "Template news sign-up",
    fields: [
      {
        name: "email",
        label: "Email",
        type: "email",
        required: true,
        autoComplete: "email",
        placeholder: "you@example.com",
      },
    ],
    submitLabel: "Subscribe",
    thanks: "Thanks, {first} is on the list. This is a sample page, so nothing was sent.",
    inline: true,
    note: "Sample form: it checks the address and sends nothing.",
  },
} as const satisfies CtaBannerProps;
