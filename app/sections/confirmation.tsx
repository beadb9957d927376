import { Icon, type IconName } from "~/components/ui/icon";

import { type ActionLink, SmartLink } from "./action-links";

import "~/styles/sections/_confirmation.scss";

/** One way onward from the confirmation. */
export interface ConfirmationLink extends ActionLink {
  /** Icon beside the link. */
  icon: IconName;
  /** What is there, in a sentence. */
  text: string;
}

export interface ConfirmationProps {
  /** id of the h1; the section's aria-labelledby points at it. */
  id: string;
  /** Short label above the h1. */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  /** What happened and what happens next, one paragraph each. */
  paragraphs: readonly string[];
  /** A line with one link under the paragraphs, e.g. the incident phone line. */
  note?: { text: string; link: ActionLink };
  /** Where to go from here. */
  next: {
    /** The list's h2. */
    title: string;
    /** The links, in order. */
    links: readonly ConfirmationLink[];
  };
}

/** A confirmation page: a check mark, what was received and what happens next, then links on. */
export function Confirmation({ id, eyebrow, title, paragraphs, note, next }: ConfirmationProps) {
  const nextId = `${id}-next`;
  return (
    <section className="confirmation" aria-labelledby={id}>
      <div className="container">
        <div className="confirmation-card">
          <span className="confirmation-mark">
            <Icon name="check" size={32} />
          </span>
          <p className="eyebrow">{eyebrow}</p>
          <h1 id={id} className="confirmation-title">
            {title}
          </h1>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="confirmation-text">
              {paragraph}
            </p>
          ))}
          {note && (
            <p className="confirmation-note">
              {note.text} <SmartLink href={note.link.href}>{note.link.label}</SmartLink>
            </p>
          )}
        </div>
        <div className="confirmation-next">
          <h2 id={nextId} className="confirmation-next-title">
            {next.title}
          </h2>
          <ul className="confirmation-links list-unstyled" aria-labelledby={nextId}>
            {next.links.map((link) => (
              <li key={link.href} className="confirmation-link">
                <Icon name={link.icon} size={24} />
                <div>
                  <SmartLink href={link.href} className="confirmation-link-label">
                    {link.label}
                  </SmartLink>
                  <p className="confirmation-link-text">{link.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
