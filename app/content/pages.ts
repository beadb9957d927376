/**
 * Every content page (content/pages/**.md), read and checked at build time (vite.content.ts),
 * by path. The sitemap lists them; each is also a route (app/content-routes.ts).
 */
import type { CompanyPage, ContentPage } from "~/lib/content/page";

const files = import.meta.glob<ContentPage>("/content/pages/**/*.md", {
  eager: true,
  import: "default",
});

export const contentPages: readonly CompanyPage[] = Object.values(files)
  .filter((page): page is CompanyPage => page.kind === "page")
  .sort((a, b) => a.path.localeCompare(b.path));
