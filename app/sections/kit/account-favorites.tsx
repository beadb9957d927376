import * as z from "zod/mini";

import { template, text } from "~/lib/content/vocab/fields";
import { kitLink } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { accountPanel, HeadedPanel } from "./account-page";
import { Wishlist, wishlistItem } from "./wishlist";

/**
 * The favourites page as a content file writes it: the panel's heading, the saved pieces (each
 * drawn with a Lucide icon by name), and what an empty list and a removal say.
 */
export const schema = z.strictObject({
  panel: accountPanel,
  items: z.array(wishlistItem).check(z.describe("The saved products in the list")),
  empty: z
    .strictObject({
      text: text(1, 200).check(z.describe("What the empty list says")),
      link: kitLink,
    })
    .check(z.describe("What an empty list says, and where it sends the visitor")),
  removed: template(["name"]).check(z.describe("Announced after a removal; {name} is filled in")),
});

export type AccountFavoritesProps = Drawn<Fields<typeof schema>>;

/** The favourites page's panel: the saved pieces, each with a Remove button. */
export function AccountFavorites({ panel, ...wishlist }: AccountFavoritesProps) {
  return (
    <HeadedPanel head={panel}>
      <Wishlist {...wishlist} />
    </HeadedPanel>
  );
}
