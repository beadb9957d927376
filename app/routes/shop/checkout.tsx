import { checkoutPage, checkoutTitle } from "~/content/templates/shop/pages";
import { coupons, shippingOptions, shopStore } from "~/content/templates/shop/store";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CheckoutForm } from "~/sections/kit/checkout-form";
import { PageTitle } from "~/sections/kit/page-title";

export const meta = () => templateMeta(checkoutPage);
export const handle = templateHandle(checkoutPage);

export default function CheckoutPage() {
  return (
    <>
      <PageTitle {...checkoutTitle} />
      <CheckoutForm
        shippingOptions={shippingOptions}
        coupons={coupons}
        browse={shopStore.cart.browse}
      />
    </>
  );
}
