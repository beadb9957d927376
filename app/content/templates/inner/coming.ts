import Bike from "lucide-react/icons/bike";
import BookOpen from "lucide-react/icons/book-open";
import MessageSquare from "lucide-react/icons/message-square";
import Rss from "lucide-react/icons/rss";

import type { LaunchPanelProps } from "~/components/kit/launch-panel";
import type { SampleFormProps } from "~/components/kit/sample-form";
import type { TemplatePage } from "~/lib/template-page";
import type { KitHeroProps } from "~/sections/kit/hero";

// The notify-me forms are the kit's sample form, not the company's notify form: these are
// fictional brands, and template forms never post to the company's lead store (decision 0009).
const notifyForm = (brand: string): SampleFormProps => ({
  label: `Tell me when ${brand} launches`,
  fields: [
    {
      name: "email",
      label: "E-mail address",
      type: "email",
      required: true,
      autoComplete: "email",
      placeholder: "you@example.com",
    },
  ],
  submitLabel: "Notify me",
  thanks: `Thanks. On a live site {first} would hear from ${brand} on launch day; this sample sent nothing.`,
  note: "One e-mail on launch day, nothing else. This sample form sends nothing.",
});

// ── /coming/v1: an illustration beside the headline ──
export const comingV1Page = {
  path: "/coming/v1",
  title: "Lumen Bay is almost here: long reads for the commute",
  description:
    "Lumen Bay opens on 15 March 2027: long reads sized to your journey, offline on the train. Count down with us and leave an e-mail to hear on launch day.",
  theme: "mobile",
  brand: "Lumen Bay",
} as const satisfies TemplatePage;

export const comingV1Launch = {
  countdown: {
    target: Date.parse("2027-03-15T08:00:00Z"),
    label: "Time until Lumen Bay opens",
    doneText: "Lumen Bay is open",
    launched: "Lumen Bay is open: the doors opened on 15 March 2027.",
  },
  form: notifyForm("Lumen Bay"),
  socials: {
    label: "Follow Lumen Bay",
    links: [
      {
        label: "Lumen Bay's build diary",
        href: "https://example.com/lumen-bay/diary",
        icon: BookOpen,
      },
      { label: "Lumen Bay's news feed", href: "https://example.com/lumen-bay/feed.xml", icon: Rss },
      {
        label: "Lumen Bay's reader forum",
        href: "https://example.com/lumen-bay/forum",
        icon: MessageSquare,
      },
    ],
  },
} as const satisfies LaunchPanelProps;

export const comingV1Hero = {
  layout: "split",
  eyebrow: "Opening 15 March 2027",
  title: "Long reads that end when your journey does",
  lead: "Lumen Bay picks articles that fit the minutes you have, saves them for the tunnel and picks up where you stopped. We are putting the last shelves in place.",
  art: {
    seed: "lumen-bay-coming",
    motif: BookOpen,
    alt: "Illustration of an open book over soft shapes",
  },
} as const satisfies KitHeroProps;

// ── /coming/v2: centred ──
export const comingV2Page = {
  path: "/coming/v2",
  title: "Northkite: ride planning for clubs, coming soon",
  description:
    "Northkite helps cycling clubs plan routes, share the pace and bring everyone home. The countdown is on: leave an e-mail and we will write on launch day.",
  theme: "saas-v3",
  brand: "Northkite",
} as const satisfies TemplatePage;

export const comingV2Launch = {
  countdown: {
    target: Date.parse("2027-05-01T07:00:00Z"),
    label: "Time until Northkite launches",
    doneText: "Northkite has launched",
    launched: "Northkite has launched: club rides can be planned from today.",
  },
  form: notifyForm("Northkite"),
  socials: {
    label: "Follow Northkite",
    links: [
      {
        label: "Northkite's ride journal",
        href: "https://example.com/northkite/journal",
        icon: Bike,
      },
      { label: "Northkite's news feed", href: "https://example.com/northkite/feed.xml", icon: Rss },
    ],
  },
  centred: true,
} as const satisfies LaunchPanelProps;

export const comingV2Hero = {
  layout: "centered",
  eyebrow: "Launching 1 May 2027",
  title: "Club rides, planned together",
  lead: "Routes everyone has seen, a pace everyone agreed to, and a head count at the coffee stop. Northkite is in its last weeks of testing with twelve clubs.",
} as const satisfies KitHeroProps;
