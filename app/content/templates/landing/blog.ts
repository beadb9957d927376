import Bike from "lucide-react/icons/bike";
import BookOpen from "lucide-react/icons/book-open";
import Coffee from "lucide-react/icons/coffee";
import CookingPot from "lucide-react/icons/cooking-pot";
import Flower2 from "lucide-react/icons/flower-2";
import Leaf from "lucide-react/icons/leaf";
import MapIcon from "lucide-react/icons/map";
import Mountain from "lucide-react/icons/mountain";
import Salad from "lucide-react/icons/salad";
import Sofa from "lucide-react/icons/sofa";
import TentTree from "lucide-react/icons/tent-tree";
import Utensils from "lucide-react/icons/utensils";

import type { TemplatePage } from "~/lib/template-page";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { Post } from "~/sections/kit/post-card";
import type { PostFinderProps } from "~/sections/kit/post-finder";
import type { PostGridProps } from "~/sections/kit/post-grid";
import type { TeamGridProps } from "~/sections/kit/team-grid";

export const blogPage = {
  path: "/landing/blog",
  title: "Slow Sundays: a lifestyle blog about living well",
  description:
    "Slow Sundays writes about food, home, travel and the outdoors at an easy pace. Featured stories with search and topics, popular reads, authors and a weekly letter.",
  theme: "blog",
  brand: "Slow Sundays",
} as const satisfies TemplatePage;

export const blogHero = {
  layout: "centered",
  eyebrow: "A weekly blog about living well",
  title: "Slow Sundays",
  lead: "Recipes that forgive, rooms that breathe, walks worth the drive. New stories every Sunday morning, read in the time it takes to drink a coffee.",
  actions: [
    { label: "Browse stories", href: "#stories" },
    { label: "Get the weekly letter", href: "#letter" },
  ],
} as const satisfies KitHeroProps;

const post = (
  title: string,
  excerpt: string,
  topic: string,
  date: string,
  minutes: number,
  author: string,
  motif: Post["art"]["motif"],
): Post => ({ title, excerpt, topic, date, minutes, author, art: { seed: title, motif, alt: "" } });

export const blogFeatured = {
  id: "ss-featured",
  anchor: "stories",
  heading: {
    eyebrow: "Featured",
    title: "Stories for this week",
    intro: "Search, or pick a topic.",
  },
  posts: [
    post(
      "A loaf that forgives you",
      "No-knead bread with a long, lazy rise and a crust that crackles.",
      "Food",
      "2026-11-15",
      6,
      "Nora Quinn",
      CookingPot,
    ),
    post(
      "Three plants that like a dark flat",
      "Green company for north-facing rooms, and how to keep it alive.",
      "Home",
      "2026-11-08",
      4,
      "Leo Hart",
      Leaf,
    ),
    post(
      "A weekend on the coast path",
      "Forty kilometres, two cafes and one very muddy dog.",
      "Travel",
      "2026-11-01",
      8,
      "Mara Stone",
      MapIcon,
    ),
    post(
      "Soup for the first cold week",
      "A pot of beans, greens and lemon that feeds four for three days.",
      "Food",
      "2026-10-25",
      5,
      "Nora Quinn",
      Utensils,
    ),
    post(
      "The reading corner, rebuilt",
      "A chair, a lamp and a shelf: small changes, long evenings.",
      "Home",
      "2026-10-18",
      5,
      "Leo Hart",
      Sofa,
    ),
    post(
      "Camping before the frost",
      "Gear, food and the one blanket you should not leave behind.",
      "Outdoors",
      "2026-10-11",
      7,
      "Mara Stone",
      TentTree,
    ),
  ],
} as const satisfies PostFinderProps;

export const blogPopular = {
  id: "ss-popular",
  heading: { eyebrow: "Popular", title: "Most read this month" },
  tone: "soft",
  carousel: true,
  posts: [
    post(
      "Coffee without the gadgets",
      "A pan, a sieve and five minutes: good coffee anywhere.",
      "Food",
      "2026-09-27",
      3,
      "Nora Quinn",
      Coffee,
    ),
    post(
      "Cycling to work in the rain",
      "Mudguards, merino and a change of socks in the drawer.",
      "Outdoors",
      "2026-09-20",
      5,
      "Mara Stone",
      Bike,
    ),
    post(
      "Salads that are actually dinner",
      "Grains, roasted things and a dressing you will make twice.",
      "Food",
      "2026-09-13",
      4,
      "Nora Quinn",
      Salad,
    ),
    post(
      "Hill walks near the city",
      "Five routes you can reach by train before ten.",
      "Travel",
      "2026-09-06",
      6,
      "Mara Stone",
      Mountain,
    ),
  ],
} as const satisfies PostGridProps;

export const blogLatest = {
  id: "ss-latest",
  heading: { eyebrow: "Latest", title: "Fresh from the kitchen table" },
  posts: [
    post(
      "Pressing autumn flowers",
      "A heavy book, blotting paper and a little patience.",
      "Home",
      "2026-11-16",
      3,
      "Leo Hart",
      Flower2,
    ),
    post(
      "A library card is a superpower",
      "Why we borrow more than we buy, and what we found.",
      "Home",
      "2026-11-14",
      4,
      "Leo Hart",
      BookOpen,
    ),
    post(
      "Picnic food that travels",
      "Things that taste better after an hour in a bag.",
      "Food",
      "2026-11-12",
      4,
      "Nora Quinn",
      Utensils,
    ),
  ],
} as const satisfies PostGridProps;

export const blogAuthors = {
  id: "ss-authors",
  heading: { eyebrow: "Authors", title: "The people behind the stories" },
  tone: "soft",
  people: [
    { name: "Nora Quinn", role: "Food", bio: "Cooks for six on a Tuesday and writes it all down." },
    { name: "Leo Hart", role: "Home", bio: "Fixes old chairs and older houses." },
    {
      name: "Mara Stone",
      role: "Travel and outdoors",
      bio: "Happiest two hours from the nearest road.",
    },
    { name: "Ivo Brandt", role: "Editor", bio: "Reads every story twice and cuts one paragraph." },
  ],
} as const satisfies TeamGridProps;

export const blogPicks = {
  id: "ss-picks",
  heading: { eyebrow: "Editor's picks", title: "Worth saving for a quiet evening" },
  posts: [
    post(
      "How we plan a slow week",
      "Fewer plans, more margin, and one long lunch.",
      "Home",
      "2026-08-30",
      6,
      "Ivo Brandt",
      Coffee,
    ),
    post(
      "The best walk we ever took",
      "A ridge, a storm and a farmhouse with soup.",
      "Travel",
      "2026-08-16",
      9,
      "Mara Stone",
      Mountain,
    ),
    post(
      "Our kitchen, ten years on",
      "What lasted, what broke, and what we would buy again.",
      "Home",
      "2026-08-02",
      7,
      "Leo Hart",
      CookingPot,
    ),
  ],
} as const satisfies PostGridProps;

export const blogNewsletter = {
  id: "ss-letter",
  anchor: "letter",
  eyebrow: "The weekly letter",
  title: "One calm e-mail every Sunday",
  text: "The week's stories, one recipe and one thing we loved. Unsubscribe with one click.",
  form: {
    label: "Weekly letter sign-up",
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
    thanks: "Thanks, {first}! This is a sample page, so nothing was sent.",
    inline: true,
  },
} as const satisfies CtaBannerProps;
