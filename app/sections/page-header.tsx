import * as z from "zod/mini";

import { SoonBadge } from "~/components/ui/badge";
import { actionButton, crumb, labelledValue, text, titleId } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { ActionButtons } from "./action-links";
import { Breadcrumbs } from "./breadcrumbs";

import "~/styles/sections/_page-header.scss";

export const schema = z.strictObject({
  id: titleId,
  trail: z.optional(
    z.array(crumb).check(z.describe("Breadcrumb trail from the top, ending with this page")),
  ),
  eyebrow: z.optional(text(1, 60).check(z.describe("Short label above the title"))),
  soon: z.optional(
    z
      .boolean("write true or false")
      .check(z.describe("Adds the Soon badge beside the eyebrow, for programs not yet available")),
  ),
  title: text(1, 140).check(z.describe("The page's title (its one h1)")),
  lead: text(1, 600).check(z.describe("The paragraph under the title")),
  actions: z.optional(
    z
      .array(actionButton)
      .check(
        z.maxLength(3, "give at most 3 actions"),
        z.describe("Calls to action; the first is the primary button"),
      ),
  ),
  facts: z.optional(
    z
      .strictObject({
        title: text(1, 60).check(z.describe("The panel's heading")),
        items: z.array(labelledValue(40, 120)).check(z.describe("The facts, top to bottom")),
        note: z.optional(text(1, 300).check(z.describe("Small print under the facts"))),
      })
      .check(
        z.describe("A panel of key facts beside the text on large screens, below it on small"),
      ),
  ),
});

export type PageHeaderProps = Fields<typeof schema>;

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
