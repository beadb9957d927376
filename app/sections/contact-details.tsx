import type { ReactNode } from "react";
import * as z from "zod/mini";

import { Icon, type IconName } from "~/components/ui/icon";
import { elementId, emailAddress, phoneNumber, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import "~/styles/sections/_contact.scss";

/** What the contact details beside the contact form take from its content file. */
export const contactDetailsSchema = z.strictObject({
  incident: z
    .strictObject({
      id: elementId.check(z.describe("id of its heading")),
      title: text(1, 80).check(z.describe('Its heading, e.g. "Security incident in progress?"')),
      text: text(1, 400).check(z.describe("Why to call rather than write")),
      label: text(1, 40).check(
        z.describe('Small label above the number, e.g. "24/7 incident line"'),
      ),
      phone: phoneNumber.check(z.describe("The number to call")),
      note: text(1, 300).check(z.describe("One line under the number, e.g. what to have ready")),
    })
    .check(z.describe("The urgent-incident block, shown first and in the dark tone")),
  office: z
    .strictObject({
      id: elementId.check(z.describe("id of its heading")),
      title: text(1, 80).check(z.describe("Its heading")),
      reply: text(1, 200).check(z.describe("The stated reply time, as a sentence")),
      address: z
        .strictObject({
          term: text(1, 40).check(z.describe("The label before the address, e.g. Office")),
          lines: z
            .array(text(1, 120).check(z.describe("One line of the address")))
            .check(z.describe("The address, a line each")),
        })
        .check(z.describe("Term and lines of the postal address")),
      hours: z
        .strictObject({
          term: text(1, 40).check(z.describe("The label before the hours, e.g. Hours")),
          text: text(1, 120).check(z.describe("The opening hours")),
        })
        .check(z.describe("Term and text of the office hours")),
      phone: z
        .strictObject({
          term: text(1, 40).check(z.describe("The label before the number, e.g. Phone")),
          number: phoneNumber,
        })
        .check(z.describe("Term and number of the main line")),
      emails: z
        .strictObject({
          term: text(1, 40).check(z.describe("The label before the addresses, e.g. E-mail")),
          items: z
            .array(
              z
                .strictObject({
                  label: text(1, 80).check(
                    z.describe('Who reads it, e.g. "Sales and new projects"'),
                  ),
                  address: emailAddress,
                })
                .check(z.describe("One address and who reads it")),
            )
            .check(z.describe("The addresses, one for each purpose")),
        })
        .check(z.describe("Term and the team addresses")),
    })
    .check(z.describe("The office block: address, hours, phone, e-mail addresses, reply time")),
  next: z
    .strictObject({
      id: elementId.check(z.describe("id of its heading")),
      title: text(1, 80).check(z.describe("Its heading")),
      steps: z
        .array(text(1, 300).check(z.describe("One step, a sentence")))
        .check(z.minLength(1, "give at least one step"), z.describe("The steps, in order")),
    })
    .check(z.describe("What happens after someone writes, as numbered steps")),
});

export type ContactDetailsProps = Fields<typeof contactDetailsSchema>;

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
