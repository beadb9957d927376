/**
 * Every company page (content/pages/**.md), as the content compiler wrote it (content.config.ts),
 * by path. The sitemap lists them; each is also a route.
 */
import type { CompanyPage, ContentPage } from "~/lib/content/page";

const files = import.meta.glob<ContentPage>("./generated/pages/**/*.ts", {
  eager: true,
  import: "default",
});

export const contentPages: readonly CompanyPage[] = Object.values(files)
  .filter((page): page is CompanyPage => page.kind === "page")
  .sort((a, b) => a.path.localeCompare(b.path));
