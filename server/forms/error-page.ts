// The pages a browser without JavaScript gets in answer to a post the site's pages cannot show:
// a refused form, and the outcome of a newsletter link's button. Self-contained (one hashed
// inline style, no scripts, no requests), every piece of text HTML-escaped.
import { createHash } from "node:crypto";

import { site } from "../../app/content/generated/site.js";
import type { FieldErrors } from "../../app/lib/forms/schemas.js";

const STYLE =
  "body{font:1rem/1.5 system-ui,sans-serif;color:#0b1220;max-width:36rem;margin:3rem auto;padding:0 1rem}" +
  "h1{font-size:1.5rem}a{color:#0a58ca}li{margin:.25rem 0}";

const styleHash = createHash("sha256").update(STYLE, "utf8").digest("base64");

/** Nothing but the one style: no scripts, images, frames, forms or base URL. */
export const ERROR_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "E-mail",
  company: "Company",
  segment: "I am",
  topic: "Topic",
  message: "Message",
  topics: "Topics",
  product: "Product",
  industry: "Industry",
  website: "Website",
};

/** What each refusal tells the visitor; field messages come from the schemas. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: "Some fields need your attention.",
  403: "This form only accepts posts sent from our own pages.",
  404: "There is no such form.",
  405: "This address only accepts form posts.",
  413: "The form was too large to send (16 KB at most). Please shorten your message.",
  415: "The form was sent in a format we do not accept.",
  422: "This Idempotency-Key was already used for another submission.",
  429: "Too many submissions from your network. Please wait a minute and try again.",
  500: `Something went wrong on our side. Please try again, or write to ${site.email.sales}.`,
  503: "Our server could not store your form just now, so nothing was saved. Please try again in a minute.",
};

export interface ErrorPageOptions {
  status: number;
  errors?: FieldErrors;
  /** Same-site path of the page with the form. */
  back: string;
}

export function renderErrorPage({ status, errors, back }: ErrorPageOptions): string {
  const summary = STATUS_MESSAGES[status] ?? STATUS_MESSAGES[status >= 500 ? 500 : 400]!;
  const items = Object.entries(errors ?? {}).map(([field, message]) => {
    const label = FIELD_LABELS[field];
    return label
      ? `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(message)}</li>`
      : `<li>${escapeHtml(message)}</li>`;
  });
  return renderPage(
    "Your form was not sent",
    `<p>${escapeHtml(summary)}</p>` +
      (items.length > 0 ? `<ul>${items.join("")}</ul>` : "") +
      `<p><a href="${escapeHtml(back)}">Go back to the form</a> to correct it; what you typed may ` +
      "still be there.</p>",
  );
}

export interface NoticePageOptions {
  heading: string;
  paragraphs: readonly string[];
  /** Same-site links onward. */
  links: readonly { href: string; label: string }[];
}

/** A short page that says what happened, e.g. "You're unsubscribed". */
export function renderNoticePage({ heading, paragraphs, links }: NoticePageOptions): string {
  return renderPage(
    heading,
    paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("") +
      `<ul>${links
        .map(({ href, label }) => `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`)
        .join("")}</ul>`,
  );
}

function renderPage(heading: string, bodyHtml: string): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="en-US"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(heading)} | ${escapeHtml(site.brand)}</title>`,
    `<style>${STYLE}</style></head><body><main>`,
    `<h1>${escapeHtml(heading)}</h1>`,
    bodyHtml,
    "</main></body></html>",
  ].join("");
}
