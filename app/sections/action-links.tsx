import { Link } from "react-router";

import { Icon } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

/** A call to action: an internal path, or an external, mailto: or tel: address. */
export interface ActionLink {
  /** Visible link text; also its accessible name, so make it specific. */
  label: string;
  /** Internal paths start with "/"; anything else renders a plain anchor. */
  href: string;
}

/** A call to action drawn as a button; the first of a group is the primary one. */
export interface ActionButton extends ActionLink {
  /** "primary" is the filled button; "secondary" the outlined one. Defaults by position. */
  emphasis?: "primary" | "secondary";
}

/** The background a link sits on, so buttons keep their contrast. */
export type Tone = "light" | "dark";

/** Renders an internal path with the router's Link and anything else with a plain anchor. */
export function SmartLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  return href.startsWith("/") ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export interface ActionButtonsProps {
  /** Buttons in reading order. */
  actions: readonly ActionButton[];
  /** Background the buttons sit on. */
  tone: Tone;
  className?: string;
}

/** A row of call-to-action buttons that wraps on narrow screens. */
export function ActionButtons({ actions, tone, className }: ActionButtonsProps) {
  const secondary = tone === "dark" ? "btn-outline-light" : "btn-outline-primary";
  return (
    <div className={cx("d-flex flex-wrap gap-3", className)}>
      {actions.map((action, index) => {
        const primary = (action.emphasis ?? (index === 0 ? "primary" : "secondary")) === "primary";
        return (
          <SmartLink
            key={action.href}
            href={action.href}
            className={cx("btn btn-lg", primary ? "btn-primary" : secondary)}
          >
            {action.label}
          </SmartLink>
        );
      })}
    </div>
  );
}

/** A text link with a trailing arrow, used for "see all" links under a section. */
export function ArrowLink({ label, href, className }: ActionLink & { className?: string }) {
  return (
    <SmartLink href={href} className={cx("arrow-link", className)}>
      {label}
      <Icon name="arrow-right" size={18} />
    </SmartLink>
  );
}
