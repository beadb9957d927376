import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { actionButton, iconName, point, text, titleId } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { ActionButtons } from "./action-links";

import "~/styles/sections/_hero.scss";

export const schema = z.strictObject({
  id: titleId,
  eyebrow: z.optional(text(1, 80).check(z.describe("Short label above the title"))),
  title: text(1, 140).check(z.describe("The page's title (its one h1)")),
  lead: text(1, 600).check(z.describe("The paragraph under the title")),
  actions: z
    .array(actionButton, "list the actions, each a label and an href")
    .check(
      z.minLength(1, "give at least one action"),
      z.maxLength(3, "give at most 3 actions"),
      z.describe("Calls to action; the first is the primary button"),
    ),
  highlights: z.optional(
    z.array(point(80)).check(z.describe("Short proof points under the buttons")),
  ),
  panel: z.optional(
    z
      .strictObject({
        title: text(1, 80).check(z.describe("Panel title, like a window title")),
        status: text(1, 30).check(z.describe("Short status shown as a pill beside the title")),
        rows: z
          .array(
            z
              .strictObject({
                icon: iconName.check(z.describe("Icon drawn before the line")),
                label: text(1, 80).check(z.describe("What the line is about, e.g. a server name")),
                detail: text(1, 80).check(z.describe("Its status or result")),
              })
              .check(z.describe("One row of the panel")),
          )
          .check(
            z.minLength(1, "give at least one row"),
            z.describe("Lines of the panel, top to bottom"),
          ),
        summary: text(1, 160).check(z.describe("Result line at the foot of the panel")),
        caption: text(1, 160).check(
          z.describe("Visible caption that says what the panel shows (and that it is a sample)"),
        ),
      })
      .check(
        z.describe(
          "A small product-style panel beside the text on large screens, below it on small",
        ),
      ),
  ),
});

export type HeroProps = Fields<typeof schema>;

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
