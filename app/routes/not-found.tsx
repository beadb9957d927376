import { ErrorPage } from "~/components/error-page";
import { pageMeta } from "~/lib/meta";
import { NOT_FOUND_PATH } from "~/lib/paths";

import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Page not found",
    description:
      "The page you asked for does not exist. Find your way back to CradleSec's services, products and contact details.",
    path: NOT_FOUND_PATH,
    noindex: true,
  });

export default function NotFound() {
  return <ErrorPage code={404} />;
}
