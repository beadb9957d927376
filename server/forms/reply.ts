// The answers of the form API and the newsletter links: JSON for scripts, and for a browser
// without JavaScript a redirect or a small self-contained page.
import { STATUS_CODES } from "node:http";

import type { FastifyReply, FastifyRequest } from "fastify";

import type { FieldErrors } from "../../app/lib/forms/schemas.js";
import { setSecurityHeaders } from "../security-headers.js";
import { ERROR_PAGE_CSP, renderErrorPage, STATUS_MESSAGES } from "./error-page.js";
import { prefersJson, sameOriginRefererPath } from "./request.js";

/** Where a browser without JavaScript lands after a successful post (built by the site). */
export const THANK_YOU_PATH = "/thank-you";
const BACK_FALLBACK = "/contact";
/** Seconds a 503 asks the client to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

/** A refusal, as JSON for scripts and as a small HTML page for browsers without JavaScript. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  allowedHosts: Set<string>,
  errors?: FieldErrors,
): FastifyReply {
  reply.code(status).header("cache-control", "no-store");
  if (status === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
  if (prefersJson(request)) {
    const message = STATUS_MESSAGES[status] ?? STATUS_CODES[status] ?? "Error";
    return reply
      .type("application/json; charset=utf-8")
      .send(status === 400 ? { errors: errors ?? { form: message } } : { error: message });
  }
  setSecurityHeaders(reply, ERROR_PAGE_CSP);
  const back = sameOriginRefererPath(request, allowedHosts, BACK_FALLBACK);
  return reply.type("text/html; charset=utf-8").send(renderErrorPage({ status, errors, back }));
}

/** A stored post: `status` {ok: true} for scripts, the thank-you page for browsers. */
export function sendSuccess(
  request: FastifyRequest,
  reply: FastifyReply,
  form: string,
  status: 200 | 201 | 202,
): FastifyReply {
  reply.header("cache-control", "no-store");
  if (prefersJson(request)) return reply.code(status).send({ ok: true });
  return reply.redirect(`${THANK_YOU_PATH}?form=${form}`, 303);
}
