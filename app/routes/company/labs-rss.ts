import { labsFeed } from "~/content/labs";
import { labArticles } from "~/content/labs-articles";
import { buildRss } from "~/lib/rss";

// A resource route: no component, so the prerender writes the loader's body verbatim to
// build/client/labs/rss.xml.
export function loader() {
  return new Response(buildRss(labsFeed(labArticles)), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
