import CreditCard from "lucide-react/icons/credit-card";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";

import { PersonAvatar } from "~/components/kit/person-avatar";
import { Price } from "~/components/kit/price";
import { Glyph } from "~/components/ui/icon";
import { ScrollRegion } from "~/components/ui/scroll-region";

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

export interface MoneyStat {
  label: string;
  /** Amount in US cents. */
  cents: number;
  /** A line under the figure: the change or a date. */
  note: string;
}

/** Figures as a row of cards (a description list), in the visitor's currency. */
export function MoneyStats({ items }: { items: readonly MoneyStat[] }) {
  return (
    <dl className="acct-stats">
      {items.map((item) => (
        <div key={item.label} className="acct-stat">
          <dt>{item.label}</dt>
          <dd>
            <Price className="acct-stat-value" cents={item.cents} />
            <span className="acct-stat-note">{item.note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface ShareRow {
  label: string;
  /** Amount in US cents. */
  cents: number;
  /** Share of the total, in percent. */
  percent: number;
}

/** Amounts with their share of the total: a table, each share drawn as a bar as well. */
export function ShareTable({
  caption,
  labelHeader,
  rows,
}: {
  caption: string;
  labelHeader: string;
  rows: readonly ShareRow[];
}) {
  return (
    <ScrollRegion className="acct-table-wrap" label={caption}>
      <table className="acct-table acct-share-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col" className="acct-num">
              Sales
            </th>
            <th scope="col" className="acct-num">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">
                {row.label}
                <progress max={100} value={row.percent} aria-hidden="true" />
              </th>
              <td className="acct-num">
                <Price cents={row.cents} whole />
              </td>
              <td className="acct-num">{row.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
