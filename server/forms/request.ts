// Reading a form post: the body (JSON or urlencoded) into the fields the schemas expect, the
// kind of client (script or plain browser form), and whether the post comes from the site itself.
import type { FastifyRequest } from "fastify";

import type { FieldErrors } from "../../app/lib/forms/schemas.js";

export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Script clients (JSON body or `Accept: application/json`) get JSON answers; a plain browser
 * form post gets a redirect or an HTML page.
 */
export function prefersJson(request: FastifyRequest): boolean {
  if (mediaType(request.headers["content-type"]) === JSON_TYPE) return true;
  return /\bapplication\/json\b/i.test(request.headers.accept ?? "");
}

export type UrlEncodedFields = Record<string, string | string[]>;

/** `a=1&b=2&b=3` → `{a: "1", b: ["2", "3"]}`, in an object without a prototype. */
export function parseUrlEncoded(body: string): UrlEncodedFields {
  const fields: UrlEncodedFields = Object.create(null) as UrlEncodedFields;
  for (const [key, value] of new URLSearchParams(body)) {
    const previous = fields[key];
    if (previous === undefined) fields[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else fields[key] = [previous, value];
  }
  return fields;
}

/** Which fields of a form schema may be left out, and which take a list. */
export interface FieldKinds {
  optional: ReadonlySet<string>;
  lists: ReadonlySet<string>;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The body as the schema expects it: empty strings and nulls in optional fields are absent; from
 * an urlencoded body, a list field given once becomes a one-item list, without empty items.
 * Unknown fields are kept, for the schema to refuse. Returns an object without a prototype.
 */
export function normaliseFields(
  body: Record<string, unknown>,
  kinds: FieldKinds,
  urlEncoded: boolean,
): Record<string, unknown> {
  const fields = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(body)) {
    let value = body[key];
    if (urlEncoded && kinds.lists.has(key)) {
      value = (Array.isArray(value) ? value : [value]).filter((item) => item !== "");
    }
    const empty =
      value === "" || value === null || (urlEncoded && Array.isArray(value) && value.length === 0);
    if (empty && kinds.optional.has(key)) continue;
    fields[key] = value;
  }
  return fields;
}

/** Honeypot: any value in the hidden `website` field marks the post as automated. */
export function isHoneypot(fields: Record<string, unknown>): boolean {
  const value = fields.website;
  if (value === undefined) return false;
  return !(typeof value === "string" && value.trim() === "");
}

// C0 controls except tab, line feed and carriage return, and DEL: nothing a person types, and NUL
// would cut the text short for SQLite's length() checks.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A UTF-16 surrogate without its other half: text no encoder can write as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Fields of validated data holding control characters or lone surrogates. */
export function findBadCharacters(data: Record<string, unknown>): FieldErrors | undefined {
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(data)) {
    const texts = Array.isArray(value) ? value : [value];
    const bad = texts.some(
      (text) => typeof text === "string" && (CONTROL.test(text) || LONE_SURROGATE.test(text)),
    );
    if (bad) errors[key] = "Remove the control or invalid characters from this field.";
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** `host[:port]` lower-cased, without a trailing dot or a default port. */
function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:(80|443)$/, "")
    .replace(/\.(?=:\d+$|$)/, "");
}

/** The `host[:port]` of a URL, or undefined when it is not an http(s) URL. */
export function urlHost(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.host : undefined;
  } catch {
    return undefined;
  }
}

/** The hosts this request was addressed to: Host, and X-Forwarded-Host when the proxy is trusted. */
function ownHosts(request: FastifyRequest): Set<string> {
  return new Set(
    [request.host, request.headers.host]
      .filter((host): host is string => typeof host === "string" && host !== "")
      .map(normaliseHost),
  );
}

/**
 * Cross-site posts (CSRF): refused when `Sec-Fetch-Site` says anything but same-origin or none
 * (typed in), or when `Origin` is present and names another host than the request's. The scheme
 * is not compared: behind a TLS-terminating proxy the server sees http for an https page.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const host = urlHost(origin); // "null" (sandboxed or privacy-sensitive contexts) is refused too
  return host === undefined || !ownHosts(request).has(normaliseHost(host));
}

/** The path to lead back to: the Referer's when it is this site, else `fallback`. */
export function sameOriginRefererPath(request: FastifyRequest, fallback: string): string {
  const referer = request.headers.referer;
  if (!referer || urlHost(referer) === undefined) return fallback;
  const url = new URL(referer);
  if (!ownHosts(request).has(normaliseHost(url.host))) return fallback;
  return url.pathname.replace(/^\/+/, "/"); // never "//host": a protocol-relative link
}
