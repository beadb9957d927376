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
  display: text.check(z.describe("The number as pages show it")),
  /** As a tel: link dials it. */
  tel: z
    .string("write the number as text")
    .check(
      z.regex(/^\+[0-9]{7,15}$/, "write +, then digits only"),
      z.describe("The number a phone dials when tapped: +, then digits only"),
    ),
});

export const siteSchema = z.strictObject({
  brand: text.check(z.describe("The company's name as pages write it ({{site.brand}})")),
  legalName: text.check(
    z.describe("The company's registered name, for legal pages and the footer"),
  ),
  tagline: text.check(z.describe("The company's one-line description")),
  /** Canonical origin of the company site, no trailing slash. */
  origin: z
    .string("write the origin as text")
    .check(
      z.regex(/^https:\/\/[a-z0-9.-]+$/, "write https:// and the host, nothing after it"),
      z.describe("The site's address: https:// and the host, for links in feeds and search"),
    ),
  /** Default ShadowCradle product domains; SHADOWCRADLE_HOSTS overrides them. */
  shadowCradleDefaultHosts: z.readonly(
    z
      .array(
        z
          .string("write a host name")
          .check(
            z.regex(/^[a-z0-9.-]+$/, "write a host name"),
            z.describe("One domain, e.g. shadowcradle.com"),
          ),
      )
      .check(
        z.minLength(1, "name at least one host"),
        z.describe(
          "The domains the ShadowCradle product site is served on; SHADOWCRADLE_HOSTS overrides them",
        ),
      ),
  ),
  email: z
    .strictObject({
      sales: email.check(z.describe("The address for sales enquiries")),
      support: email.check(z.describe("The address for customer support")),
      security: email.check(z.describe("The address for security reports")),
      privacy: email.check(z.describe("The address for privacy requests")),
      careers: email.check(z.describe("The address for job applications")),
      /** Sender of the newsletter and its confirmation requests. */
      newsletter: email.check(
        z.describe("The sender of the newsletter and its confirmation requests"),
      ),
    })
    .check(z.describe("The company's e-mail addresses, one for each purpose")),
  phone: z
    .strictObject({
      main: phone.check(z.describe("The main number, for sales and general calls")),
      incident: phone.check(z.describe("The number to call in an incident, day and night")),
    })
    .check(z.describe("The main number and the around-the-clock incident line")),
  address: z
    .strictObject({
      street: text.check(z.describe("Street and number")),
      city: text.check(z.describe("City")),
      region: text.check(z.describe("State or region")),
      postalCode: z
        .string("write the postal code as text (in quotes if it is all digits)")
        .check(z.describe("Postal code; in quotes if it is all digits")),
      country: text.check(z.describe("Country, as pages write it")),
      /** ISO 3166-1 alpha-2, for structured data. */
      countryCode: z
        .string()
        .check(
          z.regex(/^[A-Z]{2}$/, "write the two-letter ISO code"),
          z.describe("The country's two-letter ISO code, e.g. US"),
        ),
    })
    .check(z.describe("The office's postal address")),
  hours: text.check(z.describe("Office hours, as pages show them")),
  replyTime: text.check(z.describe("How soon the company replies to a message")),
  /** How long the site keeps each kind of record, as the privacy policy states it. */
  retention: z
    .strictObject({
      /** Server access logs. */
      logs: text.check(z.describe("How long server access logs are kept")),
      /** Form submissions. */
      submissions: text.check(z.describe("How long form submissions are kept")),
      /** Newsletter sign-ups never confirmed. */
      unconfirmed: text.check(z.describe("How long a newsletter sign-up never confirmed is kept")),
    })
    .check(
      z.describe("How long the site keeps each kind of record, as the privacy policy states it"),
    ),
  social: z.readonly(
    z
      .array(
        z
          .strictObject({
            name: text.check(z.describe("The network's name, e.g. GitHub")),
            href: z
              .string()
              .check(
                z.regex(/^https:\/\/\S+$/, "write an https:// link"),
                z.describe("The company's profile there: an https:// link"),
              ),
          })
          .check(z.describe("A profile on another site")),
      )
      .check(z.describe("The company's profiles on other sites")),
  ),
  foundedYear: z
    .number("write the year as a number")
    .check(z.int(), z.gte(1900), z.lte(2100), z.describe("The year the company was founded")),
});

export type SiteConfig = z.infer<typeof siteSchema>;
