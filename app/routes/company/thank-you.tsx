import { useSearchParams } from "react-router";

import page from "~/content/generated/pages/thank-you";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { Sections } from "~/lib/content/sections-view";
import { pageSection, sectionVariant } from "~/lib/content/variants";
import { pageMeta } from "~/lib/meta";
import { Confirmation, type ConfirmationFields } from "~/sections/confirmation";

import type { Route } from "./+types/thank-you";

// The page's copy is content/pages/thank-you.md; this module is its logic. Browsers without
// JavaScript land here after a form post, so the prerendered HTML is the file's own version,
// true of every form. It hydrates as such, and the variant of the `form` query replaces it
// right after (only ever one of the file's variants, never the raw value).
const confirmation = pageSection<ConfirmationFields>(page, "Confirmation");

const variantOf = (query: URLSearchParams) => sectionVariant(confirmation, query.get("form"));

export const meta: Route.MetaFunction = ({ location }) => {
  const { fields, variant } = variantOf(new URLSearchParams(location.search));
  return pageMeta({
    title: variant ? fields.title : page.title,
    description: page.description,
    path: page.path,
    noindex: page.kind === "page" && page.noindex === true,
  });
};

export default function ThankYou() {
  const [query] = useSearchParams();
  const { fields } = variantOf(useAfterHydration() ? query : new URLSearchParams());
  const sections = page.sections.map((entry) =>
    entry.section === "Confirmation" ? { section: entry.section, ...fields } : entry,
  );
  return <Sections sections={sections} components={{ Confirmation }} where={page.path} />;
}
