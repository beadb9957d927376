/**
 * What content/templates/footer.yaml holds: the template pages' footer, the sample content a
 * landing page built from the kit shows at its foot before marketing fills in its own. Its links
 * lead to real pages of the site. Checked at build (app/content-collections.ts); the types are
 * this schema's.
 */
import * as z from "zod/mini";

import { text } from "../lib/content/vocab/collection-fields.ts";
import { link } from "./navigation.schema.ts";
import { email, phone } from "./site.schema.ts";

export const templateFooterSchema = z.strictObject({
  /** Link columns: a heading over its links. */
  columns: z.readonly(
    z
      .array(
        z
          .strictObject({
            heading: text(40).check(z.describe("The column's heading")),
            links: z.readonly(
              z
                .array(link)
                .check(z.minLength(1, "give at least one link"), z.describe("The column's links")),
            ),
          })
          .check(z.describe("One column: a heading and its links")),
      )
      .check(z.describe("The footer's columns of links")),
  ),
  /** A sample address, e-mail and phone. */
  contact: z
    .strictObject({
      street: text(80).check(z.describe("Street and number")),
      city: text(80).check(z.describe("City, with its postal code if it has one")),
      email: email.check(z.describe("The e-mail address shown")),
      phone: phone.check(z.describe("The phone number shown")),
    })
    .check(z.describe("The sample business's address, e-mail and phone in the footer")),
  /** The language picker's choices, each in its own language. */
  languages: z.readonly(
    z
      .array(text(40).check(z.describe("One language, as the switcher shows it")))
      .check(
        z.minLength(1, "name at least one language"),
        z.describe("The languages the footer's switcher offers"),
      ),
  ),
  /** What the footer says about its sample content. */
  note: text(200).check(z.describe("The small print at the bottom")),
});

export type TemplateFooter = z.infer<typeof templateFooterSchema>;
