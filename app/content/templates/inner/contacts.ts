import Building2 from "lucide-react/icons/building-2";
import Clock from "lucide-react/icons/clock";
import Headset from "lucide-react/icons/headset";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";

import type { KitField, KitFormProps } from "~/components/kit/kit-form";
import type { TemplatePage } from "~/lib/template-page";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { FormSectionProps } from "~/sections/kit/form-section";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LocationsProps } from "~/sections/kit/locations";

// Sample contact pages: 555 numbers and example.com addresses, and forms that check their
// fields in the page and then say nothing was sent.

const nameField: KitField = {
  name: "name",
  label: "Your name",
  type: "text",
  autoComplete: "name",
  required: "Enter your name",
  half: true,
};

const emailField: KitField = {
  name: "email",
  label: "E-mail address",
  type: "email",
  autoComplete: "email",
  required: "Enter your e-mail address",
  email: true,
  half: true,
};

const messageField = (label: string, required: string): KitField => ({
  name: "message",
  label,
  type: "textarea",
  required,
});

const nothingSent = (who: string) =>
  `Thank you. On a live site ${who} would reply within one working day; this sample sent nothing.`;

// ── /contacts/v1: four detail cards and a consultation form with service checkboxes ──
export const contactsV1Page = {
  path: "/contacts/v1",
  title: "Contact Fieldmark Advisory: book a consultation",
  description:
    "A contact page with four ways to reach a consulting firm and a consultation form where visitors tick the services they need, checked as they go.",
  theme: "consulting",
  brand: "Fieldmark Advisory",
} as const satisfies TemplatePage;

export const contactsV1Hero = {
  layout: "centered",
  eyebrow: "Contact",
  title: "Talk to an adviser this week",
  lead: "Tell us where the business is heading and what is in the way. A partner reads every request and suggests a first conversation within a day.",
} as const satisfies KitHeroProps;

export const contactsV1Details = {
  id: "fieldmark-details",
  heading: {
    title: "Four ways to reach us",
    intro: "Pick whichever suits you; they all reach the same team.",
  },
  columns: 4,
  items: [
    {
      icon: Phone,
      title: "Call",
      text: "Weekdays 8:30-18:00 Eastern. A person answers, not a menu.",
      link: { label: "+1 (555) 010-3310", href: "tel:+15550103310" },
    },
    {
      icon: Mail,
      title: "Write",
      text: "For briefs, documents and anything that needs a paper trail.",
      link: { label: "advice@example.com", href: "mailto:advice@example.com" },
    },
    {
      icon: MapPin,
      title: "Visit",
      text: "210 Mercer Street, 4th floor, Hartford, CT 06103. Coffee is on us.",
    },
    {
      icon: Clock,
      title: "Office hours",
      text: "Monday to Friday 8:30-18:00; Saturday mornings by appointment.",
    },
  ],
} as const satisfies FeatureGridProps;

const consultationForm: KitFormProps = {
  id: "consult",
  label: "Book a consultation",
  fields: [
    nameField,
    emailField,
    {
      name: "company",
      label: "Company",
      type: "text",
      autoComplete: "organization",
      half: true,
    },
    {
      name: "phone",
      label: "Phone (optional)",
      type: "tel",
      autoComplete: "tel",
      half: true,
    },
    {
      name: "services",
      label: "Which services are you interested in?",
      type: "checkboxes",
      options: [
        "Growth strategy",
        "Financial planning",
        "Operations review",
        "Mergers and acquisitions",
        "Leadership coaching",
        "Digital transformation",
      ],
      required: "Tick at least one service",
    },
    messageField(
      "What would you like to discuss?",
      "Tell us briefly what you would like to discuss",
    ),
  ],
  submitLabel: "Request a consultation",
  outcome: nothingSent("a Fieldmark partner"),
  note: "We use your details only to answer this request.",
};

export const contactsV1Form = {
  id: "fieldmark-form",
  anchor: "consultation",
  tone: "soft",
  heading: {
    eyebrow: "Consultation",
    title: "Book a free first consultation",
    intro: "Forty-five minutes with a partner, in person or on a call.",
  },
  form: consultationForm,
  points: [
    {
      icon: Headset,
      title: "A named partner",
      text: "The person you meet is the person who does the work.",
    },
    {
      icon: Clock,
      title: "Reply within a day",
      text: "Every request gets an answer by the next working day.",
    },
  ],
} as const satisfies FormSectionProps;

// ── /contacts/v2: a form with a select, three office cards ──
export const contactsV2Page = {
  path: "/contacts/v2",
  title: "Contact Canopy Works: three spaces, one team",
  description:
    "A contact page for a coworking company with three spaces: a form where visitors choose the space and topic, three office cards and a map of where they are.",
  theme: "coworking",
  brand: "Canopy Works",
} as const satisfies TemplatePage;

export const contactsV2Hero = {
  layout: "split",
  eyebrow: "Get in touch",
  title: "Questions about a desk, an office or an event?",
  lead: "Choose the space you are asking about and the host there will answer, usually the same day.",
  asideCard: { anchor: "write" },
} as const satisfies KitHeroProps;

export const contactsV2Form: KitFormProps = {
  id: "cw-contact",
  label: "Write to a Canopy Works space",
  fields: [
    nameField,
    emailField,
    {
      name: "space",
      label: "Which space?",
      type: "select",
      placeholder: "Choose a space",
      options: ["Harbour Lane, Portland", "Mill Yard, Burlington", "Canal Street, Providence"],
      required: "Choose the space you are asking about",
    },
    {
      name: "topic",
      label: "Topic",
      type: "select",
      placeholder: "Choose a topic",
      options: [
        "A day pass",
        "A dedicated desk",
        "A private office",
        "Hosting an event",
        "Something else",
      ],
      required: "Choose a topic",
    },
    messageField("Your message", "Write your message"),
  ],
  submitLabel: "Send message",
  outcome: nothingSent("the host"),
};

const office = (title: string, text: string, phone: string, tel: string) => ({
  icon: Building2,
  title,
  text,
  link: { label: phone, href: `tel:${tel}` },
});

export const contactsV2Offices = {
  id: "cw-offices",
  heading: { eyebrow: "Our spaces", title: "Three spaces, each with a host" },
  columns: 3,
  items: [
    office(
      "Harbour Lane, Portland",
      "48 Harbour Lane, Unit 3, Portland, ME 04101. Staffed 8:00-19:00.",
      "+1 (555) 010-2040",
      "+15550102040",
    ),
    office(
      "Mill Yard, Burlington",
      "9 Mill Yard, Burlington, VT 05401. Staffed 8:30-18:00.",
      "+1 (555) 010-2041",
      "+15550102041",
    ),
    office(
      "Canal Street, Providence",
      "120 Canal Street, Providence, RI 02903. Staffed 8:00-18:30.",
      "+1 (555) 010-2042",
      "+15550102042",
    ),
  ],
} as const satisfies FeatureGridProps;

export const contactsV2Map = {
  id: "cw-map",
  tone: "soft",
  heading: {
    title: "Where the spaces are",
    intro: "All three within a day's drive of each other in New England.",
  },
  places: [
    { name: "Portland", lat: 43.66, lon: -70.26, detail: "Harbour Lane, by the ferry terminal" },
    { name: "Burlington", lat: 44.48, lon: -73.21, detail: "Mill Yard, on the lake shore" },
    { name: "Providence", lat: 41.82, lon: -71.41, detail: "Canal Street, downtown" },
  ],
} as const satisfies LocationsProps;
