import { favoritesHead, favoritesList, favoritesPage } from "~/content/templates/account/favorites";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AccountHead, AccountPanel } from "~/sections/kit/account-page";
import { Wishlist } from "~/sections/kit/wishlist";

export const meta = () => templateMeta(favoritesPage);
export const handle = templateHandle(favoritesPage);

export default function AccountFavoritesPage() {
  return (
    <>
      <AccountHead {...favoritesHead} />
      <AccountPanel id="favorites-list" title="Saved pieces">
        <Wishlist {...favoritesList} />
      </AccountPanel>
    </>
  );
}
