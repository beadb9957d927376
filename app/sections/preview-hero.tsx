import * as z from "zod/mini";

import { SoonBadge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { notifyAction, notifyFormCopy } from "~/content/signup-forms";
import { actionButton, text, titleId } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { ActionButtons } from "./action-links";
import { NotifyForm } from "./notify-form";

import "~/styles/sections/_hero.scss";
import "~/styles/sections/_preview-hero.scss";
import "~/styles/sections/_signup-forms.scss";

/**
 * Its notify-me form is named by what it is about and when it opens; the form's wording and
 * endpoint are the site's one notify form (app/content/signup-forms.ts), joined at build time.
 */
export const schema = z.strictObject({
  id: titleId,
  name: text(1, 60).check(
    z.describe("Product or service name, shown with the Soon badge above the title"),
  ),
  category: text(1, 80).check(z.describe("Short category after the name")),
  title: text(1, 140).check(z.describe("The page's title (its one h1): what it will do")),
  lead: text(1, 600).check(z.describe("The paragraph under the title")),
  audience: z
    .strictObject({
      label: text(1, 40).check(z.describe('Bold lead-in, e.g. "Built for"')),
      text: text(1, 200).check(z.describe("The audience")),
    })
    .check(z.describe("Who it is for")),
  notify: z.optional(
    z
      .strictObject({
        title: text(1, 80).check(
          z.describe('The form\'s heading, e.g. "Hear when early access opens"'),
        ),
        product: text(1, 60).check(
          z.describe('The product the request is about, as the catalogue spells it (or "Portal")'),
        ),
        launch: text(1, 120).check(
          z.describe(
            'Ends "We\'ll e-mail you once, when …": e.g. "Firecradle opens for early access"',
          ),
        ),
      })
      .check(z.describe("A notify-me form under the audience line, on the page itself")),
  ),
  actions: z
    .array(actionButton)
    .check(z.describe("Calls to action; the first is the primary button unless it says otherwise")),
  plan: z
    .strictObject({
      title: text(1, 60).check(z.describe("The panel's heading")),
      milestones: z
        .array(
          z
            .strictObject({
              when: text(1, 30).check(z.describe('When, e.g. "Q2 2027" or "Now"')),
              label: text(1, 60).check(z.describe('The milestone, e.g. "Early access"')),
              text: text(1, 300).check(z.describe("What happens at this step")),
              state: z
                .enum(["done", "current", "planned"], "use done, current or planned")
                .check(z.describe("Where it stands; drawn as a visible tag")),
            })
            .check(z.describe("One milestone: when, what and its state")),
        )
        .check(z.describe("The milestones, in order")),
      stateLabels: z
        .strictObject({
          done: text(1, 20).check(z.describe("The tag of a milestone reached")),
          current: text(1, 20).check(z.describe("The tag of the milestone under way")),
          planned: text(1, 20).check(z.describe("The tag of a milestone to come")),
        })
        .check(z.describe('Visible tag per state, e.g. done: "Done", current: "In progress"')),
      note: text(1, 300).check(z.describe("A line under the milestones, e.g. how dates may move")),
    })
    .check(z.describe("The release plan beside the text")),
});

/** The hero's props: its notify form built from the site's notify form. */
export const resolve = ({ notify, ...fields }: Fields<typeof schema>) => ({
  ...fields,
  ...(notify && {
    notify: {
      title: notify.title,
      form: {
        id: `${fields.id}-form`,
        action: notifyAction,
        copy: notifyFormCopy(notify.launch),
        product: notify.product,
      },
    },
  }),
});

export type PreviewHeroProps = ReturnType<typeof resolve>;

/**
 * The opening of a product that is not yet available: Soon badge, promise, audience, an optional
 * notify-me form (its h2 has the id `<id>-notify`, for links to it), actions and release plan.
 */
export function PreviewHero({
  id,
  name,
  category,
  title,
  lead,
  audience,
  notify,
  actions,
  plan,
}: PreviewHeroProps) {
  const planId = `${id}-plan`;
  const notifyId = `${id}-notify`;
  return (
    <section className="hero preview-hero section-dark" aria-labelledby={id}>
      <div className="container">
        <div className="row gx-4 gy-5 gx-lg-5 align-items-center">
          <div className="col-lg-7">
            <p className="preview-hero-name">
              <span>{name}</span>
              <SoonBadge />
              <span className="preview-hero-category">{category}</span>
            </p>
            <h1 id={id} className="hero-title">
              {title}
            </h1>
            <p className="hero-lead">{lead}</p>
            <p className="preview-hero-audience">
              <Icon name="users" size={20} />
              <span>
                <strong>{audience.label}</strong> {audience.text}
              </span>
            </p>
            {notify && (
              <div className="preview-notify">
                <h2 id={notifyId} className="preview-notify-title">
                  {notify.title}
                </h2>
                <NotifyForm {...notify.form} labelledBy={notifyId} tone="dark" layout="inline" />
              </div>
            )}
            <ActionButtons actions={actions} tone="dark" className="mt-4" />
          </div>
          <div className="col-lg-5">
            <aside className="preview-plan" aria-labelledby={planId}>
              <h2 id={planId} className="preview-plan-title">
                {plan.title}
              </h2>
              <ol className="preview-milestones list-unstyled">
                {plan.milestones.map((milestone) => (
                  <li
                    key={milestone.label}
                    className={cx("preview-milestone", `is-${milestone.state}`)}
                  >
                    <span className="preview-milestone-when">{milestone.when}</span>
                    <span className="preview-milestone-label">
                      {milestone.label}
                      <span className="preview-milestone-state">
                        {plan.stateLabels[milestone.state]}
                      </span>
                    </span>
                    <span className="preview-milestone-text">{milestone.text}</span>
                  </li>
                ))}
              </ol>
              <p className="preview-plan-note">{plan.note}</p>
            </aside>
          </div>
        </div>
      </div>
    </section>
  );
}
