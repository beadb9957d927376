import { site } from "~/content/generated/site";
import { robotsDisallow } from "~/content/sitemap";
import { buildRobots } from "~/lib/sitemap";

// A resource route: the prerender writes the loader's body verbatim to build/client/robots.txt.
export function loader() {
  return new Response(buildRobots(site.origin, robotsDisallow), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
