import { ordersBrowser, ordersHead, ordersPage } from "~/content/templates/account/orders";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AccountHead } from "~/sections/kit/account-page";
import { OrdersBrowser } from "~/sections/kit/orders-browser";

export const meta = () => templateMeta(ordersPage);
export const handle = templateHandle(ordersPage);

export default function AccountOrdersPage() {
  return (
    <>
      <AccountHead {...ordersHead} />
      <OrdersBrowser {...ordersBrowser} />
    </>
  );
}
