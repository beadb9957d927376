/**
 * What content/site.yaml holds, the ONE place for the company's identity: names, domains,
 * contact details and social links. Nothing else repeats these strings. Checked at build
 * (app/lib/content/generated-collections.ts); the type is this schema's.
 *
 * Compiled by the server too (server/tsconfig.json): relative imports only.
 */
import * as z from "zod/mini";

const text = z
  .string("write it as text")
  .check(z.minLength(1, "write at least 1 character"), z.maxLength(200, "keep it short"));

export const email = z
  .string("write the address as text")
  .check(z.regex(/^[a-z0-9.+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/, "write an e-mail address"));

export const phone = z.strictObject({
  /** As people read it. */
  display: text,
  /** As a tel: link dials it. */
  tel: z
    .string("write the number as text")
    .check(z.regex(/^\+[0-9]{7,15}$/, "write +, then digits only")),
});

export const siteSchema = z.strictObject({
  brand: text,
  legalName: text,
  tagline: text,
  /** Canonical origin of the company site, no trailing slash. */
  origin: z
    .string("write the origin as text")
    .check(z.regex(/^https:\/\/[a-z0-9.-]+$/, "write https:// and the host, nothing after it")),
  /** Default ShadowCradle product domains; SHADOWCRADLE_HOSTS overrides them. */
  shadowCradleDefaultHosts: z.readonly(
    z
      .array(z.string("write a host name").check(z.regex(/^[a-z0-9.-]+$/, "write a host name")))
      .check(z.minLength(1, "name at least one host")),
  ),
  email: z.strictObject({
    sales: email,
    support: email,
    security: email,
    privacy: email,
    careers: email,
    /** Sender of the newsletter and its confirmation requests. */
    newsletter: email,
  }),
  phone: z.strictObject({ main: phone, incident: phone }),
  address: z.strictObject({
    street: text,
    city: text,
    region: text,
    postalCode: z.string("write the postal code as text (in quotes if it is all digits)"),
    country: text,
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, "write the two-letter ISO code")),
  }),
  hours: text,
  replyTime: text,
  /** How long the site keeps each kind of record, as the privacy policy states it. */
  retention: z.strictObject({
    /** Server access logs. */
    logs: text,
    /** Form submissions. */
    submissions: text,
    /** Newsletter sign-ups never confirmed. */
    unconfirmed: text,
  }),
  social: z.readonly(
    z.array(
      z.strictObject({
        name: text,
        href: z.string().check(z.regex(/^https:\/\/\S+$/, "write an https:// link")),
      }),
    ),
  ),
  foundedYear: z.number("write the year as a number").check(z.int(), z.gte(1900), z.lte(2100)),
});

export type SiteConfig = z.infer<typeof siteSchema>;
