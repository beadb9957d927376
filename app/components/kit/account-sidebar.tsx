import type { LucideIcon } from "lucide-react";
import LogOut from "lucide-react/icons/log-out";
import { Link, NavLink } from "react-router";

import { Glyph } from "~/components/ui/icon";

import { PersonAvatar } from "./person-avatar";

export interface AccountNavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** A count beside the label ("4"), with what it counts for screen readers. */
  badge?: { text: string; label: string };
}

export interface AccountSidebarProps {
  /** The signed-in (sample) person. */
  user: { name: string; email: string; note?: string };
  items: readonly AccountNavItem[];
  signOut: { label: string; href: string };
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * Who is signed in and the account's pages: a `navigation` named "Account", the current page
 * marked by NavLink (aria-current), and a way to sign out. The same component sits inline on
 * wide screens and inside the drawer on narrow ones.
 */
export function AccountSidebar({ user, items, signOut, onNavigate }: AccountSidebarProps) {
  return (
    <div className="acct-sidebar">
      <div className="acct-user">
        <PersonAvatar name={user.name} size={64} className="acct-user-avatar" />
        <div className="acct-user-text">
          <p className="acct-user-name">{user.name}</p>
          <p className="acct-user-email">{user.email}</p>
          {user.note && <p className="acct-user-note">{user.note}</p>}
        </div>
      </div>
      <nav aria-label="Account" className="acct-nav">
        <ul>
          {items.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href} className="acct-nav-link" onClick={onNavigate}>
                <Glyph icon={item.icon} size={20} />
                <span className="acct-nav-label">{item.label}</span>
                {item.badge && (
                  <>
                    <span className="acct-badge">{item.badge.text}</span>
                    <span className="visually-hidden"> {item.badge.label}</span>
                  </>
                )}
              </NavLink>
            </li>
          ))}
          <li className="acct-nav-end">
            <Link to={signOut.href} className="acct-nav-link" onClick={onNavigate}>
              <Glyph icon={LogOut} size={20} />
              <span className="acct-nav-label">{signOut.label}</span>
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
