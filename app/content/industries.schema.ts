/**
 * What content/industries.yaml holds: the industries the company serves. Checked at build
 * (app/content-collections.ts); the types are this schema's.
 */
import * as z from "zod/mini";

import { catalogue, slug, status, text } from "../lib/content/vocab/collection-fields.ts";

export const industrySchema = z
  .strictObject({
    /** URL-safe identifier, unique. */
    slug: slug,
    /** Full name used in navigation. */
    name: text(40).check(z.describe("The industry's full name, used in navigation")),
    /** Short name, also the `industry` query value of /coming-soon for Soon industries. */
    shortName: text(20).check(
      z.describe("A short name; also what /coming-soon?industry= names it by"),
    ),
    status: status,
    summary: text(200).check(z.describe("A sentence on what the site offers it, in cards")),
    /** Its page, or /coming-soon?industry=<short name> while it is Soon. */
    href: z
      .string("write the link as text")
      .check(
        z.describe(
          "The industry's page: /industries/<slug>, or /coming-soon?industry=<shortName> while it is soon",
        ),
      ),
  })
  .check(z.describe("One industry the site serves"));

export const industriesSchema = z.readonly(
  catalogue(industrySchema, "industry").check(
    z.refine(
      (list) =>
        list.every((industry) =>
          industry.status === "soon"
            ? industry.href === `/coming-soon?industry=${industry.shortName}`
            : industry.href === `/industries/${industry.slug}`,
        ),
      "link an available industry to /industries/<slug>, a Soon one to /coming-soon?industry=<shortName>",
    ),
  ),
);

export type Industry = z.infer<typeof industrySchema>;
export type Industries = z.infer<typeof industriesSchema>;
