import { SoonBadge } from "~/components/ui/badge";

import { type ActionButton, ActionButtons } from "./action-links";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

import "~/styles/sections/_page-header.scss";

/** One line of the header's "at a glance" panel. */
export interface PageFact {
  /** What the figure or fact is about. */
  label: string;
  /** The figure or fact itself, short. */
  value: string;
}

export interface PageHeaderProps {
  /** id of the h1; the section's aria-labelledby points at it. */
  id: string;
  /** Breadcrumb trail from the top, ending with this page. */
  trail?: readonly Crumb[];
  /** Short label above the h1. */
  eyebrow?: string;
  /** Adds the Soon badge beside the eyebrow, for programs not yet available. */
  soon?: boolean;
  /** The page's one h1. */
  title: string;
  /** The paragraph under the h1. */
  lead: string;
  /** Calls to action; the first is the primary button. */
  actions?: readonly ActionButton[];
  /** Optional panel of key facts beside the text from lg up, below it on small screens. */
  facts?: {
    /** The panel's heading (an h2). */
    title: string;
    /** The facts, top to bottom. */
    items: readonly PageFact[];
    /** Optional small print under the facts. */
    note?: string;
  };
}

/** The dark opening of an inner page: breadcrumbs, h1, lead, actions and an optional fact panel. */
export function PageHeader({
  id,
  trail,
  eyebrow,
  soon,
  title,
  lead,
  actions,
  facts,
}: PageHeaderProps) {
  const factsId = `${id}-facts`;
  return (
    <section className="page-header section-dark" aria-labelledby={id}>
      <div className="container">
        {trail && <Breadcrumbs trail={trail} tone="dark" />}
        <div className="row gx-4 gy-5 gx-lg-5 align-items-center">
          <div className={facts ? "col-lg-7" : "col-lg-9"}>
            {(eyebrow || soon) && (
              <p className="eyebrow page-header-eyebrow">
                {eyebrow}
                {soon && <SoonBadge />}
              </p>
            )}
            <h1 id={id} className="page-header-title">
              {title}
            </h1>
            <p className="page-header-lead">{lead}</p>
            {actions && actions.length > 0 && (
              <ActionButtons actions={actions} tone="dark" className="mt-4" />
            )}
          </div>
          {facts && (
            <div className="col-lg-5">
              <aside className="page-facts" aria-labelledby={factsId}>
                <h2 id={factsId} className="page-facts-title">
                  {facts.title}
                </h2>
                <dl className="page-facts-list">
                  {facts.items.map((fact) => (
                    <div key={fact.label} className="page-fact">
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
                {facts.note && <p className="page-facts-note">{facts.note}</p>}
              </aside>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
