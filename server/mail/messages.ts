// The e-mails the server sends, as plain text, rendered from stored rows when they are sent
// (server/db/outbox.ts): the copy of a contact message for the sales inbox, and the newsletter's
// confirmation request. Whatever a visitor typed is kept to its place: single-line fields stay
// on one line (a name with line breaks cannot add a forged "E-mail:" line), headers carry no
// control characters nor encoded-words of the visitor's (headerText), and the message comes
// last, under its own heading.
import { site } from "../../app/content/generated/site.js";
import type { ContactInput } from "../../app/lib/forms/schemas.js";

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** `<id@domain>`, the same on every attempt at one outbox row (server/db/outbox.ts). */
  messageId?: string;
}

// Line breaks of every kind (CR, LF, VT, FF, NEL, LS, PS) and other control characters.
// eslint-disable-next-line no-control-regex
const BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line of text: breaks and control characters become a space; bounded when `max` is given. */
export function oneLine(text: string, max = Infinity): string {
  const line = text.replace(BREAKS_AND_CONTROLS, " ").replace(/ {2,}/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A multi-line text with CRLF/CR/LS/PS as LF and other control characters (but tab) removed. */
function paragraphText(text: string): string {
  return (
    text
      .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u0084\u0086-\u009f]/g, "")
  );
}

/** Bytes of UTF-8 per encoded-word: 45 bytes are 60 base64 characters, a 72-character word. */
const WORD_BYTES = 45;

/**
 * `text` as RFC 2047 encoded-words (UTF-8, base64), split between characters so that each word
 * stays under the 75 characters RFC 2047 allows. A reader decodes them to `text` exactly, and
 * never decodes again what it decoded.
 */
export function encodedWords(text: string): string {
  const words: string[] = [];
  let chunk = "";
  for (const character of text) {
    if (Buffer.byteLength(chunk + character) > WORD_BYTES) {
      words.push(chunk);
      chunk = "";
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString("base64")}?=`).join(" ");
}

/**
 * A header value holding what a visitor typed. Nodemailer sends printable ASCII as it is, so a
 * visitor's own encoded-word ("=?utf-8?B?…?=") would reach the reader's mail program and be
 * decoded there (to "Bcc: …" or anything else). Any "=?" makes the whole value an encoded-word
 * of ours: the visitor's text is then shown literally. Other values are left to nodemailer,
 * which encodes any non-ASCII value whole.
 */
export function headerText(value: string): string {
  return value.includes("=?") ? encodedWords(value) : value;
}

const SALES_FROM = `"${site.brand} website" <${site.email.sales}>`;
const NEWSLETTER_FROM = `"${site.brand} Labs" <${site.email.newsletter}>`;

export function contactMailText(submission: ContactInput): string {
  const optional = (label: string, value: string | undefined) =>
    value ? [`${label}: ${oneLine(value)}`] : [];
  return [
    `Name: ${oneLine(submission.name)}`,
    `E-mail: ${oneLine(submission.email)}`,
    ...optional("Company", submission.company),
    ...optional("Segment", submission.segment),
    ...optional("Topic", submission.topic),
    "",
    "Message:",
    paragraphText(submission.message),
    "",
    "--",
    `Sent by the contact form of ${site.origin}; also stored for \`npm run leads\`.`,
  ].join("\n");
}

/** The copy of a contact message for the sales inbox; replies go to the visitor. */
export function contactMail(submission: ContactInput, to: string = site.email.sales): MailMessage {
  const company = submission.company ? ` (${submission.company})` : "";
  return {
    from: SALES_FROM,
    to,
    replyTo: oneLine(submission.email),
    subject: headerText(oneLine(`Website contact: ${submission.name}${company}`, 80)),
    text: contactMailText(submission),
  };
}

export interface ConfirmationMailInput {
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  /** How long the confirmation link works. */
  days: number;
}

/** One-click unsubscribe headers (RFC 2369, RFC 8058) for every newsletter e-mail. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The double opt-in request: nothing else is sent to the address until it is confirmed. */
export function confirmationMail({
  email,
  confirmUrl,
  unsubscribeUrl,
  days,
}: ConfirmationMailInput): MailMessage {
  return {
    from: NEWSLETTER_FROM,
    to: email,
    subject: `Confirm your ${site.brand} Labs subscription`,
    headers: { ...unsubscribeHeaders(unsubscribeUrl), "Auto-Submitted": "auto-generated" },
    text: [
      "Hello,",
      "",
      `Someone, we hope you, asked on ${site.origin.replace(/^https:\/\//, "")} to receive ` +
        `${site.brand} Labs e-mail at this address. Nothing is sent to it until you confirm. ` +
        `To confirm, open this link within ${days} days and press "Confirm subscription":`,
      "",
      confirmUrl,
      "",
      "If you did not ask for this, ignore this e-mail: you will not hear from us again, and " +
        "the address is deleted from our list within 30 days.",
      "",
      `To stop at any time, use the unsubscribe link in every e-mail we send, or this one:`,
      unsubscribeUrl,
      "",
      "--",
      `${site.legalName}, ${site.address.street}, ${site.address.city}, ` +
        `${site.address.region} ${site.address.postalCode}, ${site.address.country}`,
      `Privacy policy: ${site.origin}/privacy-policy`,
    ].join("\n"),
  };
}
