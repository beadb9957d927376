import Armchair from "lucide-react/icons/armchair";
import Coffee from "lucide-react/icons/coffee";
import DoorOpen from "lucide-react/icons/door-open";
import Lamp from "lucide-react/icons/lamp";
import Laptop from "lucide-react/icons/laptop";
import Lock from "lucide-react/icons/lock";
import Monitor from "lucide-react/icons/monitor";
import Phone from "lucide-react/icons/phone";
import Presentation from "lucide-react/icons/presentation";
import Printer from "lucide-react/icons/printer";
import Sun from "lucide-react/icons/sun";
import Users from "lucide-react/icons/users";
import Wifi from "lucide-react/icons/wifi";

import type { SampleFormProps } from "~/components/kit/sample-form";
import type { TemplatePage } from "~/lib/template-page";
import type { AddressMapProps } from "~/sections/kit/address-map";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { GalleryProps } from "~/sections/kit/gallery";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { PricingProps } from "~/sections/kit/pricing";
import type { TestimonialsProps } from "~/sections/kit/testimonials";
import type { VideoFeatureProps } from "~/sections/kit/video-feature";

export const coworkingPage = {
  path: "/landing/coworking",
  title: "Canopy Works: a coworking space with daylight",
  description:
    "Canopy Works offers desks, private offices and meeting rooms in a bright converted warehouse by the harbour. Book a desk for a day, see the space and compare plans.",
  theme: "coworking",
  brand: "Canopy Works",
} as const satisfies TemplatePage;

export const coworkingHero = {
  layout: "split",
  eyebrow: "Coworking by the harbour",
  title: "A desk in the sun, a quiet room when you need it",
  lead: "Hot desks, fixed desks, private offices and meeting rooms in a converted warehouse with tall windows, good coffee and very fast Wi-Fi.",
  facts: [
    { value: "240", label: "desks" },
    { value: "24/7", label: "member access" },
  ],
} as const satisfies Omit<KitHeroProps, "aside">;

export const coworkingBooking = {
  label: "Book a space",
  fields: [
    {
      name: "space",
      label: "Space",
      type: "select",
      options: ["Hot desk", "Fixed desk", "Meeting room", "Private office tour"],
    },
    { name: "date", label: "Date", type: "date", required: true, half: true },
    { name: "time", label: "Arrival time", type: "time", required: true, half: true },
    { name: "email", label: "Email", type: "email", required: true, autoComplete: "email" },
  ],
  submitLabel: "Check availability",
  thanks: "Your {first} is pencilled in. This is a sample page, so nothing was booked.",
} as const satisfies SampleFormProps;

export const coworkingFeatures = {
  id: "cw-features",
  heading: { eyebrow: "Included", title: "Everything in the membership" },
  columns: 4,
  items: [
    { icon: Wifi, title: "1 Gbit Wi-Fi", text: "Wired desks too, with a backup line." },
    { icon: Coffee, title: "Coffee and tea", text: "From a local roaster, all day." },
    { icon: Printer, title: "Printing", text: "Two hundred pages a month included." },
    { icon: Lock, title: "Lockers", text: "Keep your things here overnight." },
  ],
} as const satisfies FeatureGridProps;

export const coworkingGallery = {
  id: "cw-gallery",
  heading: {
    eyebrow: "The space",
    title: "Have a look around",
    intro: "Pick a room type, then open any photo.",
  },
  tone: "soft",
  filters: ["Desks", "Meeting rooms", "Lounge"],
  filterLabel: "Filter photos by space",
  items: [
    {
      id: "desks-1",
      category: "Desks",
      caption: "Hot desks by the south windows",
      art: { seed: "cw-g1", motif: Laptop, alt: "" },
    },
    {
      id: "desks-2",
      category: "Desks",
      caption: "Fixed desks with monitor arms",
      art: { seed: "cw-g2", motif: Monitor, alt: "" },
    },
    {
      id: "meet-1",
      category: "Meeting rooms",
      caption: "The Harbour room, for eight",
      art: { seed: "cw-g3", motif: Presentation, alt: "" },
    },
    {
      id: "meet-2",
      category: "Meeting rooms",
      caption: "Phone booths on every floor",
      art: { seed: "cw-g4", motif: Phone, alt: "" },
    },
    {
      id: "lounge-1",
      category: "Lounge",
      caption: "The lounge at lunchtime",
      art: { seed: "cw-g5", motif: Armchair, alt: "" },
    },
    {
      id: "lounge-2",
      category: "Lounge",
      caption: "Reading lamps in the quiet corner",
      art: { seed: "cw-g6", motif: Lamp, alt: "" },
    },
  ],
} as const satisfies GalleryProps;

export const coworkingReasons = {
  id: "cw-reasons",
  heading: { eyebrow: "Why Canopy", title: "Three reasons members stay" },
  columns: 3,
  look: "open",
  items: [
    {
      icon: Sun,
      title: "Daylight everywhere",
      text: "Every desk is within six metres of a window.",
    },
    {
      icon: Users,
      title: "Neighbours you like",
      text: "Monthly lunches and a members' board that is actually used.",
    },
    {
      icon: DoorOpen,
      title: "Flexible terms",
      text: "Go from a day pass to an office without a new contract.",
    },
  ],
} as const satisfies FeatureGridProps;

export const coworkingVideo = {
  id: "cw-video",
  heading: { eyebrow: "Showreel", title: "A day at Canopy Works, in under a minute" },
  tone: "dark",
  video: {
    title: "Canopy Works showreel",
    src: "/media/showreel.webm",
    poster: { seed: "cw-video", motif: Sun, alt: "" },
    description:
      "A silent eight-second loop of drifting colour fields, standing in for a showreel in this sample.",
    buttonText: "Play the showreel",
  },
} as const satisfies VideoFeatureProps;

export const coworkingTestimonials = {
  id: "cw-testimonials",
  heading: { eyebrow: "Members", title: "From the people at the next desk" },
  items: [
    {
      quote: "I get more done here in a morning than at home in a day.",
      name: "Hugo Lambert",
      role: "Freelance developer",
      rating: 5,
    },
    {
      quote: "Our team of six moved in with a week's notice. Painless.",
      name: "Zara Ahmed",
      role: "Founder, Lumen Studio",
      rating: 5,
    },
    {
      quote: "The meeting rooms make clients think we are much bigger.",
      name: "Finn O'Brien",
      role: "Architect",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const coworkingTrial = {
  id: "cw-trial",
  eyebrow: "Try it",
  title: "Your first day is free",
  text: "Book a hot desk for any weekday and see if the coffee lives up to the hype.",
  actions: [{ label: "Book a free day", href: "#book" }],
  tone: "soft",
} as const satisfies CtaBannerProps;

export const coworkingPlans = {
  id: "cw-plans",
  heading: { eyebrow: "Plans", title: "Pick how often you come in" },
  plans: [
    {
      name: "Hot desk",
      blurb: "Any free desk, any day.",
      price: 24900,
      unit: "/month",
      features: ["Business hours access", "Two meeting-room hours", "Coffee and printing"],
      cta: { label: "Choose hot desk", href: "#book" },
    },
    {
      name: "Fixed desk",
      blurb: "Your own desk and locker.",
      price: 39900,
      unit: "/month",
      features: ["24/7 access", "Eight meeting-room hours", "Monitor and locker"],
      cta: { label: "Choose fixed desk", href: "#book" },
      featured: true,
      badge: "Most chosen",
    },
    {
      name: "Private office",
      blurb: "A lockable room for 2 to 8.",
      price: 119900,
      unit: "/month from",
      features: ["24/7 access", "Twenty meeting-room hours", "Your name on the door"],
      cta: { label: "Book a tour", href: "#book" },
    },
  ],
  note: "Sample prices; switch the currency at the foot of the page.",
} as const satisfies PricingProps;

export const coworkingAddress = {
  id: "cw-address",
  heading: { eyebrow: "Find us", title: "By the harbour, five minutes from the station" },
  tone: "soft",
  address: ["Canopy Works", "48 Harbour Lane, Unit 3", "Portland, ME 04101"],
  hours: "Staffed weekdays 8:00-19:00; members 24/7",
  email: "hello@example.com",
  phone: { display: "+1 (555) 010-2040", tel: "+15550102040" },
  mapLabel: "Street map with Canopy Works marked near the waterfront",
} as const satisfies AddressMapProps;
