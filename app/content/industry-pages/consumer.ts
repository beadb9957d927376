/** Copy of /industries/consumer. */
import { bySlug } from "~/lib/by-slug";

import { industries } from "../industries";
import { site } from "../site";
import {
  allProducts,
  availableLabel,
  type IndustryPageContent,
  industryPagePath,
  measuredNote,
  productFit,
  trailFor,
} from "./shared";

const consumer = bySlug(industries, "consumer");

export const consumerPage = {
  meta: {
    title: "Home and family security",
    description:
      "A home security check, family backups that restore and a real person to call after a scam or hack, explained in plain English.",
  },
  path: industryPagePath(consumer.slug),
  trail: trailFor(consumer),
  sections: {
    header: {
      id: "consumer-title",
      trail: trailFor(consumer),
      eyebrow: "For households and home offices",
      title: "Security for your family, explained in plain English",
      lead: "A real person who sets up backups that actually restore, locks down your accounts and router, and picks up the phone after a scam, a hack or a breach notice. No jargon, no upselling, no forty-page manual.",
      actions: [
        { label: "Book a home security check", href: "/contact" },
        { label: "Call our 24/7 scam line", href: `tel:${site.phone.incident.tel}` },
      ],
      facts: {
        title: "The household plan at a glance",
        items: [
          { label: "Price", value: "$29 a month for up to five people" },
          { label: "Home security check", value: "90 minutes, at home or by video" },
          { label: "Backups", value: "Every laptop and phone, restore-tested twice a year" },
          { label: "Everyday questions", value: "Same-day callback from a named technician" },
          {
            label: "After a scam or hack",
            value: "24/7 line, accounts locked down within the hour",
          },
        ],
        note: "Cancel any month. The home check is yours to keep either way.",
      },
    },
    pains: {
      id: "consumer-pains-title",
      muted: true,
      heading: {
        eyebrow: "What we see in most homes",
        title: "Small gaps that turn into bad weeks",
        intro:
          "We have checked more than 1,200 homes. The same four problems come up in almost every one.",
      },
      items: [
        {
          icon: "lock",
          title: "One password, reused everywhere",
          text: "When one shopping site leaks, the same password opens e-mail, banking and the family photo account.",
        },
        {
          icon: "database",
          title: "Photos that live on one laptop",
          text: "Fifteen years of family pictures on a single drive, and the backup is a phone sync nobody has checked.",
        },
        {
          icon: "phone",
          title: "Scams that sound like your bank",
          text: "Fraud calls and texts now quote real account details. By the time it feels wrong, the money or the login is gone.",
        },
        {
          icon: "home",
          title: "A router nobody has touched",
          text: "Default admin password, years-old firmware, and the smart doorbell on the same network as the work laptop.",
        },
      ],
    },
    offer: {
      id: "consumer-offer-title",
      heading: {
        eyebrow: "What we offer",
        title: "Four things, done properly",
        intro:
          "Everything is done with you, not to you: we explain each change and leave a one-page plan on the fridge.",
      },
      items: [
        {
          icon: "search",
          title: "Home security check",
          text: "We go through every device, account and the router with you, fix what we can on the spot and write down the rest.",
        },
        {
          icon: "database",
          title: "Backups that restore",
          text: "Photos, documents and laptops copied to encrypted off-site storage, with a test restore twice a year.",
        },
        {
          icon: "key",
          title: "Accounts locked down",
          text: "A password manager for the whole family, and passkeys or two-step sign-in on e-mail, banking and shopping.",
        },
        {
          icon: "phone",
          title: "Someone to call",
          text: "A named technician for everyday questions, and a 24/7 line after a scam, a hack or a breach notice.",
        },
      ],
    },
    products: {
      id: "consumer-products-title",
      heading: {
        eyebrow: "Products that fit",
        title: "What households use",
        intro:
          "Household backups run on the same storage that protects our business clients. More for families is on the way.",
      },
      items: [
        productFit(
          "shadowcradle",
          "Your family's backups sit on the same immutable, second-region storage that protects our business clients.",
        ),
        productFit(
          "profileguardian",
          "Alerts when your e-mail or phone number shows up in a breach, and data-broker removals sent for you.",
        ),
        productFit(
          "checkdns",
          "For home offices with their own domain: know when mail stops arriving, or when someone spoofs your address.",
        ),
      ],
      availableLabel,
      more: allProducts,
    },
    proof: {
      id: "consumer-proof-title",
      heading: {
        eyebrow: "Proof",
        title: "What happens in the homes we look after",
      },
      stats: [
        { value: "1,200+", label: "home security checks completed since 2023" },
        {
          value: "2 in 3",
          label: "homes we check have a router with a default or reused password",
        },
        {
          value: "38 min",
          label: "median time from a scam call to our line to accounts locked down",
        },
        { value: "4 h", label: "median weekday wait for a callback from a named technician" },
      ],
      quote: {
        quote:
          "Someone had my e-mail password and was resetting my accounts one by one. They stayed on the phone until every account was back in my hands, then set up my parents the same way.",
        role: "Retired teacher",
        organization: "Household customer",
      },
      note: measuredNote,
    },
    cta: {
      id: "consumer-cta-title",
      title: "Start with a 90-minute home security check",
      text: `We go through your devices, accounts and router with you, by video or in person around ${site.address.city}, and you keep the written plan whether or not you sign up.`,
      actions: [{ label: "Book a home security check", href: "/contact" }],
      note: {
        text: "Scammed or hacked right now? Call us any time:",
        link: { label: site.phone.incident.display, href: `tel:${site.phone.incident.tel}` },
      },
    },
  },
} satisfies IndustryPageContent;
