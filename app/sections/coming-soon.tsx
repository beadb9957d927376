import { useSearchParams } from "react-router";

import { useAfterHydration } from "~/hooks/use-after-hydration";

import { ComingSoonHero, type ComingSoonVariant } from "./coming-soon-hero";

export interface ComingSoonProps {
  /** Prerendered, and shown for a query that names nothing below. */
  generic: ComingSoonVariant;
  /** By the `product` query's value (a Soon product of the catalogue, or the portal), any case. */
  products: Readonly<Record<string, ComingSoonVariant>>;
  /** By the `industry` query's value (a Soon industry's slug), any case. */
  industries: Readonly<Record<string, ComingSoonVariant>>;
  /** Address offered beside the form, for visitors who would rather write. */
  contactEmail: string;
}

/** The entry of `variants` whose name is `value` (trimmed, any case), if any. */
function named(variants: Readonly<Record<string, ComingSoonVariant>>, value: string | null) {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  const name = Object.keys(variants).find((key) => key.toLowerCase() === wanted);
  return name === undefined ? undefined : variants[name];
}

/**
 * The variant for the page's query: `product` wins over `industry`; anything else gets the
 * generic page (only ever one of the file's variants, never the raw value).
 */
export function comingSoonVariant(props: ComingSoonProps, query: URLSearchParams) {
  return (
    named(props.products, query.get("product")) ??
    named(props.industries, query.get("industry")) ??
    props.generic
  );
}

/**
 * The coming-soon page, tailored by its query. The query exists only in the browser: the
 * prerendered HTML is the generic page, it hydrates as such, and the tailored variant replaces
 * it right after. A render step rather than a hydrating clientLoader: React Router runs those
 * inside the first hydration task, which kept this page over the blocking-time budget
 * (decision 0007).
 */
export function ComingSoon(props: ComingSoonProps) {
  const [query] = useSearchParams();
  const variant = useAfterHydration() ? comingSoonVariant(props, query) : props.generic;
  return <ComingSoonHero variant={variant} contactEmail={props.contactEmail} />;
}
