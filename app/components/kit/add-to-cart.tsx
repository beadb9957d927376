import ShoppingBag from "lucide-react/icons/shopping-bag";

import { Glyph } from "~/components/ui/icon";
import { addToCart, type CartProduct } from "~/hooks/use-cart";
import { cx } from "~/lib/cx";

export interface AddToCartButtonProps {
  product: CartProduct;
  /** How many to add (the product page's quantity); 1 by default. */
  qty?: number;
  /** id of the product's name, so the button says which product it adds. */
  describedBy?: string;
  className?: string;
}

/** "Add to cart": adds to the visit's cart (to the line, if it is there already). */
export function AddToCartButton({
  product,
  qty = 1,
  describedBy,
  className,
}: AddToCartButtonProps) {
  return (
    <button
      type="button"
      className={cx("kit-btn", className)}
      aria-describedby={describedBy}
      onClick={() => addToCart(product, qty)}
    >
      <Glyph icon={ShoppingBag} size={18} />
      Add to cart
    </button>
  );
}
