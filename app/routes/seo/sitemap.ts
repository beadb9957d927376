import { site } from "~/content/generated/site";
import { sitemapEntries } from "~/content/sitemap";
import { buildSitemap } from "~/lib/sitemap";

// A resource route: the prerender writes the loader's body verbatim to build/client/sitemap.xml.
export function loader() {
  return new Response(buildSitemap(site.origin, sitemapEntries), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
