/**
 * What content/case-studies.yaml holds: the case studies /portfolio lists. Clients are
 * fictional and described by type; each study names its industry (content/industries.yaml) and
 * its services (content/services.yaml) by slug, and a slug neither lists fails the build. Its
 * text may write {{site.…}} and {{products.<slug>.…}} (collection-refs.ts). Checked at build
 * (app/content-collections.ts); the types are this schema's.
 */
import * as z from "zod/mini";

import { catalogue, slug, text } from "../lib/content/vocab/collection-fields.ts";
import { figure } from "../lib/content/vocab/fields.ts";
import { slugsIn, withVariables } from "./collection-refs.ts";
import { industriesSchema } from "./industries.schema.ts";
import { servicesSchema } from "./services.schema.ts";

export const caseStudySchema = z
  .strictObject({
    /** URL-safe identifier, unique: the card's id anchor. */
    slug: slug,
    /** The client, described by type rather than name, e.g. "A 40-site veterinary group". */
    client: text(80).check(z.describe("The customer's name, or how the study names them")),
    /** The client's industry, by its slug in content/industries.yaml. */
    industry: slug.check(
      z.describe("The customer's industry, by its slug in content/industries.yaml"),
    ),
    /** The services used, by their slugs in content/services.yaml. */
    services: z.readonly(
      z
        .array(slug.check(z.describe("A service by its slug")))
        .check(
          z.minLength(1, "name at least one service"),
          z.describe("The services the study covers, by their slugs in content/services.yaml"),
        ),
    ),
    /** One sentence on the result, shown under the client. */
    headline: text(120).check(z.describe("The study's headline")),
    /** What was wrong before. */
    challenge: text(320).check(z.describe("What the customer faced")),
    /** What was done about it. */
    approach: text(320).check(z.describe("What was done")),
    /** Measured results; three fit one row. */
    results: z.readonly(
      z
        .array(figure(20, 100))
        .check(
          z.minLength(1, "give at least one result"),
          z.describe("What came of it, as figures"),
        ),
    ),
  })
  .check(z.describe("One customer's story: the challenge, the approach and the results"));

type Study = z.infer<typeof caseStudySchema>;

export const caseStudiesSchema = withVariables(
  z.readonly(
    catalogue(caseStudySchema, "case study").check(
      slugsIn<Study>({ file: "content/industries.yaml", schema: industriesSchema }, (study) => [
        [["industry"], study.industry],
      ]),
      slugsIn<Study>({ file: "content/services.yaml", schema: servicesSchema }, (study) =>
        study.services.map((service, index) => [["services", index], service]),
      ),
    ),
  ),
);

export type CaseStudyEntry = Study;
export type CaseStudies = z.infer<typeof caseStudiesSchema>;
