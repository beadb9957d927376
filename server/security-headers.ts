// The security headers of every response. Set by hand rather than with @fastify/helmet:
// helmet sends one global CSP, while each prerendered page needs its own script hashes.
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The policy for one response, as sent over plain HTTP. `scriptHashes` are the `'sha256-…'`
 * sources of the page's inline scripts (empty for anything that is not an HTML page). Over TLS,
 * setSecurityHeaders adds `upgrade-insecure-requests` to it.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Powerful features no page of the site uses, plus the ad-tracking cohorts (FLoC, Topics).
 * Only features Chromium still recognises (checked on 156): an unknown one, such as
 * `battery` or `document-domain`, makes it log a console warning on every page.
 */
export const DENIED_FEATURES = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "interest-cohort",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

/** Every security header except the CSP and HSTS, identical for all responses. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": DENIED_FEATURES.map((feature) => `${feature}=()`).join(", "),
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
};

/**
 * What a file for readers on other sites carries instead of CORP same-origin (isCrossOriginReadable
 * in file-policy.ts): any origin may read it. They are public, and no credentials are involved
 * (no Allow-Credentials), so a page elsewhere can fetch them; the CSP is unchanged.
 */
export const CROSS_ORIGIN_READABLE_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "cross-origin-resource-policy": "cross-origin",
};

/**
 * What only a response over TLS carries. Over plain HTTP, `upgrade-insecure-requests` makes
 * WebKit fetch every subresource over https on the same port, where nothing answers (the
 * local server, `npm start`), and browsers ignore HSTS (RFC 6797 §8.1). Production is behind
 * TLS and keeps both (decision 0002).
 */
export const TLS_ONLY_HEADERS: Readonly<Record<string, string>> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
};
export const TLS_ONLY_DIRECTIVE = "upgrade-insecure-requests";

/**
 * Whether the request arrived over TLS: on its own socket, or through a proxy that says so in
 * `X-Forwarded-Proto`. Fastify's `protocol` believes that header only from the addresses of
 * its `trustProxy` (TRUST_PROXY): from anyone else it is ignored.
 */
export function arrivedOverTls(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

/** A policy as sent over TLS: with `upgrade-insecure-requests`. */
export function withTlsDirective(csp: string): string {
  return `${csp}; ${TLS_ONLY_DIRECTIVE}`;
}

const DEFAULT_CSP = contentSecurityPolicy();

/**
 * Sets every security header on `reply`, with the CSP given (default: no inline scripts), and
 * over TLS HSTS and `upgrade-insecure-requests`.
 */
export function setSecurityHeaders(reply: FastifyReply, csp: string = DEFAULT_CSP): void {
  const tls = arrivedOverTls(reply.request);
  reply.headers(STATIC_SECURITY_HEADERS);
  if (tls) reply.headers(TLS_ONLY_HEADERS);
  reply.header("content-security-policy", tls ? withTlsDirective(csp) : csp);
}
