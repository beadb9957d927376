import { Link } from "react-router";

import {
  accountAddresses,
  defaultCard,
  overviewHead,
  overviewLinks,
  overviewPage,
  overviewProfile,
  overviewRecent,
} from "~/content/templates/account/overview";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AddressList, PaymentCardTile, ProfileSummary } from "~/sections/kit/account-cards";
import { AccountHead, AccountPanel } from "~/sections/kit/account-page";
import { OrderTable } from "~/sections/kit/order-table";

export const meta = () => templateMeta(overviewPage);
export const handle = templateHandle(overviewPage);

export default function AccountOverviewPage() {
  return (
    <>
      <AccountHead {...overviewHead} />
      <div className="acct-stack">
        <AccountPanel
          id="overview-profile"
          title="Profile"
          action={<Link to={overviewLinks.settings.href}>{overviewLinks.settings.label}</Link>}
        >
          <ProfileSummary {...overviewProfile} />
        </AccountPanel>
        <div className="acct-cols">
          <AccountPanel id="overview-addresses" title="Addresses">
            <AddressList addresses={accountAddresses} />
          </AccountPanel>
          <AccountPanel
            id="overview-billing"
            title="Payment card"
            action={<Link to={overviewLinks.billing.href}>{overviewLinks.billing.label}</Link>}
          >
            <PaymentCardTile card={defaultCard} />
          </AccountPanel>
        </div>
        <AccountPanel
          id="overview-orders"
          title="Recent orders"
          action={<Link to={overviewLinks.orders.href}>{overviewLinks.orders.label}</Link>}
        >
          <OrderTable {...overviewRecent} />
        </AccountPanel>
      </div>
    </>
  );
}
