import { useSearchParams } from "react-router";
import * as z from "zod/mini";

import { industries } from "~/content/industries";
import { products } from "~/content/products";
import { notifyAction, notifyFormCopy } from "~/content/signup-forms";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { actionLink, emailAddress, point, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

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

const soonIndustries = industries
  .filter((industry) => industry.status === "soon")
  .map((industry) => industry.slug);

/** The words of one variant; `launch` finishes "We'll e-mail you once, when …". */
const words = {
  eyebrow: text(1, 60).check(z.describe("Short label above the title")),
  heading: text(1, 120).check(z.describe("The page's title")),
  intro: text(1, 400).check(z.describe("A sentence or two under the title")),
  audience: text(1, 200).check(z.describe("Who it is for, in a line")),
  launch: text(1, 120).check(
    z.describe('When it launches; finishes "We\'ll e-mail you once, when …"'),
  ),
  notifySubject: text(1, 120).check(z.describe("What the notify-me request names")),
};
const features = z
  .array(point(200))
  .check(z.minLength(1, "give at least one feature"), z.describe("What it will do, a line each"));

const PLACEHOLDER = /\{(name|category)\}/g;
const productLine = text(1, 120).check(
  z.refine(
    (line) => line.replace(PLACEHOLDER, "").indexOf("{") === -1,
    "use only {name} and {category} here",
  ),
  z.describe("A line for every Soon product; {name} and {category} are filled in"),
);

/**
 * The words of the generic page, of the portal and of each Soon industry, and, for the
 * catalogue's Soon products, lines with {name} and {category} that the build fills per product.
 * Features of the generic page and of each product, and what a notify-me request names, come
 * from the catalogues (app/content/products.ts, industries.ts); the form's words from
 * app/content/signup-forms.ts.
 */
export const schema = z.strictObject({
  contactEmail: emailAddress.check(
    z.describe("Address offered beside the form, for visitors who would rather write"),
  ),
  audienceLabel: text(1, 40).check(z.describe("Bold lead-in of the audience line")),
  featuresTitle: text(1, 60).check(z.describe("Title over the features")),
  signup: z
    .strictObject({
      title: text(1, 80).check(z.describe("The heading over the notify-me form")),
      text: text(1, 300).check(z.describe("A sentence or two under the heading")),
      mailText: text(1, 80).check(z.describe("The line before the contact address")),
      today: z
        .strictObject({
          text: text(1, 80).check(z.describe("The line before the link")),
          link: actionLink,
        })
        .check(z.describe("A line on what the visitor can do today, with a link")),
    })
    .check(z.describe("The notify-me block: its title, text, e-mail line and what works today")),
  generic: z
    .strictObject(words)
    .check(
      z.describe("Prerendered: what is coming, in general; its features are the Soon products"),
    ),
  soonProduct: z
    .strictObject({
      eyebrow: productLine.check(
        z.describe("Short label above the title; {name} and {category} are filled in"),
      ),
      heading: productLine.check(
        z.describe("The page's title; {name} and {category} are filled in"),
      ),
      launch: productLine.check(
        z.describe("When it launches; {name} and {category} are filled in"),
      ),
      notifySubject: productLine.check(
        z.describe("What the notify-me request names; {name} and {category} are filled in"),
      ),
    })
    .check(z.describe("?product=<a Soon product>: lines with {name} and {category}, filled in")),
  portal: z
    .strictObject({ name: text(1, 40).check(z.describe("The portal's name")), ...words, features })
    .check(z.describe("?product=<name>: the customer portal, not in the product catalogue")),
  industries: z
    .record(
      z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, "name the industry by its slug")),
      z.strictObject({ ...words, features }),
    )
    .check(
      z.refine(
        (variants) =>
          Object.keys(variants).length === soonIndustries.length &&
          soonIndustries.every((slug) => Object.hasOwn(variants, slug)),
        `give each Soon industry of the catalogue once: ${soonIndustries.join(", ")}`,
      ),
      z.describe("?industry=<slug>: the words for each Soon industry of the catalogue"),
    ),
});

/** The page's props: every variant, whole, joined with the catalogues at build time. */
export function resolve(fields: Fields<typeof schema>): ComingSoonProps {
  const { audienceLabel, featuresTitle, signup } = fields;
  const variant = (
    key: string,
    {
      launch,
      ...copy
    }: Omit<ComingSoonVariant, "key" | "signup" | "audienceLabel" | "featuresTitle"> & {
      launch: string;
    },
  ): ComingSoonVariant => ({
    key,
    ...copy,
    audienceLabel,
    featuresTitle,
    signup: { ...signup, action: notifyAction, form: notifyFormCopy(launch) },
  });
  const soon = products.filter((product) => product.status === "soon");
  const { name: portalName, ...portal } = fields.portal;
  const fill = (line: string, product: (typeof products)[number]) =>
    line.replace(PLACEHOLDER, (_token, name: string) =>
      name === "name" ? product.name : product.category,
    );
  return {
    contactEmail: fields.contactEmail,
    generic: variant("generic", {
      ...fields.generic,
      features: soon.map((product) => `${product.name}: ${product.category.toLowerCase()}`),
    }),
    products: {
      ...Object.fromEntries(
        soon.map((product) => [
          product.name,
          variant(product.slug, {
            eyebrow: fill(fields.soonProduct.eyebrow, product),
            heading: fill(fields.soonProduct.heading, product),
            intro: product.summary,
            audience: product.audience,
            features: product.features,
            launch: fill(fields.soonProduct.launch, product),
            notify: { product: product.name },
            notifySubject: fill(fields.soonProduct.notifySubject, product),
          }),
        ]),
      ),
      [portalName]: variant("portal", { ...portal, notify: { product: portalName } }),
    },
    industries: Object.fromEntries(
      Object.entries(fields.industries).map(([slug, copy]) => {
        const industry = industries.find((entry) => entry.slug === slug);
        return [
          slug,
          variant(`industry-${slug}`, {
            ...copy,
            notify: { industry: industry?.shortName ?? slug },
          }),
        ];
      }),
    ),
  };
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
