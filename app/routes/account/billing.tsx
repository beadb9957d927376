import {
  billingAddresses,
  billingCards,
  billingHead,
  billingPage,
} from "~/content/templates/account/billing";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AddressList } from "~/sections/kit/account-cards";
import { AccountHead, AccountPanel } from "~/sections/kit/account-page";
import { PaymentCards } from "~/sections/kit/payment-cards";

export const meta = () => templateMeta(billingPage);
export const handle = templateHandle(billingPage);

export default function AccountBillingPage() {
  return (
    <>
      <AccountHead {...billingHead} />
      <div className="acct-stack">
        <AccountPanel id="billing-cards" title="Payment cards">
          <PaymentCards {...billingCards} />
        </AccountPanel>
        <AccountPanel id="billing-addresses" title="Billing addresses">
          <AddressList {...billingAddresses} />
        </AccountPanel>
      </div>
    </>
  );
}
