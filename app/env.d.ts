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
