/**
 * What content/services.yaml holds, the service catalogue: the services /services lists, the
 * slugs the case studies name and the /services#<slug> anchors. Its text may write
 * {{site.…}} and {{products.<slug>.…}} (collection-refs.ts). Checked at build
 * (app/content-collections.ts); the types are this schema's.
 */
import * as z from "zod/mini";

import { catalogue, slug, text } from "../lib/content/vocab/collection-fields.ts";
import { iconName } from "../lib/content/vocab/fields.ts";
import { withVariables } from "./collection-refs.ts";

/** A list of at least one line of text. */
const lines = (max: number) =>
  z.readonly(z.array(text(max)).check(z.minLength(1, "write at least one line")));

export const serviceSchema = z.strictObject({
  /** URL-safe identifier, unique: the service's /services#<slug> anchor. */
  slug: slug,
  /** Its icon in the index card and beside its title. */
  icon: iconName,
  /** Full name: the service's heading and its index link. */
  name: text(60),
  /** A few words for filter chips and tags, e.g. "Backup & DR". */
  shortName: text(30),
  /** A few words for the index card. */
  tagline: text(80),
  /** One or two sentences: the service's lead. */
  summary: text(320),
  /** What is included, as a check list. */
  included: lines(120),
  /** How an engagement starts and runs: a short paragraph, then its terms. */
  engagement: z.strictObject({ text: text(400), points: lines(120) }),
  /** Outcomes with numbers: response times, RPO/RTO, turnaround. */
  outcomes: z.readonly(
    z
      .array(z.strictObject({ value: text(20), label: text(100) }))
      .check(z.minLength(1, "give at least one outcome")),
  ),
  /** Typical pricing, in one line. */
  pricing: text(120),
  /** A related page of the site, e.g. a product's. */
  link: z.optional(
    z.strictObject({
      label: text(60),
      href: z
        .string("write the link as text")
        .check(z.regex(/^\/[a-z0-9-]*$/, "write a page of the site, e.g. /compliance")),
    }),
  ),
});

export const servicesSchema = withVariables(z.readonly(catalogue(serviceSchema, "service")));

export type Service = z.infer<typeof serviceSchema>;
export type Services = z.infer<typeof servicesSchema>;
