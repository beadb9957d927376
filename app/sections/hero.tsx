import { Icon, type IconName } from "~/components/ui/icon";

import { type ActionButton, ActionButtons } from "./action-links";

import "~/styles/sections/_hero.scss";

/** One line of the hero's sample panel. */
export interface HeroPanelRow {
  /** What the line is about, e.g. a server name. */
  label: string;
  /** Its status or result. */
  detail: string;
  /** Icon drawn before the line. */
  icon: IconName;
}

/** A small product-style panel beside the headline, captioned as a sample. */
export interface HeroPanel {
  /** Panel title, like a window title. */
  title: string;
  /** Short status shown as a pill beside the title. */
  status: string;
  /** Lines of the panel, top to bottom. */
  rows: readonly HeroPanelRow[];
  /** Result line at the foot of the panel. */
  summary: string;
  /** Visible caption that says what the panel shows (and that it is a sample). */
  caption: string;
}

export interface HeroProps {
  /** id of the h1; the section's aria-labelledby points at it. */
  id: string;
  /** Short label above the h1. */
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  /** The paragraph under the h1. */
  lead: string;
  /** Calls to action; the first is the primary button. */
  actions: readonly ActionButton[];
  /** Short proof points under the buttons. */
  highlights?: readonly string[];
  /** Optional panel shown beside the text from the lg breakpoint, below it on small screens. */
  panel?: HeroPanel;
}

/** The dark page-opening section with the page's h1. */
export function Hero({ id, eyebrow, title, lead, actions, highlights, panel }: HeroProps) {
  return (
    <section className="hero section-dark" aria-labelledby={id}>
      <div className="container">
        <div className="row gx-4 gy-5 gx-lg-5 align-items-center">
          <div className={panel ? "col-lg-7" : "col-lg-9"}>
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <h1 id={id} className="hero-title">
              {title}
            </h1>
            <p className="hero-lead">{lead}</p>
            <ActionButtons actions={actions} tone="dark" className="mt-4" />
            {highlights && (
              <ul className="hero-highlights list-unstyled">
                {highlights.map((highlight) => (
                  <li key={highlight}>
                    <Icon name="check" size={18} />
                    {highlight}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {panel && (
            <div className="col-lg-5">
              <figure className="hero-panel">
                <div className="hero-panel-bar">
                  <span className="hero-panel-dots" aria-hidden="true" />
                  <span className="hero-panel-title">{panel.title}</span>
                  <span className="hero-panel-status">{panel.status}</span>
                </div>
                <ul className="hero-panel-rows list-unstyled">
                  {panel.rows.map((row) => (
                    <li key={row.label}>
                      <Icon name={row.icon} size={20} />
                      <span className="hero-panel-label">{row.label}</span>
                      <span className="hero-panel-detail">{row.detail}</span>
                    </li>
                  ))}
                </ul>
                <p className="hero-panel-summary">{panel.summary}</p>
                <figcaption className="hero-panel-caption">{panel.caption}</figcaption>
              </figure>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
