/**
 * What the coming-soon page (coming-soon.tsx) takes from a content file: the words of the
 * generic page, of the portal and of each Soon industry, and, for the catalogue's Soon products,
 * lines with {name} and {category} that the build fills per product. Features of the generic
 * page and of each product, and what a notify-me request names, come from the catalogues
 * (app/content/products.ts, industries.ts); the form's words from app/content/signup-forms.ts.
 */
import * as z from "zod/mini";

import { industries } from "~/content/industries";
import { products } from "~/content/products";
import { notifyAction, notifyFormCopy } from "~/content/signup-forms";
import { actionLink, emailAddress, text } from "~/lib/content/vocab/fields";

import type { ComingSoonProps } from "./coming-soon";
import type { ComingSoonVariant } from "./coming-soon-hero";

const soonIndustries = industries
  .filter((industry) => industry.status === "soon")
  .map((industry) => industry.slug);

/** The words of one variant; `launch` finishes "We'll e-mail you once, when …". */
const words = {
  eyebrow: text(1, 60),
  heading: text(1, 120),
  intro: text(1, 400),
  audience: text(1, 200),
  launch: text(1, 120),
  notifySubject: text(1, 120),
};
const features = z.array(text(1, 200)).check(z.minLength(1, "give at least one feature"));

const PLACEHOLDER = /\{(name|category)\}/g;
const productLine = text(1, 120).check(
  z.refine(
    (line) => line.replace(PLACEHOLDER, "").indexOf("{") === -1,
    "use only {name} and {category} here",
  ),
);

export const comingSoonSchema = z.strictObject({
  contactEmail: emailAddress,
  audienceLabel: text(1, 40),
  featuresTitle: text(1, 60),
  signup: z.strictObject({
    title: text(1, 80),
    text: text(1, 300),
    mailText: text(1, 80),
    today: z.strictObject({ text: text(1, 80), link: actionLink }),
  }),
  /** Prerendered: what is coming, in general. Its features are the catalogue's Soon products. */
  generic: z.strictObject(words),
  /** ?product=<a Soon product>: lines with {name} and {category}, from the catalogue. */
  soonProduct: z.strictObject({
    eyebrow: productLine,
    heading: productLine,
    launch: productLine,
    notifySubject: productLine,
  }),
  /** ?product=<name>: the customer portal, not in the product catalogue. */
  portal: z.strictObject({ name: text(1, 40), ...words, features }),
  /** ?industry=<slug>: each Soon industry of the catalogue. */
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
    ),
});

type Fields = z.infer<typeof comingSoonSchema>;

/** The page's props: every variant, whole, joined with the catalogues at build time. */
export function comingSoonProps(fields: Fields): ComingSoonProps {
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
