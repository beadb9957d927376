import CreditCard from "lucide-react/icons/credit-card";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";

import { PersonAvatar } from "~/components/kit/person-avatar";
import { Glyph } from "~/components/ui/icon";

/** A postal address of the account. */
export interface AccountAddress {
  id: string;
  /** "Home", "Studio". */
  label: string;
  name: string;
  lines: readonly string[];
  /** The default for shipping or billing. */
  isDefault?: boolean;
}

/** Addresses as a grid of cards; `actions` renders buttons for each (e.g. "Edit"). */
export function AddressList({
  addresses,
  defaultLabel = "Default",
  actions,
}: {
  addresses: readonly AccountAddress[];
  /** What the default address's tag says. */
  defaultLabel?: string;
  actions?: (address: AccountAddress) => ReactNode;
}) {
  return (
    <ul className="acct-card-grid">
      {addresses.map((address) => (
        <li key={address.id} className="acct-tile">
          <p className="acct-tile-title">
            <Glyph icon={MapPin} size={18} />
            {address.label}
            {address.isDefault && <span className="acct-pill">{defaultLabel}</span>}
          </p>
          <address>
            {address.name}
            {address.lines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
          {actions?.(address)}
        </li>
      ))}
    </ul>
  );
}

/** A saved payment card (never more than its last four digits). */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  /** "MM/YY". */
  expiry: string;
  holder: string;
  isDefault?: boolean;
}

/** A payment card drawn as a card, named for screen readers by brand and last digits. */
export function PaymentCardTile({ card, children }: { card: SavedCard; children?: ReactNode }) {
  return (
    <div className="acct-paycard">
      <div className="acct-paycard-face">
        <p className="acct-paycard-brand">
          <Glyph icon={CreditCard} size={22} />
          {card.brand}
          {card.isDefault && <span className="acct-paycard-default">Default</span>}
        </p>
        <p className="acct-paycard-number">
          <span aria-hidden="true">•••• •••• •••• </span>
          <span className="visually-hidden">ending in </span>
          {card.last4}
        </p>
        <p className="acct-paycard-meta">
          <span>{card.holder}</span>
          <span>
            <span className="visually-hidden">expires </span>
            {card.expiry}
          </span>
        </p>
      </div>
      {children}
    </div>
  );
}

export interface ProfileSummaryProps {
  name: string;
  email: string;
  /** Other details: "Phone", "Member since". */
  details: readonly { label: string; value: string }[];
  /** Profile completion, 0-100. */
  completion: number;
  /** What is left to complete the profile. */
  todo: readonly string[];
}

/** Who the person is and how complete the profile is (a native progress bar). */
export function ProfileSummary({ name, email, details, completion, todo }: ProfileSummaryProps) {
  return (
    <div className="acct-profile">
      <div className="acct-profile-who">
        <PersonAvatar name={name} size={72} />
        <div>
          <p className="acct-user-name">{name}</p>
          <p className="acct-user-email">{email}</p>
        </div>
      </div>
      <dl className="acct-details">
        {details.map((detail) => (
          <div key={detail.label}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
      <div className="acct-progress">
        <p className="acct-progress-label" id="profile-completion">
          Profile {completion}% complete
        </p>
        <progress max={100} value={completion} aria-labelledby="profile-completion">
          {completion}%
        </progress>
        {todo.length > 0 && (
          <ul className="acct-todo">
            {todo.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
