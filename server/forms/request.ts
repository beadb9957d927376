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

/** Blank after trimming, as the schemas trim (String.prototype.trim: spaces, tabs, NBSP, …). */
const isBlank = (value: unknown) => typeof value === "string" && value.trim() === "";

/**
 * The body as the schema expects it: an optional field that is null or blank after trimming is
 * absent (so that a company of " " is no company, not an empty string the database refuses);
 * from an urlencoded body, a list field given once becomes a one-item list, without empty items.
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
      value === null ||
      isBlank(value) ||
      (urlEncoded && Array.isArray(value) && value.length === 0);
    if (empty && kinds.optional.has(key)) continue;
    fields[key] = value;
  }
  return fields;
}

/**
 * Validated data as it is stored: optional text fields that the schema trimmed to "" are
 * dropped. normaliseFields already drops what is blank by String.prototype.trim, which is what
 * zod's trim uses; this holds whatever a later schema change trims.
 */
export function dropEmptyOptionals<T extends Record<string, unknown>>(
  data: T,
  kinds: FieldKinds,
): T {
  const clean = { ...data };
  for (const key of kinds.optional) {
    if (clean[key] === "") delete clean[key];
  }
  return clean;
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

const hostname = (host: string) => host.replace(/:\d+$/, "");
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The hostnames the site answers to, each with and without "www.": the canonical origin's, the
 * ShadowCradle hosts, and any other given (PUBLIC_ORIGIN). Lower-case, no port.
 */
export function siteHostnames(origins: readonly string[], hosts: readonly string[]): Set<string> {
  const names = new Set<string>();
  const add = (host: string) => {
    const name = hostname(normaliseHost(host)).replace(/^www\./, "");
    if (!name) return;
    names.add(name);
    names.add(`www.${name}`);
  };
  for (const origin of origins) {
    const host = urlHost(origin);
    if (host) add(host);
  }
  hosts.forEach(add);
  return names;
}

/**
 * Whether a page at `host` (from Origin or Referer) is the site itself: a hostname of the
 * allow-list, whatever the port, or a loopback address (a local run) that is exactly the host
 * the request was sent to. The request's own Host is never trusted otherwise: with DNS
 * rebinding, an attacker's page and its post share a Host that the attacker chose.
 */
export function isSiteHost(host: string, request: FastifyRequest, allowed: Set<string>): boolean {
  const normal = normaliseHost(host);
  const name = hostname(normal);
  if (allowed.has(name)) return true;
  return LOOPBACK.test(name) && normal === normaliseHost(request.headers.host ?? "");
}

/**
 * Cross-site posts (CSRF, DNS rebinding): refused when `Sec-Fetch-Site` says anything but
 * same-origin or none (typed in), or when `Origin` is present and is not one of the site's
 * hosts. The scheme is not compared: behind a TLS-terminating proxy the server sees http.
 */
export function isCrossSite(request: FastifyRequest, allowed: Set<string>): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const host = urlHost(origin); // "null" (sandboxed or privacy-sensitive contexts) is refused too
  return host === undefined || !isSiteHost(host, request, allowed);
}

/** The path to lead back to: the Referer's when it is this site, else `fallback`. */
export function sameOriginRefererPath(
  request: FastifyRequest,
  allowed: Set<string>,
  fallback: string,
): string {
  const referer = request.headers.referer;
  const host = referer ? urlHost(referer) : undefined;
  if (!referer || host === undefined || !isSiteHost(host, request, allowed)) return fallback;
  return new URL(referer).pathname.replace(/^\/+/, "/"); // never "//host": protocol-relative
}
