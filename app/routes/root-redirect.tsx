import { Link, replace } from "react-router";

import { site } from "~/content/generated/site";
import { HOME_PATH, parseHosts, rootRedirectTarget } from "~/lib/host-redirect";
import { pageMeta } from "~/lib/meta";

import type { HeadHandle } from "../root";
import type { Route } from "./+types/root-redirect";

const shadowCradleHosts = parseHosts(__SHADOWCRADLE_HOSTS__, site.shadowCradleDefaultHosts);

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Redirecting",
    description: `${site.brand}: backup, security and IT services for MSPs, enterprises and consumers.`,
    path: HOME_PATH,
    noindex: true,
  });

// Without JavaScript, the root layout's head refreshes to the home page (a meta refresh may only
// stand in the head).
export const handle: HeadHandle = { noscriptRedirect: HOME_PATH };

// The server answers "/" with a 302 itself; this covers static hosting and client navigation.
// `replace` keeps "/" out of the history, as the seed requires.
export function clientLoader() {
  throw replace(rootRedirectTarget(window.location.hostname, shadowCradleHosts));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <main className="redirect-page">
      <h1>Taking you to {site.brand}…</h1>
      <p>
        <Link to={HOME_PATH}>Continue to the home page</Link>
      </p>
    </main>
  );
}

export default function RootRedirect() {
  return null;
}
