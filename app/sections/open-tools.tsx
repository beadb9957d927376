import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { headingId, href, point, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_open-tools.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  items: z
    .array(
      z
        .strictObject({
          name: text(1, 60).check(z.describe("The tool's name: the card's title")),
          summary: text(1, 300).check(
            z.describe("What it does and for whom, in a sentence or two"),
          ),
          language: text(1, 30).check(z.describe('Implementation language, e.g. "Go"')),
          license: text(1, 30).check(z.describe('License, e.g. "Apache-2.0"')),
          features: z
            .array(point(120))
            .check(
              z.minLength(1, "list at least one feature"),
              z.describe("What it checks or does, concretely"),
            ),
          install: text(1, 200).check(z.describe("One shell command that installs or runs it")),
          repo: href.check(z.describe("Repository URL")),
          repoLabel: text(1, 80).check(z.describe("Link text for the repository; name the tool")),
        })
        .check(z.describe("One tool: its name, language, license and features")),
    )
    .check(
      z.minLength(1, "list at least one tool"),
      z.describe("The open-source tools; two per row on large screens"),
    ),
  installLabel: text(1, 30).check(z.describe('Label before the install command, e.g. "Install"')),
  muted: z.optional(z.boolean("write true or false").check(z.describe("Slate background"))),
});

export type OpenToolsProps = Fields<typeof schema>;

/** A command-prompt glyph, drawn here because the shared icon set has none; decorative. */
function TerminalIcon() {
  return (
    <svg
      className="icon"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 5h18v14H3zM7 10l3 2-3 2M12 15h5" />
    </svg>
  );
}

/** Open-source tools as cards: what each does, how to install it, where its code lives. */
export function OpenTools({ id, heading, items, installLabel, muted }: OpenToolsProps) {
  return (
    <SiteSection id={id} heading={heading} muted={muted}>
      <ul className="row g-4 list-unstyled mb-0">
        {items.map((tool) => (
          <li className="col-lg-6" key={tool.repo}>
            <article className="tile open-tool">
              <div className="d-flex align-items-center gap-3">
                <span className="tile-icon mb-0">
                  <TerminalIcon />
                </span>
                <div>
                  <h3 className="tile-title mb-1">{tool.name}</h3>
                  <p className="open-tool-meta">
                    {tool.language} · {tool.license}
                  </p>
                </div>
              </div>
              <p className="tile-text mt-3">{tool.summary}</p>
              <ul className="check-list open-tool-features">
                {tool.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={18} />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <p className="open-tool-label">{installLabel}</p>
              <pre className="open-tool-install">
                <code>{tool.install}</code>
              </pre>
              <a className="arrow-link mt-auto" href={tool.repo}>
                {tool.repoLabel}
                <Icon name="arrow-right" size={18} />
              </a>
            </article>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
