/**
 * The service catalogue, written in content/services.yaml and checked against
 * app/content/services.schema.ts at build (app/content-collections.ts), which writes it as
 * generated/services.ts: the services /services lists (its copy is content/pages/services.md),
 * and the source of the service slugs used by the case studies and of the /services#slug
 * anchors. What is derived from it lives here.
 */
import { services } from "./generated/services";

export { services };
export type { Service } from "./services.schema";

/** A service's identifier, as used by case studies and the /services#slug anchors. */
export type ServiceSlug = (typeof services)[number]["slug"];

/** Where a service is described: its anchor on /services. */
export const serviceHref = (slug: ServiceSlug) => `/services#${slug}`;
