import type { ReactNode } from "react";

import { Icon, type IconName } from "~/components/ui/icon";

import "~/styles/sections/_contact.scss";

/** A phone number as shown and as dialled. */
export interface PhoneNumber {
  /** Formatted for reading, e.g. "+1 (512) 555-0142". */
  display: string;
  /** E.164 form for the tel: link. */
  tel: string;
}

/** One way to reach a team by e-mail. */
export interface EmailContact {
  /** Who reads it, e.g. "Sales and new projects". */
  label: string;
  /** The address. */
  address: string;
}

export interface ContactDetailsProps {
  /** The urgent-incident block, shown first and in the dark tone. */
  incident: {
    /** id of its h2. */
    id: string;
    /** Its h2, e.g. "Security incident in progress?". */
    title: string;
    /** Why to call rather than write. */
    text: string;
    /** Small label above the number, e.g. "24/7 incident line". */
    label: string;
    /** The number to call. */
    phone: PhoneNumber;
    /** One line under the number, e.g. what to have ready. */
    note: string;
  };
  /** The office block: address, hours, phone, e-mail addresses, reply time. */
  office: {
    /** id of its h2. */
    id: string;
    /** Its h2. */
    title: string;
    /** The stated reply time, as a sentence. */
    reply: string;
    /** Term and lines of the postal address. */
    address: { term: string; lines: readonly string[] };
    /** Term and text of the office hours. */
    hours: { term: string; text: string };
    /** Term and number of the main line. */
    phone: { term: string; number: PhoneNumber };
    /** Term and the team addresses. */
    emails: { term: string; items: readonly EmailContact[] };
  };
  /** What happens after someone writes, as numbered steps. */
  next: {
    /** id of its h2. */
    id: string;
    /** Its h2. */
    title: string;
    /** The steps, in order. */
    steps: readonly string[];
  };
}

/** One term of the office list, with its icon drawn before the term. */
function Fact({ icon, term, children }: { icon: IconName; term: string; children: ReactNode }) {
  return (
    <div className="contact-fact">
      <dt>
        <Icon name={icon} size={20} />
        {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The column beside the contact form: the 24/7 incident line first, then the office's address,
 * hours, phone and e-mail addresses with the reply time, then what happens after writing.
 */
export function ContactDetails({ incident, office, next }: ContactDetailsProps) {
  return (
    <div className="contact-details">
      <section className="contact-incident section-dark" aria-labelledby={incident.id}>
        <h2 id={incident.id} className="contact-incident-title">
          <Icon name="bolt" size={22} />
          {incident.title}
        </h2>
        <p>{incident.text}</p>
        <p className="contact-incident-line">
          <span className="contact-incident-label">{incident.label}</span>
          <a className="contact-incident-phone" href={`tel:${incident.phone.tel}`}>
            <Icon name="phone" size={22} />
            {incident.phone.display}
          </a>
        </p>
        <p className="contact-incident-note">{incident.note}</p>
      </section>

      <section className="contact-office" aria-labelledby={office.id}>
        <h2 id={office.id} className="contact-office-title">
          {office.title}
        </h2>
        <p className="contact-reply">
          <Icon name="check" size={20} />
          <span>{office.reply}</span>
        </p>
        <dl className="contact-facts">
          <Fact icon="map-pin" term={office.address.term}>
            <address className="mb-0">
              {office.address.lines.map((line) => (
                <span className="d-block" key={line}>
                  {line}
                </span>
              ))}
            </address>
          </Fact>
          <Fact icon="clock" term={office.hours.term}>
            {office.hours.text}
          </Fact>
          <Fact icon="phone" term={office.phone.term}>
            <a href={`tel:${office.phone.number.tel}`}>{office.phone.number.display}</a>
          </Fact>
          <Fact icon="mail" term={office.emails.term}>
            <ul className="contact-emails list-unstyled mb-0">
              {office.emails.items.map((item) => (
                <li key={item.address}>
                  <span className="contact-email-label">{item.label}</span>
                  <a href={`mailto:${item.address}`}>{item.address}</a>
                </li>
              ))}
            </ul>
          </Fact>
        </dl>
      </section>

      <section className="contact-next" aria-labelledby={next.id}>
        <h2 id={next.id} className="contact-next-title">
          {next.title}
        </h2>
        <ol className="contact-steps">
          {next.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
