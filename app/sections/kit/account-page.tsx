import type { ReactNode } from "react";
import { Link } from "react-router";
import * as z from "zod/mini";

import { headingId, text } from "~/lib/content/vocab/fields";
import { kitLink } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import "~/styles/kit/_account.scss";

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

/**
 * A panel's heading as a content file writes it (the account pages' sections share it): its h2,
 * whose id names the region, a line under it and a link beside it.
 */
export const accountPanel = z
  .strictObject({
    id: headingId,
    title: text(1, 80).check(z.describe("The panel's heading")),
    intro: z.optional(text(1, 400).check(z.describe("A line under the panel's heading"))),
    action: z.optional(kitLink.check(z.describe("A link beside the panel's heading"))),
  })
  .check(z.describe("The panel's heading, a line under it and a link beside it"));

export type AccountPanelHead = Fields<typeof accountPanel>;

/** A panel from its written heading, the link beside it drawn as a link. */
export function HeadedPanel({
  head: { action, ...head },
  children,
}: {
  head: AccountPanelHead;
  children: ReactNode;
}) {
  return (
    <AccountPanel {...head} action={action && <Link to={action.href}>{action.label}</Link>}>
      {children}
    </AccountPanel>
  );
}
