import { Link, Outlet } from "react-router";

import { CartDrawer } from "~/components/kit/cart-drawer";
import { shopStore } from "~/content/templates/shop/store";
import { useCartNotice } from "~/hooks/use-cart";

import "~/styles/kit/_cart.scss";

/**
 * The shop pages (the two shop landings, catalogue, product page, checkout), inside the
 * template layout: a bar with the shop's links and the Cart button over each page. The cart
 * and the drawer load with the shop pages only; the cart's store is module-level
 * (~/hooks/use-cart), so it is the same on every shop page of the visit.
 */
export default function ShopLayout() {
  const notice = useCartNotice();
  const { bar } = shopStore;
  return (
    <>
      <div className="kit-shop-bar">
        <div className="container kit-shop-bar-inner">
          <nav aria-label={bar.label} className="kit-shop-nav">
            {bar.links.map((link) => (
              <Link key={link.href} to={link.href}>
                {link.label}
              </Link>
            ))}
          </nav>
          <CartDrawer />
        </div>
        <p className="visually-hidden" role="status">
          {notice}
        </p>
      </div>
      <Outlet />
    </>
  );
}
