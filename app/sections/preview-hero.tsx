import { SoonBadge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { type ActionButton, ActionButtons } from "./action-links";
import { NotifyForm, type NotifyFormProps } from "./notify-form";

import "~/styles/sections/_hero.scss";
import "~/styles/sections/_preview-hero.scss";
import "~/styles/sections/_signup-forms.scss";

/** Where a milestone stands. */
export type MilestoneState = "done" | "current" | "planned";

/** One step of the release plan. */
export interface Milestone {
  /** When, e.g. "Q2 2027" or "Now". */
  when: string;
  /** The milestone, e.g. "Early access". */
  label: string;
  /** What happens at this step. */
  text: string;
  /** Where it stands; drawn as a visible tag. */
  state: MilestoneState;
}

export interface PreviewHeroProps {
  /** id of the h1. */
  id: string;
  /** Product or service name, shown with the Soon badge above the h1. */
  name: string;
  /** Short category after the name. */
  category: string;
  /** The page's one h1: what it will do. */
  title: string;
  /** The paragraph under the h1. */
  lead: string;
  /** Who it is for. */
  audience: {
    /** Bold lead-in, e.g. "Built for". */
    label: string;
    /** The audience. */
    text: string;
  };
  /** A notify-me form under the audience line, on the page itself. */
  notify?: {
    /** The form's h2, e.g. "Hear when early access opens". */
    title: string;
    /** The form: its id, action, copy and the product it is about. */
    form: Omit<NotifyFormProps, "labelledBy" | "tone" | "layout">;
  };
  /** Calls to action; the first is the primary button unless it says otherwise. */
  actions: readonly ActionButton[];
  /** The release plan beside the text. */
  plan: {
    /** The panel's h2. */
    title: string;
    /** The milestones, in order. */
    milestones: readonly Milestone[];
    /** Visible tag per state, e.g. { done: "Done", current: "In progress", planned: "Planned" }. */
    stateLabels: Readonly<Record<MilestoneState, string>>;
    /** A line under the milestones, e.g. how dates may move. */
    note: string;
  };
}

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
