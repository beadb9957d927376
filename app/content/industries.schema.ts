/**
 * What content/industries.yaml holds: the industries the company serves. Checked at build
 * (app/content-collections.ts); the types are this schema's.
 */
import * as z from "zod/mini";

import { catalogue, slug, status, text } from "../lib/content/vocab/collection-fields.ts";

export const industrySchema = z.strictObject({
  /** URL-safe identifier, unique. */
  slug: slug,
  /** Full name used in navigation. */
  name: text(40),
  /** Short name, also the `industry` query value of /coming-soon for Soon industries. */
  shortName: text(20),
  status: status,
  summary: text(200),
  /** Its page, or /coming-soon?industry=<short name> while it is Soon. */
  href: z.string("write the link as text"),
});

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
