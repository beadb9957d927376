import { type ActionButton, ActionButtons, type ActionLink, SmartLink } from "./action-links";

import "~/styles/sections/_cta-banner.scss";

export interface CtaBannerProps {
  /** id of the h2. */
  id: string;
  /** The banner's h2. */
  title: string;
  /** One or two sentences under the title. */
  text: string;
  /** Calls to action; the first is the primary button. */
  actions: readonly ActionButton[];
  /** Optional small line under the buttons with one link, e.g. an emergency phone number. */
  note?: {
    /** Text before the link. */
    text: string;
    /** The link (internal path, tel: or mailto:). */
    link: ActionLink;
  };
}

/** A closing call-to-action panel, centered. */
export function CtaBanner({ id, title, text, actions, note }: CtaBannerProps) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <div className="cta-banner section-dark">
          <h2 id={id} className="section-title">
            {title}
          </h2>
          <p className="cta-text">{text}</p>
          <ActionButtons actions={actions} tone="dark" className="justify-content-center" />
          {note && (
            <p className="cta-note">
              {note.text} <SmartLink href={note.link.href}>{note.link.label}</SmartLink>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
