// The plain-text answer of anything that is neither a page nor the form API: 400, 405, 413, 431…
import { STATUS_CODES } from "node:http";

import type { FastifyReply } from "fastify";

export function sendPlain(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(STATUS_CODES[status] ?? "Error");
}

/** The raw path and query of a request URL ("/a%20b?x=1" → "/a%20b", "?x=1"). */
export function splitUrl(url: string): { rawPath: string; search: string } {
  const query = url.indexOf("?");
  return query === -1
    ? { rawPath: url, search: "" }
    : { rawPath: url.slice(0, query), search: url.slice(query) };
}
