// The signed links of newsletter e-mails: confirm a subscription (expiring, single use) and
// unsubscribe (lasting). A token names the subscription and carries a random nonce that the
// database holds too, an expiry, and an HMAC-SHA256 over all of it with the purpose, under a key
// kept in the database (settings.link_key). The signature lets the server refuse forged or
// altered tokens before looking anything up; the nonce makes a token useless once its
// subscription has moved on (confirmed, unsubscribed, deleted).
import { createHmac, timingSafeEqual } from "node:crypto";

import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "../app/lib/paths.js";

export type LinkPurpose = "confirm" | "unsubscribe";

export interface LinkClaims {
  /** newsletter_subscriptions.id */
  id: number;
  /** 32 lower-case hex digits, as stored with the subscription. */
  nonce: string;
  /** Unix time in seconds after which the link no longer works; 0: never. */
  expires: number;
}

export const LINK_PATHS: Record<LinkPurpose, string> = {
  confirm: NEWSLETTER_CONFIRM_PATH,
  unsubscribe: NEWSLETTER_UNSUBSCRIBE_PATH,
};

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

const TOKEN = /^([1-9]\d{0,15})\.([0-9a-f]{32})\.(0|[1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

function signature(key: Buffer, purpose: LinkPurpose, claims: LinkClaims): Buffer {
  return createHmac("sha256", key)
    .update(
      `cradlesec-newsletter-link\n${purpose}\n${claims.id}\n${claims.nonce}\n${claims.expires}`,
    )
    .digest();
}

export function signLink(key: Buffer, purpose: LinkPurpose, claims: LinkClaims): string {
  const mac = signature(key, purpose, claims).toString("base64url");
  return `${claims.id}.${claims.nonce}.${claims.expires}.${mac}`;
}

/** The claims of a well-formed token signed for `purpose` with `key`; undefined otherwise. */
export function readLink(
  key: Buffer,
  purpose: LinkPurpose,
  token: unknown,
): LinkClaims | undefined {
  if (typeof token !== "string") return undefined;
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const claims: LinkClaims = { id: Number(match[1]), nonce: match[2]!, expires: Number(match[3]) };
  // Compared as text: base64url's last character has spare bits, so decoding first would let
  // several spellings of one signature through.
  const given = Buffer.from(match[4]!, "latin1");
  const expected = Buffer.from(signature(key, purpose, claims).toString("base64url"), "latin1");
  return given.length === expected.length && timingSafeEqual(given, expected) ? claims : undefined;
}

/** The absolute URL of a link, on the public site. */
export function linkUrl(origin: string, purpose: LinkPurpose, token: string): string {
  return `${origin}${LINK_PATHS[purpose]}?token=${token}`;
}
