import Apple from "lucide-react/icons/apple";
import Award from "lucide-react/icons/award";
import Bike from "lucide-react/icons/bike";
import Dumbbell from "lucide-react/icons/dumbbell";
import Flame from "lucide-react/icons/flame";
import Footprints from "lucide-react/icons/footprints";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Medal from "lucide-react/icons/medal";
import Timer from "lucide-react/icons/timer";
import Trophy from "lucide-react/icons/trophy";
import Users from "lucide-react/icons/users";
import Video from "lucide-react/icons/video";

import type { TemplatePage } from "~/lib/template-page";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { FormSectionProps } from "~/sections/kit/form-section";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { PhotoStripProps } from "~/sections/kit/photo-strip";
import type { Plan } from "~/sections/kit/plan-card";
import type { StatsProps } from "~/sections/kit/stats";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

export const influencerPage = {
  path: "/landing/influencer",
  title: "Coach Jade Moss: strength training you can keep up",
  description:
    "Jade Moss is a strength coach with 400,000 followers. Join the monthly programme, pick up a training guide, or sign up for the free webinar on building a routine.",
  theme: "influencer",
  brand: "Jade Moss Coaching",
} as const satisfies TemplatePage;

export const influencerHero = {
  layout: "split",
  eyebrow: "Strength coach and creator",
  title: "Get strong in 30 minutes, three times a week",
  lead: "Short, progressive workouts you can do at home or in the gym, with a coach who checks in every week. No shouting, no fads.",
  actions: [{ label: "Join the free webinar", href: "#webinar" }],
  facts: [
    { value: "400k", label: "followers" },
    { value: "12k", label: "members trained" },
  ],
} as const satisfies Omit<KitHeroProps, "aside">;

export const influencerPlan = {
  name: "Moss Method membership",
  blurb: "New workouts every week, form checks and a members' chat.",
  price: 2400,
  annualPrice: 1900,
  unit: "/month",
  features: [
    "Three new workouts a week",
    "Video form checks",
    "Nutrition basics course",
    "Cancel any time",
  ],
  cta: { label: "Start 7 days free", href: "#newsletter" },
  featured: true,
  badge: "7 days free",
} as const satisfies Plan;

export const influencerWebinar = {
  id: "jm-webinar",
  anchor: "webinar",
  heading: {
    eyebrow: "About Jade",
    title: "Ten years of coaching, one free hour",
    intro:
      "Jade coached in gyms for a decade before putting her programmes online. Her free webinar shows how to build a routine that survives a busy month.",
  },
  tone: "soft",
  form: {
    label: "Webinar sign-up",
    fields: [
      {
        name: "name",
        label: "First name",
        type: "text",
        required: true,
        autoComplete: "given-name",
        half: true,
      },
      {
        name: "email",
        label: "Email",
        type: "email",
        required: true,
        autoComplete: "email",
        half: true,
      },
      {
        name: "session",
        label: "Session",
        type: "select",
        options: ["Tuesday 18:00", "Thursday 12:30", "Saturday 10:00"],
      },
    ],
    submitLabel: "Save my seat",
    thanks: "See you there, {first}! This is a sample page, so no seat was booked.",
  },
  points: [
    {
      icon: Video,
      title: "Live and recorded",
      text: "Watch live with Q&A, or catch the recording.",
    },
    { icon: Timer, title: "Sixty minutes", text: "A plan you can start the same evening." },
  ],
} as const satisfies FormSectionProps;

export const influencerAchievements = {
  id: "jm-achievements",
  heading: { title: "Achievements" },
  hideHeading: true,
  tone: "dark",
  items: [
    { value: "3x", label: "national powerlifting medallist" },
    { value: "10 yrs", label: "coaching experience" },
    { value: "12k", label: "members trained online" },
    { value: "4.9/5", label: "average member rating" },
  ],
} as const satisfies StatsProps;

export const influencerGuides = {
  id: "jm-guides",
  heading: { eyebrow: "Guides", title: "Training guides you keep forever" },
  columns: 3,
  items: [
    {
      icon: Dumbbell,
      tag: "12 weeks",
      title: "First barbell",
      text: "From empty bar to confident squats, presses and deadlifts.",
      price: 3900,
    },
    {
      icon: Footprints,
      tag: "8 weeks",
      title: "Home strength",
      text: "Dumbbells and a bench; no commute to the gym.",
      price: 2900,
    },
    {
      icon: Apple,
      tag: "Guide",
      title: "Eat to train",
      text: "Simple meals that fuel training without counting everything.",
      price: 1900,
    },
  ],
} as const satisfies FeatureGridProps;

export const influencerResults = {
  id: "jm-results",
  heading: { eyebrow: "Results", title: "What twelve weeks looks like" },
  tone: "soft",
  columns: 3,
  look: "open",
  items: [
    {
      icon: Trophy,
      title: "+40% squat",
      text: "Average gain in members' squat over the first programme.",
    },
    {
      icon: HeartPulse,
      title: "Resting heart rate down",
      text: "Six beats a minute lower on average after twelve weeks.",
    },
    {
      icon: Flame,
      title: "9 in 10 stay",
      text: "Members still training three months after joining.",
    },
  ],
} as const satisfies FeatureGridProps;

export const influencerTestimonials = {
  id: "jm-testimonials",
  heading: { eyebrow: "Members", title: "From the members' chat" },
  items: [
    {
      quote: "First programme I have finished. Ever. Deadlift went from 40 to 90 kg.",
      name: "Chloe Bennett",
      role: "Member since 2025",
      rating: 5,
    },
    {
      quote: "Thirty minutes fits between school runs. That is the whole secret.",
      name: "Marcus Green",
      role: "Member since 2024",
      rating: 5,
    },
    {
      quote: "Jade's form checks fixed my back pain on squats in two weeks.",
      name: "Priya Shah",
      role: "Member since 2026",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const influencerNewsletter = {
  id: "jm-newsletter",
  anchor: "newsletter",
  eyebrow: "Free weekly workout",
  title: "One workout in your inbox every Monday",
  text: "A 30-minute session, a tip on form and nothing else.",
  form: {
    label: "Weekly workout sign-up",
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
    submitLabel: "Send me workouts",
    thanks: "Thanks, {first}! This is a sample page, so nothing was sent.",
    inline: true,
  },
  tone: "soft",
} as const satisfies CtaBannerProps;

export const influencerCta = {
  id: "jm-cta",
  eyebrow: "Ready?",
  title: "Your first week is on Jade",
  text: "Try the membership for seven days. If it is not for you, cancel in two clicks.",
  actions: [
    { label: "Start 7 days free", href: "#newsletter" },
    { label: "Join the webinar first", href: "#webinar" },
  ],
} as const satisfies CtaBannerProps;

export const influencerStrip = {
  id: "jm-strip",
  title: "From Jade's feed",
  photos: [
    { seed: "jm-s1", motif: Dumbbell, alt: "" },
    { seed: "jm-s2", motif: Bike, alt: "" },
    { seed: "jm-s3", motif: Medal, alt: "" },
    { seed: "jm-s4", motif: Users, alt: "" },
    { seed: "jm-s5", motif: Award, alt: "" },
    { seed: "jm-s6", motif: Footprints, alt: "" },
  ],
} as const satisfies PhotoStripProps;
