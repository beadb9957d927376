// Optional e-mail to the sales inbox for each contact submission (when SMTP_URL is set). The
// submission is stored first; the e-mail is sent afterwards without holding up the answer, and
// a failure is logged (never the message) and never loses or fails the stored submission.
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

import { site } from "../app/content/site.js";
import type { ContactInput } from "../app/lib/forms/schemas.js";

export interface Mailer {
  /** Sends the submission to the sales inbox. Never rejects: failures are logged. */
  sendContact(submission: ContactInput): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** An SMTP URL (smtp://user:pass@host:587, smtps://…) or a nodemailer transport. */
  transport: string | nodemailer.Transporter;
  log: FastifyBaseLogger;
  to?: string;
  from?: string;
}

const SEND_TIMEOUT_MS = 20_000;

/** One line of header text: no control characters (no header injection), bounded length. */
function headerText(text: string, max = 80): string {
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function contactMailText(submission: ContactInput): string {
  const optional = (label: string, value: string | undefined) =>
    value ? [`${label}: ${value}`] : [];
  return [
    `Name: ${submission.name}`,
    `E-mail: ${submission.email}`,
    ...optional("Company", submission.company),
    ...optional("Segment", submission.segment),
    ...optional("Topic", submission.topic),
    "",
    submission.message,
    "",
    `(Sent by the contact form of ${site.origin}; also stored for \`npm run leads\`.)`,
  ].join("\n");
}

export function createMailer(options: MailerOptions): Mailer {
  const transport =
    typeof options.transport === "string"
      ? nodemailer.createTransport(options.transport, {})
      : options.transport;
  const to = options.to ?? site.email.sales;
  const from = options.from ?? `"${site.brand} website" <${site.email.sales}>`;

  return {
    async sendContact(submission) {
      const company = submission.company ? ` (${submission.company})` : "";
      try {
        await Promise.race([
          transport.sendMail({
            from,
            to,
            replyTo: submission.email,
            subject: headerText(`Website contact: ${submission.name}${company}`),
            text: contactMailText(submission),
          }),
          new Promise((_, reject) => {
            setTimeout(() => reject(new Error("timed out")), SEND_TIMEOUT_MS).unref();
          }),
        ]);
        options.log.info("contact e-mail sent");
      } catch (error) {
        // The error only: code and text from the transport, never the submission.
        const { code, responseCode, command, message } = error as Record<string, unknown>;
        options.log.error(
          { mailError: { code, responseCode, command, message: String(message) } },
          "contact e-mail failed (the submission is stored)",
        );
      }
    },
    close() {
      transport.close();
    },
  };
}
