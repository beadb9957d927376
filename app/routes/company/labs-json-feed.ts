import { labsJsonFeed } from "~/content/labs";
import { labArticles } from "~/content/labs-articles";

// A resource route: the prerender writes the loader's body to build/client/labs/feed.json.
export function loader() {
  return new Response(`${JSON.stringify(labsJsonFeed(labArticles), null, 2)}\n`, {
    headers: { "Content-Type": "application/feed+json; charset=utf-8" },
  });
}
