import BatteryFull from "lucide-react/icons/battery-full";
import Bluetooth from "lucide-react/icons/bluetooth";
import Ear from "lucide-react/icons/ear";
import Headphones from "lucide-react/icons/headphones";
import Mic from "lucide-react/icons/mic";
import Music from "lucide-react/icons/music";
import Plane from "lucide-react/icons/plane";
import VolumeX from "lucide-react/icons/volume-x";

import type { TemplatePage } from "~/lib/template-page";
import type { ColourShowcaseProps } from "~/sections/kit/colour-showcase";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { GalleryProps } from "~/sections/kit/gallery";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { HotspotPictureProps } from "~/sections/kit/hotspot-picture";
import type { VideoFeatureProps } from "~/sections/kit/video-feature";

export const productPage = {
  path: "/landing/product",
  title: "Quill Sonar One: wireless noise-cancelling headphones",
  description:
    "Sonar One headphones by Quill Audio: adaptive noise cancelling, 40 hours of battery, multipoint Bluetooth and four finishes. Specs, colours and details.",
  theme: "product",
  brand: "Quill Audio",
} as const satisfies TemplatePage;

export const productHero = {
  layout: "split",
  eyebrow: "New: Sonar One",
  title: "Quiet, wherever you put them on",
  lead: "Adaptive noise cancelling that listens to the room 200 times a second, a battery that outlasts a long-haul week, and cushions you forget you are wearing.",
  actions: [
    { label: "Choose your colour", href: "#colours" },
    { label: "See the details", href: "#details" },
  ],
  facts: [
    { value: "40 h", label: "battery, noise cancelling on" },
    { value: "250 g", label: "weight" },
    { value: "2", label: "devices at once" },
  ],
  art: {
    seed: "sonar-hero",
    motif: Headphones,
    alt: "Illustration of the Sonar One headphones",
    tint: "#262626",
  },
} as const satisfies KitHeroProps;

export const productVideo = {
  id: "sonar-video",
  heading: { eyebrow: "In use", title: "Made for commutes, flights and open offices" },
  video: {
    title: "Sonar One in use",
    src: "/media/showreel.webm",
    poster: { seed: "sonar-video", motif: Music, alt: "" },
    description:
      "A silent eight-second loop of drifting colour fields, standing in for a product film in this sample.",
    buttonText: "Play the film",
  },
  points: [
    {
      icon: VolumeX,
      title: "Adaptive quiet",
      text: "Cuts engine rumble and chatter; lets announcements through when you ask.",
    },
    {
      icon: Mic,
      title: "Clear calls",
      text: "Six microphones focus on your voice, not the street.",
    },
    {
      icon: Plane,
      title: "Folds flat",
      text: "Swivel cups and a hard case that fits a seat pocket.",
    },
  ],
} as const satisfies VideoFeatureProps;

export const productColours = {
  id: "sonar-colours",
  anchor: "colours",
  heading: { eyebrow: "Finishes", title: "Four colours, one sound" },
  tone: "soft",
  product: { name: "Sonar One", price: 34900, motif: Headphones },
  colours: [
    { name: "Graphite", hex: "#262626", note: "Matte black with a soft-touch band." },
    { name: "Sandstone", hex: "#c9b79c", note: "Warm beige with oat cushions." },
    { name: "Harbour", hex: "#2f4f6f", note: "Deep blue with a grey band." },
    { name: "Ember", hex: "#c2410c", note: "Burnt orange, limited run." },
  ],
  action: { label: "Ask about availability", href: "#notify" },
} as const satisfies ColourShowcaseProps;

export const productCta = {
  id: "sonar-cta",
  anchor: "notify",
  eyebrow: "Shipping in March",
  title: "Be first to hear when Sonar One ships",
  text: "One e-mail on launch day with early delivery slots. Nothing else.",
  form: {
    label: "Launch notification",
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
    submitLabel: "Notify me",
    thanks: "Thanks! {first} would hear first; this sample page sends nothing.",
    inline: true,
  },
} as const satisfies CtaBannerProps;

export const productDetails = {
  id: "sonar-details",
  anchor: "details",
  heading: {
    eyebrow: "Details",
    title: "Look closer",
    intro: "Press a + to read about that part.",
  },
  art: {
    seed: "sonar-detail",
    motif: Headphones,
    alt: "Illustration of the headphones with numbered parts",
    tint: "#262626",
  },
  spots: [
    {
      x: 50,
      y: 20,
      title: "Memory-foam band",
      text: "Spreads the weight across the top of your head.",
    },
    {
      x: 30,
      y: 60,
      title: "Touch controls",
      text: "Swipe for volume, tap to pause, hold for transparency.",
    },
    {
      x: 70,
      y: 60,
      title: "Protein-leather cushions",
      text: "Replaceable in seconds; spares in the box.",
    },
  ],
  specs: [
    { label: "Drivers", value: "40 mm, beryllium-coated" },
    { label: "Battery", value: "40 h (ANC on), 60 h (off)" },
    { label: "Charging", value: "USB-C, 10 min for 5 h" },
    { label: "Bluetooth", value: "5.4, multipoint" },
    { label: "Codecs", value: "AAC, SBC, LC3" },
    { label: "Weight", value: "250 g" },
  ],
} as const satisfies HotspotPictureProps;

export const productGallery = {
  id: "sonar-gallery",
  heading: { eyebrow: "Gallery", title: "Sonar One, from every side" },
  tone: "soft",
  items: [
    {
      id: "front",
      caption: "Front, in Graphite",
      art: { seed: "sonar-g1", motif: Headphones, alt: "" },
    },
    { id: "fold", caption: "Folded in its case", art: { seed: "sonar-g2", motif: Plane, alt: "" } },
    { id: "cushion", caption: "Cushion detail", art: { seed: "sonar-g3", motif: Ear, alt: "" } },
    {
      id: "pairing",
      caption: "Pairing with two devices",
      art: { seed: "sonar-g4", motif: Bluetooth, alt: "" },
    },
    {
      id: "battery",
      caption: "Charging over USB-C",
      art: { seed: "sonar-g5", motif: BatteryFull, alt: "" },
    },
    {
      id: "music",
      caption: "On the morning commute",
      art: { seed: "sonar-g6", motif: Music, alt: "" },
    },
  ],
} as const satisfies GalleryProps;
