import { Icon } from "~/components/ui/icon";
import { products, type ProductSlug } from "~/content/products";
import { bySlug } from "~/lib/by-slug";

import { type ActionButton, ActionButtons } from "./action-links";

import "~/styles/sections/_product-spotlight.scss";
import "~/styles/sections/_process-steps.scss";

/** One numbered step of the spotlight's process panel. */
export interface SpotlightStep {
  /** Short step name. */
  title: string;
  /** One sentence on what happens. */
  text: string;
}

export interface ProductSpotlightProps {
  /** id of the h2. */
  id: string;
  /**
   * The product, by its slug: its name (above the title) and features (a check list) come from
   * the catalogue (app/content/products.ts), which the shell holds already.
   */
  product: ProductSlug;
  /** Availability label shown as a pill beside the name, e.g. "Available now". */
  status: string;
  /** The section's h2: the product's promise. */
  title: string;
  /** Paragraphs under the title; the first is styled as the lead. */
  paragraphs: readonly string[];
  /** Calls to action; the first is the primary button. */
  actions: readonly ActionButton[];
  /** A dark panel beside the text with a numbered process. */
  process: {
    /** The panel's h3. */
    title: string;
    /** The steps, in order. */
    steps: readonly SpotlightStep[];
    /** A closing line under the steps. */
    note?: string;
  };
}

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
