/** Comma-separated ShadowCradle hostnames, fixed at build time (see vite.shared.ts). */
declare const __SHADOWCRADLE_HOSTS__: string;

/** The year the site was built (see vite.shared.ts). */
declare const __BUILD_YEAR__: number;

/**
 * A content page file (content/pages/**.md or content/templates/**.md), read and checked at
 * build time (vite.content.ts).
 */
declare module "*.md" {
  import type { ContentPage } from "~/lib/content/page";

  const page: ContentPage;
  export default page;
}

/** The Lucide icons a template page's data names, by name (vite.content.ts). */
declare module "*.md?icons" {
  import type { LucideIcon } from "lucide-react";

  const icons: Readonly<Record<string, LucideIcon>>;
  export default icons;
}
