import { type AccountAddress, AddressList } from "./account-cards";
import { type AccountPanelHead, HeadedPanel } from "./account-page";
import { PaymentCards, type PaymentCardsProps } from "./payment-cards";

export interface AccountBillingProps {
  cards: { panel: AccountPanelHead } & PaymentCardsProps;
  addresses: {
    panel: AccountPanelHead;
    addresses: readonly AccountAddress[];
    /** What the default address's tag says. */
    defaultLabel: string;
  };
}

/** The billing page's panels: the saved cards (with the add-card form), the addresses. */
export function AccountBilling({ cards, addresses }: AccountBillingProps) {
  const { panel: cardsPanel, ...paymentCards } = cards;
  const { panel: addressesPanel, ...addressList } = addresses;
  return (
    <div className="acct-stack">
      <HeadedPanel head={cardsPanel}>
        <PaymentCards {...paymentCards} />
      </HeadedPanel>
      <HeadedPanel head={addressesPanel}>
        <AddressList {...addressList} />
      </HeadedPanel>
    </div>
  );
}
