import { Icon } from "~/components/ui/icon";

import { type ActionLink, SmartLink } from "./action-links";
import { NotifyForm, type NotifyFormCopy, type NotifyTarget } from "./notify-form";

import "~/styles/sections/_coming-soon.scss";
import "~/styles/sections/_signup-forms.scss";

/** The notify-me card beside the page's text. */
export interface ComingSoonSignup {
  /** The card's h2. */
  title: string;
  /** What signing up means, in a sentence. */
  text: string;
  /** Where the form posts without JavaScript. */
  action: string;
  /** The form's labels and messages. */
  form: NotifyFormCopy;
  /** Text before the sales address, for visitors who would rather write. */
  mailText: string;
  /** A line with one link for visitors who need help now. */
  today: { text: string; link: ActionLink };
}

/** What /coming-soon shows for one `product` or `industry` value (or the generic page). */
export interface ComingSoonVariant {
  /** Stable key: the product slug, "industry-<slug>", "portal" or "generic". */
  key: string;
  /** The h1. */
  heading: string;
  /** Small label above the heading. */
  eyebrow: string;
  /** What it will do, in a sentence or two. */
  intro: string;
  /** Who it is for. */
  audience: string;
  /** Expected features or what to expect. */
  features: readonly string[];
  /** Lead-in of the audience line, e.g. "Built for:". */
  audienceLabel: string;
  /** Heading over the features. */
  featuresTitle: string;
  /** What a notify-me request from this page is about; none on the generic page. */
  notify?: NotifyTarget;
  /** The notify-me card. */
  signup: ComingSoonSignup;
  /** Subject line of the e-mail alternative to the form. */
  notifySubject: string;
}

export interface ComingSoonHeroProps {
  /** The tailored (or generic) content to show. */
  variant: ComingSoonVariant;
  /** Address offered beside the form, for visitors who would rather write. */
  contactEmail: string;
}

/** The coming-soon page body: what is coming, for whom, what it will do, and how to hear first. */
export function ComingSoonHero({ variant, contactEmail }: ComingSoonHeroProps) {
  const { signup } = variant;
  const mailto = `mailto:${contactEmail}?subject=${encodeURIComponent(variant.notifySubject)}`;
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title" data-variant={variant.key}>
      <div className="container">
        <div className="row gx-4 gy-5 gx-lg-5 align-items-start">
          <div className="col-lg-7">
            <p className="eyebrow">{variant.eyebrow}</p>
            <h1 id="coming-soon-title" className="coming-soon-title">
              {variant.heading}
            </h1>
            <p className="lead">{variant.intro}</p>
            <p className="coming-soon-audience">
              <Icon name="users" size={20} /> <strong>{variant.audienceLabel}</strong>{" "}
              {variant.audience}
            </p>
            <h2 className="h5 mt-4">{variant.featuresTitle}</h2>
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
                {signup.title}
              </h2>
              <p>{signup.text}</p>
              <NotifyForm
                // A new variant is a new request: nothing typed or sent carries over.
                key={variant.key}
                id="notify"
                action={signup.action}
                copy={signup.form}
                labelledBy="notify-title"
                {...variant.notify}
              />
              <p className="notify-card-alt">
                {signup.mailText} <a href={mailto}>{contactEmail}</a>.
                <br />
                {signup.today.text}{" "}
                <SmartLink href={signup.today.link.href}>{signup.today.link.label}</SmartLink>.
              </p>
            </aside>
          </div>
        </div>
      </div>
    </section>
  );
}
