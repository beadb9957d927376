import type { LucideIcon } from "lucide-react";

import { Glyph } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import "~/styles/kit/_launch.scss";

/** One profile of the sample brand elsewhere. */
export interface SocialLink {
  /** Accessible name and tooltip, e.g. "Lumen Bay on Mastodon". */
  label: string;
  href: string;
  icon: LucideIcon;
}

/** A row of round icon links to the brand's profiles; `label` names the list. */
export function SocialLinks({
  label,
  links,
  className,
}: {
  label: string;
  links: readonly SocialLink[];
  className?: string;
}) {
  return (
    <ul className={cx("kit-socials", className)} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <a className="kit-round-btn" href={link.href} title={link.label}>
            <Glyph icon={link.icon} size={18} />
            <span className="visually-hidden">{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
