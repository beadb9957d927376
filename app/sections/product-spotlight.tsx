import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { products } from "~/content/products";
import { bySlug } from "~/lib/by-slug";
import { actionButton, headingId, paragraph, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { ActionButtons } from "./action-links";
import { productSlug } from "./product-family";

import "~/styles/sections/_product-spotlight.scss";
import "~/styles/sections/_process-steps.scss";

/**
 * The product by its slug, and the page's own words about it. The product's name and feature
 * list come from the catalogue (app/content/products.ts), which the component reads as it renders.
 */
export const schema = z.strictObject({
  id: headingId,
  product: productSlug.check(
    z.describe("The product, by its slug: its name and features come from the catalogue"),
  ),
  status: text(1, 30).check(
    z.describe('Availability label shown as a pill beside the name, e.g. "Available now"'),
  ),
  title: text(1, 140).check(z.describe("The section's title: the product's promise")),
  paragraphs: z
    .array(paragraph(600))
    .check(
      z.minLength(1, "give at least one paragraph"),
      z.describe("Paragraphs under the title; the first is styled as the lead"),
    ),
  actions: z
    .array(actionButton)
    .check(
      z.minLength(1, "give at least one action"),
      z.describe("Calls to action; the first is the primary button"),
    ),
  process: z
    .strictObject({
      title: text(1, 80).check(z.describe("The panel's title")),
      steps: z
        .array(
          z
            .strictObject({
              title: text(1, 60).check(z.describe("Short step name")),
              text: text(1, 300).check(z.describe("One sentence on what happens")),
            })
            .check(z.describe("One step of the process")),
        )
        .check(z.minLength(2, "give at least two steps"), z.describe("The steps, in order")),
      note: z.optional(text(1, 300).check(z.describe("A closing line under the steps"))),
    })
    .check(z.describe("A dark panel beside the text with a numbered process")),
});

export type ProductSpotlightProps = Fields<typeof schema>;

/** A featured product: its promise, what it does, and how it works step by step. */
export function ProductSpotlight({
  id,
  product,
  status,
  title,
  paragraphs,
  actions,
  process,
}: ProductSpotlightProps) {
  const { name, features } = bySlug(products, product);
  return (
    <section className="section section-muted" aria-labelledby={id}>
      <div className="container">
        <div className="row gx-4 gy-5 gx-lg-5 align-items-center">
          <div className="col-lg-6">
            <p className="spotlight-name">
              <span>{name}</span>
              <span className="status-pill">{status}</span>
            </p>
            <h2 id={id} className="section-title">
              {title}
            </h2>
            {paragraphs.map((paragraph, index) => (
              <p key={paragraph} className={index === 0 ? "lead" : undefined}>
                {paragraph}
              </p>
            ))}
            <ul className="check-list my-4">
              {features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={20} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <ActionButtons actions={actions} tone="light" />
          </div>
          <div className="col-lg-6">
            <div className="spotlight-panel section-dark">
              <h3 className="spotlight-panel-title">{process.title}</h3>
              <ol className="spotlight-steps list-unstyled">
                {process.steps.map((step) => (
                  <li key={step.title}>
                    <span className="spotlight-step-title">{step.title}</span>
                    <span className="spotlight-step-text">{step.text}</span>
                  </li>
                ))}
              </ol>
              {process.note && <p className="spotlight-panel-note">{process.note}</p>}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
