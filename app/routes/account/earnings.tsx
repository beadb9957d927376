import {
  earningsCountries,
  earningsDevices,
  earningsHead,
  earningsPage,
  earningsSales,
  earningsStats,
} from "~/content/templates/account/earnings";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { MoneyStats, ShareTable } from "~/sections/kit/account-cards";
import { AccountHead, AccountPanel } from "~/sections/kit/account-page";
import { DonutChart, LineChart } from "~/sections/kit/earnings-charts";

export const meta = () => templateMeta(earningsPage);
export const handle = templateHandle(earningsPage);

export default function AccountEarningsPage() {
  return (
    <>
      <AccountHead {...earningsHead} />
      <div className="acct-stack">
        <MoneyStats items={earningsStats} />
        <AccountPanel id="earnings-sales" title="Sales">
          <LineChart {...earningsSales} />
        </AccountPanel>
        <div className="acct-cols">
          <AccountPanel id="earnings-countries" title="Top countries">
            <ShareTable {...earningsCountries} />
          </AccountPanel>
          <AccountPanel id="earnings-devices" title="Devices">
            <DonutChart {...earningsDevices} />
          </AccountPanel>
        </div>
      </div>
    </>
  );
}
