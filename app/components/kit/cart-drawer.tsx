import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useId, useState } from "react";
import { Link } from "react-router";

import { Glyph } from "~/components/ui/icon";
import { shopStore } from "~/content/templates/shop/store";
import { useCartCount, useCartLines } from "~/hooks/use-cart";
import { useCurrency } from "~/hooks/use-currency";
import { formatMinor } from "~/lib/money";
import { orderTotals } from "~/lib/order";

import { CartLines } from "./cart-lines";
import { KitModal } from "./modal";

/**
 * The "Cart" button with the number of things in the cart, and the cart it opens: a React
 * Aria drawer at the end edge (focus moves in, Escape closes it and focus returns to the
 * button) with the lines, their subtotal and the way to checkout.
 */
export function CartDrawer() {
  const [open, setOpen] = useState(false);
  const count = useCartCount();
  const countId = useId();
  const { cart } = shopStore;
  return (
    <>
      {/* The button's name is its visible text, "Cart" (WCAG 2.5.3, label in name); the count
          badge sits over the button's end outside it, and the button is described by the count
          in words. */}
      <span className="kit-cart">
        <button
          type="button"
          className="kit-cart-button"
          aria-describedby={countId}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Glyph icon={ShoppingBag} size={20} />
          Cart
        </button>
        <span className="kit-cart-count" aria-hidden="true">
          {count}
        </span>
        <span id={countId} hidden>
          {count === 1 ? "1 item" : `${count} items`}
        </span>
      </span>
      <KitModal isOpen={open} onOpenChange={setOpen} title={cart.title} placement="end">
        <div className="kit-cart-body">
          <CartLines
            label={cart.linesLabel}
            empty={
              <>
                <p>{cart.empty}</p>
                <Link className="kit-btn" to={cart.browse.href} onClick={() => setOpen(false)}>
                  {cart.browse.label}
                </Link>
              </>
            }
          />
        </div>
        {count > 0 && <CartFoot onLeave={() => setOpen(false)} />}
      </KitModal>
    </>
  );
}

function CartFoot({ onLeave }: { onLeave: () => void }) {
  const currency = useCurrency();
  const lines = useCartLines();
  const { subtotal } = orderTotals({
    lines: lines.map(({ item, product }) => ({ unitUsdCents: product.price, qty: item.qty })),
    currency,
    shippingUsdCents: 0,
  });
  const { cart } = shopStore;
  return (
    <div className="kit-cart-foot">
      <p className="kit-cart-subtotal">
        <span>Subtotal</span> <strong>{formatMinor(subtotal, currency)}</strong>
      </p>
      <p className="kit-cart-note">{cart.subtotalNote}</p>
      <Link className="kit-btn w-100" to={cart.checkout.href} onClick={onLeave}>
        {cart.checkout.label}
      </Link>
    </div>
  );
}
