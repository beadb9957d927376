import Trash2 from "lucide-react/icons/trash-2";
import { type ReactNode, useRef } from "react";

import { Glyph } from "~/components/ui/icon";
import { dispatchCart, removeFromCart, useCartLines } from "~/hooks/use-cart";
import { useCurrency } from "~/hooks/use-currency";
import { formatMinor, formatPrice } from "~/lib/money";
import { lineTotal } from "~/lib/order";

import { Artwork } from "./artwork";
import { QuantityField } from "./quantity-field";

import "~/styles/kit/_cart.scss";

export interface CartLinesProps {
  /** Accessible name of the list: "Items in your cart". */
  label: string;
  /** What to show when the cart is empty. */
  empty: ReactNode;
}

/**
 * The cart's lines: picture, name and options, unit price, a "Quantity" stepper, "Remove",
 * and the line's total in the visitor's currency. Used by the cart drawer and the checkout's
 * order summary, which therefore always agree.
 */
export function CartLines({ label, empty }: CartLinesProps) {
  const lines = useCartLines();
  const currency = useCurrency();
  // Removing a line removes its button: focus moves here instead of falling to <body>.
  const wrapRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={wrapRef} className="kit-cart-wrap" tabIndex={-1}>
      {lines.length === 0 ? (
        <div className="kit-cart-empty">{empty}</div>
      ) : (
        <ul className="kit-cart-lines" aria-label={label}>
          {lines.map(({ item, product }) => (
            <li key={item.id} className="kit-cart-line" aria-label={product.name}>
              <Artwork {...product.art} alt="" ratio="1:1" width={72} className="kit-cart-thumb" />
              <div className="kit-cart-info">
                <p className="kit-cart-name">{product.name}</p>
                {product.detail && <p className="kit-cart-detail">{product.detail}</p>}
                <p className="kit-cart-unit">
                  {formatPrice(product.price, currency)} <span className="kit-muted">each</span>
                </p>
                <div className="kit-cart-controls">
                  <QuantityField
                    value={item.qty}
                    showLabel={false}
                    onChange={(qty) => dispatchCart({ type: "set", id: item.id, qty })}
                  />
                  <button
                    type="button"
                    className="kit-cart-remove"
                    onClick={() => {
                      removeFromCart(item.id);
                      wrapRef.current?.focus();
                    }}
                  >
                    <Glyph icon={Trash2} size={16} />
                    Remove
                  </button>
                </div>
              </div>
              <p className="kit-cart-total">
                <span className="visually-hidden">Line total </span>
                {formatMinor(
                  lineTotal({ unitUsdCents: product.price, qty: item.qty }, currency),
                  currency,
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
