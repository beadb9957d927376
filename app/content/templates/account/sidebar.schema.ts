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
  user: z.strictObject({ name: text(1, 80), email: emailAddress, note: z.optional(text(1, 80)) }),
  items: z
    .array(
      z.strictObject({
        href,
        label: text(1, 40),
        icon: lucideIcon,
        /** A count beside the label ("4"), with what it counts for screen readers. */
        badge: z.optional(z.strictObject({ text: text(1, 6), label: text(1, 60) })),
      }),
    )
    .check(z.minLength(1, "list the account's pages")),
  signOut: z.strictObject({ label: text(1, 40), href }),
});

/** The sidebar as its generated module holds it, each icon the Lucide component of its name. */
export type AccountSidebar = GeneratedData<z.infer<typeof accountSidebarSchema>, true>;
