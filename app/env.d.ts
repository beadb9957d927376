/** Comma-separated ShadowCradle hostnames, fixed at build time (see vite.shared.ts). */
declare const __SHADOWCRADLE_HOSTS__: string;

/** The year the site was built (see vite.shared.ts). */
declare const __BUILD_YEAR__: number;

/**
 * A content page file (content/pages/**.md or content/templates/**.md), read and checked at
 * build time (vite.content.ts).
 */
declare module "*.md" {
  import type { CompanyPage, ContentPage } from "~/lib/content/page";

  const page: ContentPage;
  export default page;
  // Each field is a named export too (vite.content.ts), which a company page's route module
  // imports; jsonLd and noindex are a company page's.
  export const title: ContentPage["title"];
  export const description: ContentPage["description"];
  export const path: ContentPage["path"];
  export const sections: ContentPage["sections"];
  export const noindex: CompanyPage["noindex"];
  export const jsonLd: CompanyPage["jsonLd"];
}

/** A Labs entry with its body (content/labs/<slug>.md?entry; vite.content.ts). */
declare module "*.md?entry" {
  import type { LabEntry } from "~/lib/labs/entry";

  const entry: LabEntry;
  export default entry;
}

/** A Labs entry without its body, for lists (content/labs/<slug>.md?summary). */
declare module "*.md?summary" {
  // Each ambient module has its own scope; the rule counts the file's imports as one.
  // eslint-disable-next-line no-duplicate-imports
  import type { LabSummary } from "~/lib/labs/entry";

  const entry: LabSummary;
  export default entry;
}

/** The Lucide icons a template page's data names, by name (vite.content.ts). */
declare module "*.md?icons" {
  import type { LucideIcon } from "lucide-react";

  const icons: Readonly<Record<string, LucideIcon>>;
  export default icons;
}
