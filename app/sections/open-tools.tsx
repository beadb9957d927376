import { Icon } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_open-tools.scss";

/** One open-source tool. */
export interface OpenTool {
  /** The tool's name: the card's h3. */
  name: string;
  /** What it does and for whom, in a sentence or two. */
  summary: string;
  /** Implementation language, e.g. "Go". */
  language: string;
  /** License, e.g. "Apache-2.0". */
  license: string;
  /** What it checks or does, concretely. */
  features: readonly string[];
  /** One shell command that installs or runs it. */
  install: string;
  /** Repository URL. */
  repo: string;
  /** Link text for the repository; should name the tool. */
  repoLabel: string;
}

export interface OpenToolsProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The tools; two per row on large screens. */
  items: readonly OpenTool[];
  /** Label before the install command, e.g. "Install". */
  installLabel: string;
  /** Slate background. */
  muted?: boolean;
}

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
    <section className={cx("section", muted && "section-muted")} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
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
      </div>
    </section>
  );
}
