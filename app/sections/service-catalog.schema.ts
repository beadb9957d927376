/**
 * What the service catalogue (service-catalog.tsx) takes from a content file: the index's
 * heading and the labels repeated in every service. The services themselves come from the
 * catalogue (app/content/services.ts), written once there and joined at build time.
 */
import * as z from "zod/mini";

import { services } from "~/content/services";
import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { ServiceCatalogProps } from "./service-catalog";

export const serviceCatalogSchema = z.strictObject({
  index: z.strictObject({ id: elementId, heading: sectionIntro, navLabel: text(1, 60) }),
  labels: z.strictObject({
    eyebrow: text(1, 30),
    included: text(1, 60),
    engagement: text(1, 60),
    outcomes: text(1, 60),
    pricing: text(1, 40),
    backToIndex: text(1, 60),
  }),
});

/** The catalogue's props: the file's heading and labels, with every service of the catalogue. */
export const serviceCatalogProps = (
  fields: z.infer<typeof serviceCatalogSchema>,
): ServiceCatalogProps => ({ index: fields.index, services, labels: fields.labels });
