import * as z from "zod/mini";

import { Marquee } from "~/components/kit/marquee";
import { Glyph } from "~/components/ui/icon";
import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone, lucideIcon } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_logo-strip.scss";

/**
 * What a content file gives the logo strip: sample partners, each a name and a Lucide icon (by
 * name), in a still row or a marquee.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  logos: z
    .array(
      z
        .strictObject({
          name: text(1, 60).check(z.describe("The sample company's name, as its wordmark")),
          icon: lucideIcon.check(z.describe("The symbol beside the name, by its Lucide name")),
        })
        .check(z.describe("A sample company's wordmark: its name beside a symbol")),
    )
    .check(z.minLength(1, "list the logos"), z.describe("The logos, in order")),
  marquee: z.optional(
    z
      .boolean()
      .check(z.describe("Scroll the logos sideways (with a pause button) instead of a still row")),
  ),
  headingStyle: z.optional(
    z
      .enum(["label", "full"], "use label or full")
      .check(z.describe("Show the heading as a small label (default) or as a full heading")),
  ),
  tone: kitTone,
  anchor: kitAnchor,
});

export type LogoStripProps = Drawn<Fields<typeof schema>>;

/** A sample company's wordmark: its name set beside a symbol (no third-party logos). */
type SampleLogo = LogoStripProps["logos"][number];

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
