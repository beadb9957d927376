/**
 * Every content page (content/pages/**.md), read and checked at build time (vite.content.ts),
 * by path. The sitemap lists them; each is also a route (app/content-routes.ts).
 */
import type { ContentPage } from "~/lib/content/page";

const files = import.meta.glob<ContentPage>("/content/pages/**/*.md", {
  eager: true,
  import: "default",
});

export const contentPages: readonly ContentPage[] = Object.values(files).sort((a, b) =>
  a.path.localeCompare(b.path),
);
