import { type AccountPanelHead, HeadedPanel } from "./account-page";
import { Wishlist, type WishlistProps } from "./wishlist";

export interface AccountFavoritesProps extends WishlistProps {
  panel: AccountPanelHead;
}

/** The favourites page's panel: the saved pieces, each with a Remove button. */
export function AccountFavorites({ panel, ...wishlist }: AccountFavoritesProps) {
  return (
    <HeadedPanel head={panel}>
      <Wishlist {...wishlist} />
    </HeadedPanel>
  );
}
