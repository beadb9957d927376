import type { ReactNode } from "react";

import { cx } from "~/lib/cx";

import "~/styles/kit/_account.scss";

export interface AccountHeadProps {
  /** The page's h1. */
  title: string;
  /** One line under it. */
  intro?: string;
}

/** The heading of an account page. */
export function AccountHead({ title, intro }: AccountHeadProps) {
  return (
    <div className="acct-head">
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
    </div>
  );
}

export interface AccountPanelProps {
  /** id of the h2 (the panel's accessible name). */
  id: string;
  title: string;
  intro?: string;
  /** A link or button beside the heading ("Edit", "Add card"). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card of an account page (a region named by its h2). */
export function AccountPanel({ id, title, intro, action, className, children }: AccountPanelProps) {
  return (
    <section className={cx("acct-panel", className)} aria-labelledby={id}>
      <div className="acct-panel-head">
        <h2 id={id}>{title}</h2>
        {action}
        {intro && <p>{intro}</p>}
      </div>
      {children}
    </section>
  );
}
