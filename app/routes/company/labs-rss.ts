import { labsFeed } from "~/content/labs";
import { buildRss } from "~/lib/rss";

// A resource route: no component, so the prerender writes the loader's body verbatim to
// build/client/labs/rss.xml.
export function loader() {
  return new Response(buildRss(labsFeed()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
