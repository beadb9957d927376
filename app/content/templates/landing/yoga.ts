import Baby from "lucide-react/icons/baby";
import Bath from "lucide-react/icons/bath";
import Bike from "lucide-react/icons/bike";
import Coffee from "lucide-react/icons/coffee";
import Flower2 from "lucide-react/icons/flower-2";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Leaf from "lucide-react/icons/leaf";
import Moon from "lucide-react/icons/moon";
import Mountain from "lucide-react/icons/mountain";
import Sun from "lucide-react/icons/sun";
import Sunrise from "lucide-react/icons/sunrise";
import Waves from "lucide-react/icons/waves";
import Wind from "lucide-react/icons/wind";

import type { TemplatePage } from "~/lib/template-page";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FormSectionProps } from "~/sections/kit/form-section";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { PhotoStripProps } from "~/sections/kit/photo-strip";
import type { PricingProps } from "~/sections/kit/pricing";
import type { ScheduleDay, ScheduleProps } from "~/sections/kit/schedule";
import type { TabbedShowcaseProps } from "~/sections/kit/tabbed-showcase";
import type { TeamGridProps } from "~/sections/kit/team-grid";

export const yogaPage = {
  path: "/landing/yoga",
  title: "Stillwater Yoga: a calm studio by the river",
  description:
    "Stillwater Yoga offers slow flow, yin, prenatal and sunrise classes in a bright studio by the river. Timetable, teachers, class packs and a free first class.",
  theme: "yoga",
  brand: "Stillwater Yoga",
} as const satisfies TemplatePage;

export const yogaHero = {
  layout: "slider",
  eyebrow: "Riverside studio, est. 2014",
  title: "Slow down. Breathe out. Come back to yourself.",
  lead: "Small classes for every body and every morning, taught by people who have practised for decades. Your first class is on us.",
  actions: [
    { label: "Book a free class", href: "#free-class" },
    { label: "See the timetable", href: "#timetable" },
  ],
  slidesLabel: "Studio photos",
  slides: [
    { seed: "yoga-hero-1", motif: Sunrise, alt: "Illustration of a sunrise over water" },
    { seed: "yoga-hero-2", motif: Leaf, alt: "Illustration of a leaf" },
    { seed: "yoga-hero-3", motif: Waves, alt: "Illustration of gentle waves" },
  ],
} as const satisfies KitHeroProps;

export const yogaTrial = {
  id: "yoga-trial",
  anchor: "free-class",
  heading: {
    eyebrow: "The studio",
    title: "Everything is ready when you arrive",
    intro: "Bring yourself. We have the rest, and your first class costs nothing.",
  },
  tone: "soft",
  form: {
    label: "Book a free first class",
    fields: [
      { name: "name", label: "Your name", type: "text", required: true, autoComplete: "name" },
      { name: "email", label: "Email", type: "email", required: true, autoComplete: "email" },
      {
        name: "class",
        label: "Class",
        type: "select",
        options: ["Slow flow", "Yin", "Sunrise vinyasa", "Prenatal"],
      },
      { name: "day", label: "Preferred day", type: "date", half: true },
      { name: "time", label: "Preferred time", type: "time", half: true },
    ],
    submitLabel: "Book my free class",
    thanks: "See you soon, {first}! This is a sample page, so no booking was made.",
  },
  points: [
    {
      icon: Flower2,
      title: "Mats and props",
      text: "Cork blocks, bolsters and washed mats for every class.",
    },
    { icon: Bath, title: "Warm showers", text: "Towels, organic soap and a quiet changing room." },
    {
      icon: Coffee,
      title: "Tea after class",
      text: "Herbal tea and a window seat over the river.",
    },
    {
      icon: Bike,
      title: "Bike racks",
      text: "Covered, by the door, and a tram stop two minutes away.",
    },
  ],
} as const satisfies FormSectionProps;

export const yogaClasses = {
  id: "yoga-classes",
  heading: { eyebrow: "Classes", title: "Find the practice that fits your day" },
  tabsLabel: "Class types",
  tabs: [
    {
      id: "flow",
      label: "Slow flow",
      title: "Slow flow",
      text: "Linked movement and breath at an unhurried pace. Good for a first class and for tired Thursdays.",
      points: ["60 minutes", "All levels"],
      art: { seed: "yoga-flow", motif: Wind, alt: "Illustration of a gentle breeze" },
    },
    {
      id: "yin",
      label: "Yin",
      title: "Yin",
      text: "Long, supported holds that soften hips, back and shoulders. Evenings only, lights low.",
      points: ["75 minutes", "All levels"],
      art: { seed: "yoga-yin", motif: Moon, alt: "Illustration of a crescent moon" },
    },
    {
      id: "sunrise",
      label: "Sunrise",
      title: "Sunrise vinyasa",
      text: "A brisk, warming class to start the day, finished by 7:30 so you make it to work.",
      points: ["60 minutes", "Some experience helps"],
      art: { seed: "yoga-sunrise", motif: Sun, alt: "Illustration of the sun" },
    },
    {
      id: "prenatal",
      label: "Prenatal",
      title: "Prenatal",
      text: "Gentle strength and breathing for every trimester, with a midwife-trained teacher.",
      points: ["60 minutes", "From week 12"],
      art: { seed: "yoga-prenatal", motif: Baby, alt: "Illustration of a baby" },
    },
  ],
} as const satisfies TabbedShowcaseProps;

export const yogaTeachers = {
  id: "yoga-teachers",
  heading: { eyebrow: "Teachers", title: "Patient people, long practice" },
  tone: "soft",
  people: [
    {
      name: "Maya Lindgren",
      role: "Founder, slow flow",
      bio: "Teaching since 2006; trained in Mysore and Stockholm.",
    },
    {
      name: "Tariq Bell",
      role: "Yin and restorative",
      bio: "Former physiotherapist who loves a long hold.",
    },
    {
      name: "Elena Ruiz",
      role: "Sunrise vinyasa",
      bio: "Up at five, cheerful by six, done by half seven.",
    },
    { name: "Hana Sato", role: "Prenatal", bio: "Midwife-trained; mother of two busy toddlers." },
  ],
} as const satisfies TeamGridProps;

const day = (id: string, label: string, title: string, evening: string): ScheduleDay => ({
  id,
  label,
  title,
  sessions: [
    {
      time: "06:30-07:30",
      title: "Sunrise vinyasa",
      who: "Elena Ruiz",
      where: "River room",
      tag: "Energising",
    },
    {
      time: "12:15-13:00",
      title: "Lunchtime slow flow",
      who: "Maya Lindgren",
      where: "Garden room",
      tag: "All levels",
    },
    { time: "18:00-19:00", title: evening, who: "Hana Sato", where: "Garden room", tag: "Gentle" },
    {
      time: "19:30-20:45",
      title: "Yin by candlelight",
      who: "Tariq Bell",
      where: "River room",
      tag: "Restful",
    },
  ],
});

export const yogaSchedule = {
  id: "yoga-schedule",
  anchor: "timetable",
  heading: {
    eyebrow: "Timetable",
    title: "This week at the studio",
    intro: "Classes hold 14 people. Arrive ten minutes early to settle in.",
  },
  tabsLabel: "Days of the week",
  listView: true,
  days: [
    day("mon", "Mon", "Monday", "Prenatal"),
    day("tue", "Tue", "Tuesday", "Slow flow"),
    day("wed", "Wed", "Wednesday", "Prenatal"),
    day("thu", "Thu", "Thursday", "Slow flow"),
    day("fri", "Fri", "Friday", "Breath and stretch"),
    {
      id: "sat",
      label: "Sat",
      title: "Saturday",
      sessions: [
        {
          time: "08:30-09:45",
          title: "Weekend flow",
          who: "Maya Lindgren",
          where: "River room",
          tag: "All levels",
        },
        {
          time: "10:30-11:30",
          title: "Family yoga",
          who: "Hana Sato",
          where: "Garden room",
          tag: "Ages 5+",
        },
      ],
    },
    {
      id: "sun",
      label: "Sun",
      title: "Sunday",
      sessions: [
        {
          time: "09:00-10:30",
          title: "Long slow flow",
          who: "Maya Lindgren",
          where: "River room",
          tag: "All levels",
        },
        {
          time: "17:00-18:15",
          title: "Yin and sound",
          who: "Tariq Bell",
          where: "River room",
          tag: "Restful",
        },
      ],
    },
  ],
} as const satisfies ScheduleProps;

export const yogaFreeLesson = {
  id: "yoga-free-lesson",
  eyebrow: "New here?",
  title: "Your first class is free",
  text: "Pick any class on the timetable and tell us at the desk. No sign-up, no card, no pressure.",
  actions: [{ label: "Book a free class", href: "#free-class" }],
} as const satisfies CtaBannerProps;

export const yogaPacks = {
  id: "yoga-packs",
  heading: { eyebrow: "Prices", title: "Class packs that do not expire quickly" },
  plans: [
    {
      name: "Drop-in",
      blurb: "One class, any time.",
      price: 1800,
      unit: "per class",
      features: ["Any class on the timetable", "Mat and props included"],
      cta: { label: "Book a class", href: "#free-class" },
    },
    {
      name: "Ten classes",
      blurb: "Our most loved pack.",
      price: 14500,
      unit: "for 10 classes",
      features: ["Valid for 6 months", "Share with one friend", "Tea after every class"],
      cta: { label: "Choose ten classes", href: "#free-class" },
      featured: true,
      badge: "Best value",
    },
    {
      name: "Unlimited",
      blurb: "For daily practice.",
      price: 11900,
      unit: "/month",
      features: ["Every class, every day", "Two guest passes a month", "10% off workshops"],
      cta: { label: "Go unlimited", href: "#free-class" },
    },
  ],
  note: "Sample prices; switch the currency at the foot of the page.",
} as const satisfies PricingProps;

export const yogaStrip = {
  id: "yoga-strip",
  title: "Moments from the studio",
  photos: [
    { seed: "yoga-s1", motif: Leaf, alt: "" },
    { seed: "yoga-s2", motif: Mountain, alt: "" },
    { seed: "yoga-s3", motif: Waves, alt: "" },
    { seed: "yoga-s4", motif: HeartPulse, alt: "" },
    { seed: "yoga-s5", motif: Sunrise, alt: "" },
    { seed: "yoga-s6", motif: Flower2, alt: "" },
  ],
} as const satisfies PhotoStripProps;
