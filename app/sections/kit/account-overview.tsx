import {
  type AccountAddress,
  AddressList,
  PaymentCardTile,
  ProfileSummary,
  type ProfileSummaryProps,
  type SavedCard,
} from "./account-cards";
import { type AccountPanelHead, HeadedPanel } from "./account-page";
import { OrderTable, type OrderTableProps } from "./order-table";

export interface AccountOverviewProps {
  profile: { panel: AccountPanelHead } & ProfileSummaryProps;
  addresses: { panel: AccountPanelHead; addresses: readonly AccountAddress[] };
  card: { panel: AccountPanelHead; card: SavedCard };
  orders: { panel: AccountPanelHead } & OrderTableProps;
}

/** The account overview's panels: profile, addresses beside the default card, recent orders. */
export function AccountOverview({ profile, addresses, card, orders }: AccountOverviewProps) {
  const { panel: profilePanel, ...summary } = profile;
  const { panel: ordersPanel, ...table } = orders;
  return (
    <div className="acct-stack">
      <HeadedPanel head={profilePanel}>
        <ProfileSummary {...summary} />
      </HeadedPanel>
      <div className="acct-cols">
        <HeadedPanel head={addresses.panel}>
          <AddressList addresses={addresses.addresses} />
        </HeadedPanel>
        <HeadedPanel head={card.panel}>
          <PaymentCardTile card={card.card} />
        </HeadedPanel>
      </div>
      <HeadedPanel head={ordersPanel}>
        <OrderTable {...table} />
      </HeadedPanel>
    </div>
  );
}
