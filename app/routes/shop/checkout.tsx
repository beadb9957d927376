import { checkoutPage, checkoutTitle } from "~/content/templates/shop/pages";
import { coupons, shippingOptions, shopStore } from "~/content/templates/shop/store";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CheckoutForm } from "~/sections/kit/checkout-form";
import { KitPageTitle } from "~/sections/kit/page-title";

export const meta = () => templateMeta(checkoutPage);
export const handle = templateHandle(checkoutPage);

export default function CheckoutPage() {
  return (
    <>
      <KitPageTitle {...checkoutTitle} />
      <CheckoutForm
        shippingOptions={shippingOptions}
        coupons={coupons}
        browse={shopStore.cart.browse}
      />
    </>
  );
}
