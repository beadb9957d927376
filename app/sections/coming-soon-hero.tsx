import { Link } from "react-router";

import { Icon } from "~/components/ui/icon";
import type { ComingSoonVariant } from "~/content/coming-soon";

export interface ComingSoonHeroProps {
  /** The tailored (or generic) content to show. */
  variant: ComingSoonVariant;
  /** Where notify-me requests go. */
  contactEmail: string;
}

/** The coming-soon page body: what is coming, for whom, what it will do, and how to hear first. */
export function ComingSoonHero({ variant, contactEmail }: ComingSoonHeroProps) {
  const mailto = `mailto:${contactEmail}?subject=${encodeURIComponent(variant.notifySubject)}`;
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title" data-variant={variant.key}>
      <div className="container">
        <div className="row g-5 align-items-start">
          <div className="col-lg-7">
            <p className="eyebrow">{variant.eyebrow}</p>
            <h1 id="coming-soon-title" className="coming-soon-title">
              {variant.heading}
            </h1>
            <p className="lead">{variant.intro}</p>
            <p className="coming-soon-audience">
              <Icon name="users" size={20} /> <strong>Built for:</strong> {variant.audience}
            </p>
            <h2 className="h5 mt-4">What to expect</h2>
            <ul className="check-list">
              {variant.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={20} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-5">
            <aside className="notify-card" aria-labelledby="notify-title">
              <h2 id="notify-title" className="h4">
                Hear about it first
              </h2>
              <p>
                Send us a note and we will tell you when early access opens: one e-mail, no
                newsletter unless you ask for it.
              </p>
              <a className="btn btn-primary w-100" href={mailto}>
                <Icon name="mail" size={18} /> E-mail me when it launches
              </a>
              <p className="notify-card-alt">
                Need protection today? <Link to="/contact">Talk to our team</Link> or see{" "}
                <Link to="/shadowcradle">ShadowCradle</Link>, available now.
              </p>
            </aside>
          </div>
        </div>
      </div>
    </section>
  );
}
