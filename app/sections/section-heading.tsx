import type { ReactNode } from "react";

import { cx } from "~/lib/cx";

/** The heading block that opens a section: eyebrow, title and an introductory paragraph. */
export interface SectionIntro {
  /** Short label above the title. */
  eyebrow?: string;
  /** The section's h2. */
  title: string;
  /** One or two sentences under the title. */
  intro?: string;
}

export interface SectionHeadingProps extends SectionIntro {
  /** id of the h2; the enclosing section's aria-labelledby points at it. */
  id: string;
  /** Centered over a grid (default), or aligned with the text column. */
  align?: "center" | "start";
  className?: string;
}

/** A section's eyebrow, h2 and intro, kept to a readable measure. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cx("section-heading", align === "center" && "section-heading-center", className)}
    >
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {intro && <p className="section-intro">{intro}</p>}
    </div>
  );
}

export interface SiteSectionProps {
  /** id of the h2 (aria-labelledby of the section). */
  id: string;
  heading: SectionIntro;
  /** The slate background. */
  muted?: boolean;
  /** Classes after "section" ("section-dark process"). */
  className?: string;
  /** Anchor of the section itself, for in-page links. */
  anchor?: string;
  children: ReactNode;
}

/**
 * A company section's frame, as KitSection is the kit's: background, container, heading, then
 * the content. Several children arrive as one list after the heading, a level deeper than when
 * written inline, which moves React's ids (useId) under them: no content given here calls useId.
 */
export function SiteSection({ id, heading, muted, className, anchor, children }: SiteSectionProps) {
  return (
    <section
      id={anchor}
      className={cx("section", className, muted && "section-muted")}
      aria-labelledby={id}
    >
      <div className="container">
        <SectionHeading id={id} {...heading} />
        {children}
      </div>
    </section>
  );
}
