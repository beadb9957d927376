/**
 * The sample blog's writers and the cover motifs its articles may name in their frontmatter
 * (`author:` and `cover:`). Articles are Markdown (./articles); these lists are what the
 * frontmatter schema (~/lib/blog/frontmatter) accepts.
 */
import type { LucideIcon } from "lucide-react";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Cloud from "lucide-react/icons/cloud";
import DatabaseBackup from "lucide-react/icons/database-backup";
import FileLock from "lucide-react/icons/file-lock";
import Fingerprint from "lucide-react/icons/fingerprint-pattern";
import KeyRound from "lucide-react/icons/key-round";
import MailWarning from "lucide-react/icons/mail-warning";
import MapIcon from "lucide-react/icons/map";
import Megaphone from "lucide-react/icons/megaphone";
import PanelsTopLeft from "lucide-react/icons/panels-top-left";
import Siren from "lucide-react/icons/siren";
import ToggleRight from "lucide-react/icons/toggle-right";

export interface BlogAuthor {
  name: string;
  role: string;
  /** Two sentences for the author card. */
  bio: string;
}

export const blogAuthors = {
  "ines-okafor": {
    name: "Ines Okafor",
    role: "IT operations lead",
    bio: "Ines runs IT for a 60-person engineering firm and writes about the routines that keep small teams out of trouble. She has never once enjoyed a restore test, and runs one every month anyway.",
  },
  "tomas-berg": {
    name: "Tomas Berg",
    role: "Security engineer",
    bio: "Tomas spent eight years answering incident calls before moving to prevention. He writes about identity, phishing and the controls that survive contact with real users.",
  },
  "priya-raman": {
    name: "Priya Raman",
    role: "Product designer",
    bio: "Priya designs admin tools and alerting for operations teams. She believes every warning should say what happened, what it means and what to do next.",
  },
  "dana-whitfield": {
    name: "Dana Whitfield",
    role: "Privacy counsel",
    bio: "Dana advises growing companies on data protection. She writes plain-language guides for the people who end up owning privacy without ever applying for the job.",
  },
} as const satisfies Record<string, BlogAuthor>;

export type AuthorSlug = keyof typeof blogAuthors;

/** Cover pictures: a seeded Artwork around one of these motifs. */
export const blogCovers = {
  "calendar-check": CalendarCheck,
  cloud: Cloud,
  "database-backup": DatabaseBackup,
  "file-lock": FileLock,
  fingerprint: Fingerprint,
  "key-round": KeyRound,
  "mail-warning": MailWarning,
  map: MapIcon,
  megaphone: Megaphone,
  "panels-top-left": PanelsTopLeft,
  siren: Siren,
  "toggle-right": ToggleRight,
} as const satisfies Record<string, LucideIcon>;

export type CoverName = keyof typeof blogCovers;

/** The categories, in the order the filter shows them. */
export const blogCategories = ["Security", "IT operations", "Privacy", "Design", "Cloud"] as const;

export type BlogCategory = (typeof blogCategories)[number];
