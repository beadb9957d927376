import type { LucideIcon } from "lucide-react";

import { Marquee } from "~/components/kit/marquee";
import { Glyph } from "~/components/ui/icon";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_logo-strip.scss";

/** A sample company's wordmark: its name set beside a symbol (no third-party logos). */
export interface SampleLogo {
  name: string;
  icon: LucideIcon;
}

export interface LogoStripProps {
  id: string;
  heading: KitIntro;
  logos: readonly SampleLogo[];
  /** Scroll the logos sideways (with a pause button) instead of a still, wrapping row. */
  marquee?: boolean;
  /** Show the heading as a small label (default) or as a full section heading. */
  headingStyle?: "label" | "full";
  tone?: Tone;
  /** Anchor of the section, for in-page links. */
  anchor?: string;
}

function Wordmark({ logo }: { logo: SampleLogo }) {
  return (
    <span className="kit-logo">
      <Glyph icon={logo.icon} size={26} /> {logo.name}
    </span>
  );
}

/** Clients, partners, tools or integrations, as a row of sample wordmarks. */
export function LogoStrip({
  id,
  heading,
  logos,
  marquee,
  headingStyle = "label",
  tone,
  anchor,
}: LogoStripProps) {
  return (
    <KitSection
      anchor={anchor}
      id={id}
      heading={heading}
      tone={tone}
      className={headingStyle === "label" ? "kit-logos kit-logos-label" : "kit-logos"}
    >
      {marquee ? (
        <Marquee
          label={heading.title}
          items={logos.map((logo) => ({ id: logo.name, content: <Wordmark logo={logo} /> }))}
        />
      ) : (
        <ul className="kit-logo-row" aria-label={heading.title}>
          {logos.map((logo) => (
            <li key={logo.name}>
              <Wordmark logo={logo} />
            </li>
          ))}
        </ul>
      )}
    </KitSection>
  );
}
