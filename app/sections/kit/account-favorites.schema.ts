/**
 * What the favourites page (kit/account-favorites.tsx) takes from a content file: the panel's
 * heading, the saved pieces (each drawn with a Lucide icon by name), and what an empty list
 * and a removal say.
 */
import * as z from "zod/mini";

import { elementId, template, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitLink, lucideIcon } from "~/lib/content/vocab/kit-fields";

import type { AccountFavoritesProps } from "./account-favorites";
import { accountPanel } from "./account-page.schema";

export const accountFavoritesSchema = z.strictObject({
  panel: accountPanel,
  items: z.array(
    z.strictObject({
      id: elementId,
      name: text(1, 80),
      shop: text(1, 80),
      /** Price in US cents. */
      price: z.number("write the price in US cents").check(z.int(), z.gte(0)),
      motif: lucideIcon,
      tint: z.optional(text(1, 40)),
    }),
  ),
  empty: z.strictObject({ text: text(1, 200), link: kitLink }),
  /** Announced after a removal. */
  removed: template(["name"]),
});

export const accountFavoritesFields = (
  fields: z.infer<typeof accountFavoritesSchema>,
): IconNamed<AccountFavoritesProps> => fields;
