/**
 * What content/templates/account/sidebar.yaml holds: the account pages' sidebar, who is signed
 * in and the account's pages, each with a Lucide icon by name. Checked at build
 * (app/content-collections.ts) and written as generated/account-sidebar.ts with each icon
 * imported as its component, which ./profile.ts re-exports.
 */
import * as z from "zod/mini";

import type { GeneratedData } from "../../../lib/content/vocab/collection-fields.ts";
import { emailAddress, href, text } from "../../../lib/content/vocab/fields.ts";
import { lucideIcon } from "../../../lib/content/vocab/kit-fields.ts";

export const accountSidebarSchema = z.strictObject({
  /** The signed-in (sample) person. */
  user: z
    .strictObject({
      name: text(1, 80).check(z.describe("The signed-in person's name")),
      email: emailAddress,
      note: z.optional(
        text(1, 80).check(z.describe("A line under the name, e.g. Seller since March 2023")),
      ),
    })
    .check(z.describe("The signed-in person at the top of the sidebar")),
  items: z
    .array(
      z
        .strictObject({
          href,
          label: text(1, 40).check(z.describe("The page's name in the sidebar")),
          icon: lucideIcon.check(z.describe("The page's icon, by its Lucide name")),
          /** A count beside the label ("4"), with what it counts for screen readers. */
          badge: z.optional(
            z
              .strictObject({
                text: text(1, 6).check(z.describe("What the badge shows, e.g. 3")),
                label: text(1, 60).check(
                  z.describe("What it counts, for screen readers, e.g. unread messages"),
                ),
              })
              .check(z.describe("A small count beside the page's name")),
          ),
        })
        .check(z.describe("One page of the account")),
    )
    .check(
      z.minLength(1, "list the account's pages"),
      z.describe("The account's pages in the sidebar"),
    ),
  signOut: z
    .strictObject({ label: text(1, 40).check(z.describe("The link's text")), href })
    .check(z.describe("The sign-out link at the end of the sidebar")),
});

/** The sidebar as its generated module holds it, each icon the Lucide component of its name. */
export type AccountSidebar = GeneratedData<z.infer<typeof accountSidebarSchema>, true>;
