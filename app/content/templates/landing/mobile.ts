import BookOpen from "lucide-react/icons/book-open";
import Brain from "lucide-react/icons/brain";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Flame from "lucide-react/icons/flame";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Headphones from "lucide-react/icons/headphones";
import Languages from "lucide-react/icons/languages";
import Mic from "lucide-react/icons/mic";
import Sparkles from "lucide-react/icons/sparkles";
import Star from "lucide-react/icons/star";
import Trophy from "lucide-react/icons/trophy";
import WifiOff from "lucide-react/icons/wifi-off";

import type { PhoneScreen } from "~/components/kit/phone-mockup";
import type { TemplatePage } from "~/lib/template-page";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FaqSectionProps } from "~/sections/kit/faq";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";
import type { PhoneCarouselProps } from "~/sections/kit/phone-carousel";
import type { PhoneSpreadProps } from "~/sections/kit/phone-spread";
import type { StatsProps } from "~/sections/kit/stats";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

export const mobilePage = {
  path: "/landing/mobile",
  title: "Wordleaf: learn a language ten minutes a day",
  description:
    "Wordleaf is a language-learning app with ten-minute lessons, speaking practice and offline mode. Features, reviews, questions and download links.",
  theme: "mobile",
  brand: "Wordleaf",
} as const satisfies TemplatePage;

export const mobileHero = {
  layout: "centered",
  eyebrow: "Language learning app",
  title: "Speak a new language in ten minutes a day",
  lead: "Short lessons that fit a coffee break, speaking practice that listens back, and a streak that keeps you coming.",
  actions: [
    { label: "Download the app", href: "#download" },
    { label: "See how it works", href: "#features" },
  ],
} as const satisfies Omit<KitHeroProps, "aside">;

const lessonScreen: PhoneScreen = { title: "Today's lesson", icon: BookOpen };

export const mobileSpread = {
  screen: lessonScreen,
  left: [
    { icon: Headphones, title: "Listen first", text: "Every lesson starts with native speakers." },
    { icon: Mic, title: "Speak back", text: "Pronunciation feedback on every phrase." },
  ],
  right: [
    { icon: WifiOff, title: "Learn offline", text: "Download a week of lessons for the plane." },
    { icon: Flame, title: "Keep a streak", text: "Gentle reminders, no guilt trips." },
  ],
} as const satisfies PhoneSpreadProps;

export const mobileStats = {
  id: "wl-stats",
  heading: { title: "Wordleaf in numbers" },
  hideHeading: true,
  items: [
    { value: "14", label: "languages" },
    { value: "2.3M", label: "learners" },
    { value: "10 min", label: "average lesson" },
    { value: "4.8", label: "store rating" },
  ],
} as const satisfies StatsProps;

export const mobileFeatures = {
  id: "wl-features",
  anchor: "features",
  heading: {
    eyebrow: "Features",
    title: "A tour of the app",
    intro: "Move through the features; the phone shows each screen.",
  },
  tone: "soft",
  features: [
    {
      title: "Lessons that build",
      text: "Each lesson reuses words from the last three, so they stick.",
      screen: lessonScreen,
    },
    {
      title: "Speaking practice",
      text: "Say the phrase; Wordleaf shows which sounds to work on.",
      screen: { title: "Speak", icon: Mic },
    },
    {
      title: "Smart review",
      text: "Words come back just before you would forget them.",
      screen: { title: "Review", icon: Brain },
    },
    {
      title: "Weekly goals",
      text: "Pick three, five or seven days a week and see your progress.",
      screen: { title: "Goals", icon: CalendarCheck },
    },
  ],
} as const satisfies PhoneCarouselProps;

export const mobileBand = {
  id: "wl-band",
  heading: { title: "Learners' progress" },
  hideHeading: true,
  tone: "dark",
  items: [
    { value: "87%", label: "reach their first conversation in 8 weeks" },
    { value: "31 days", label: "median streak" },
    { value: "120M", label: "lessons finished" },
  ],
} as const satisfies StatsProps;

export const mobileLogos = {
  id: "wl-logos",
  heading: { title: "Featured by" },
  logos: [
    { name: "App of the Day", icon: Trophy },
    { name: "EdTech Weekly", icon: GraduationCap },
    { name: "Editors' Choice", icon: Star },
    { name: "Lingua Review", icon: Languages },
    { name: "Fresh Apps", icon: Sparkles },
  ],
} as const satisfies LogoStripProps;

export const mobileTestimonials = {
  id: "wl-testimonials",
  heading: { eyebrow: "Reviews", title: "Learners talking, in a new language" },
  items: [
    {
      quote: "I ordered dinner in Lisbon in Portuguese after two months. The waiter smiled.",
      name: "Ellen Park",
      role: "Learning Portuguese",
      rating: 5,
    },
    {
      quote: "Speaking practice made me brave enough to call my grandmother in Polish.",
      name: "Adam Nowicki",
      role: "Learning Polish",
      rating: 5,
    },
    {
      quote: "Ten minutes on the bus each way. That is my whole routine.",
      name: "Lina Haddad",
      role: "Learning Spanish",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const mobileFaq = {
  id: "wl-faq",
  heading: { eyebrow: "FAQ", title: "Good questions" },
  tone: "soft",
  items: [
    {
      question: "Is Wordleaf free?",
      answer:
        "The first unit of every language is free. A subscription unlocks the rest and offline mode.",
    },
    {
      question: "Which languages can I learn?",
      answer:
        "Fourteen, including Spanish, French, German, Japanese, Portuguese, Polish and Korean.",
    },
    {
      question: "Does it work without internet?",
      answer: "Yes, with a subscription: download lessons on Wi-Fi and learn anywhere.",
    },
    {
      question: "Can children use it?",
      answer: "Yes, from age 10, with a family plan and no ads.",
    },
  ],
} as const satisfies FaqSectionProps;

export const mobileDownload = {
  id: "wl-download",
  anchor: "download",
  eyebrow: "Get the app",
  title: "Your first lesson takes ten minutes",
  text: "Send yourself a download link, or find Wordleaf in your phone's app store.",
  form: {
    label: "Send a download link",
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
    submitLabel: "Send me the link",
    thanks: "A link would go to {first}; this sample page sends nothing.",
    inline: true,
  },
} as const satisfies CtaBannerProps;
