/**
 * What content/services.yaml holds, the service catalogue: the services /services lists, the
 * slugs the case studies name and the /services#<slug> anchors. Its text may write
 * {{site.…}} and {{products.<slug>.…}} (collection-refs.ts). Checked at build
 * (app/content-collections.ts); the types are this schema's.
 */
import * as z from "zod/mini";

import { catalogue, slug, text } from "../lib/content/vocab/collection-fields.ts";
import { figure, iconName } from "../lib/content/vocab/fields.ts";
import { withVariables } from "./collection-refs.ts";

/** A list of at least one line of text. */
const lines = (max: number) =>
  z.readonly(
    z
      .array(text(max).check(z.describe("One line")))
      .check(z.minLength(1, "write at least one line")),
  );

export const serviceSchema = z
  .strictObject({
    /** URL-safe identifier, unique: the service's /services#<slug> anchor. */
    slug: slug,
    /** Its icon in the index card and beside its title. */
    icon: iconName.check(z.describe("The service's icon on its card")),
    /** Full name: the service's heading and its index link. */
    name: text(60).check(z.describe("The service's full name")),
    /** A few words for filter chips and tags, e.g. "Backup & DR". */
    shortName: text(30).check(z.describe("A short name for menus and cards")),
    /** A few words for the index card. */
    tagline: text(80).check(z.describe("A few words under the name")),
    /** One or two sentences: the service's lead. */
    summary: text(320).check(z.describe("What the service is, a few sentences")),
    /** What is included, as a check list. */
    included: lines(120).check(z.describe("What the service includes, a line each")),
    /** How an engagement starts and runs: a short paragraph, then its terms. */
    engagement: z
      .strictObject({
        text: text(400).check(z.describe("How an engagement runs, a few sentences")),
        points: lines(120).check(z.describe("Its steps or terms, a line each")),
      })
      .check(z.describe("How the service is delivered")),
    /** Outcomes with numbers: response times, RPO/RTO, turnaround. */
    outcomes: z.readonly(
      z
        .array(figure(20, 100))
        .check(
          z.minLength(1, "give at least one outcome"),
          z.describe("What a customer gets, as figures"),
        ),
    ),
    /** Typical pricing, in one line. */
    pricing: text(120).check(z.describe("How the service is priced, in a line")),
    /** A related page of the site, e.g. a product's. */
    link: z.optional(
      z
        .strictObject({
          label: text(60).check(z.describe("The link's text")),
          href: z
            .string("write the link as text")
            .check(
              z.regex(/^\/[a-z0-9-]*$/, "write a page of the site, e.g. /compliance"),
              z.describe("The page the link goes to, e.g. /compliance"),
            ),
        })
        .check(z.describe("A link to the service's page, where it has one")),
    ),
  })
  .check(z.describe("One service the company offers"));

export const servicesSchema = withVariables(z.readonly(catalogue(serviceSchema, "service")));

export type Service = z.infer<typeof serviceSchema>;
export type Services = z.infer<typeof servicesSchema>;
