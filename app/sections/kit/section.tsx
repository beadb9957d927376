import type { ReactNode } from "react";
import { Link } from "react-router";

import { cx } from "~/lib/cx";

/** The heading block of a kit section. */
export interface KitIntro {
  /** Short label above the title. */
  eyebrow?: string;
  /** The section's h2. */
  title: string;
  /** One or two sentences under the title. */
  intro?: string;
}

/** A call to action: an in-page anchor ("#pricing") or a path of the site. */
export interface KitLink {
  label: string;
  href: string;
}

/** Background of a section: the page's, a soft tint, or the dark band. */
export type Tone = "plain" | "soft" | "dark";

export interface KitSectionProps {
  /** id of the h2 (aria-labelledby of the section). */
  id: string;
  heading: KitIntro;
  tone?: Tone;
  /** Heading centred over the content (default) or at its start. */
  align?: "center" | "start";
  /** Show the heading to screen readers only (a photo strip, a logo band). */
  hideHeading?: boolean;
  /** Anchor of the section itself, for in-page links ("#pricing"). */
  anchor?: string;
  className?: string;
  children: ReactNode;
}

const TONES: Record<Tone, string | undefined> = {
  plain: undefined,
  soft: "kit-soft",
  dark: "kit-dark",
};

/** A section of a template page: tone, container and heading, then its content. */
export function KitSection({
  id,
  heading,
  tone = "plain",
  align = "center",
  hideHeading,
  anchor,
  className,
  children,
}: KitSectionProps) {
  return (
    <section id={anchor} className={cx("kit-section", TONES[tone], className)} aria-labelledby={id}>
      <div className="container">
        <KitHeading id={id} {...heading} align={align} hidden={hideHeading} />
        {children}
      </div>
    </section>
  );
}

/** Eyebrow, h2 and intro. */
export function KitHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  hidden,
}: KitIntro & { id: string; align?: "center" | "start"; hidden?: boolean }) {
  if (hidden) {
    return (
      <h2 id={id} className="visually-hidden">
        {title}
      </h2>
    );
  }
  return (
    <div className={cx("kit-heading", align === "start" && "kit-heading-start")}>
      {eyebrow && <p className="kit-eyebrow">{eyebrow}</p>}
      <h2 id={id} className="kit-title">
        {title}
      </h2>
      {intro && <p className="kit-intro">{intro}</p>}
    </div>
  );
}

/** A row of calls to action: the first solid, the rest outlined. */
export function KitActions({
  links,
  className,
}: {
  links: readonly KitLink[];
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <div className={cx("kit-actions", className)}>
      {links.map((link, index) => (
        <KitButtonLink key={link.href + link.label} link={link} outline={index > 0} />
      ))}
    </div>
  );
}

/** One call to action as a button-styled link: site paths go through the router, the rest
 * (in-page anchors, tel: and mailto:) stay plain links. */
export function KitButtonLink({ link, outline }: { link: KitLink; outline?: boolean }) {
  const className = cx("kit-btn", outline && "kit-btn-outline");
  return !link.href.startsWith("/") ? (
    <a className={className} href={link.href}>
      {link.label}
    </a>
  ) : (
    <Link className={className} to={link.href}>
      {link.label}
    </Link>
  );
}
