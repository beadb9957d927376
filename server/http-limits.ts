// Limits of the HTTP server itself, below Fastify: how long a client may take to send its
// headers and its whole request, how many connections are open at once, and what a client gets
// when Node's HTTP parser refuses its request (400, 408, 413, 431) — the same security headers
// as every other response, which Node's own answer lacks.
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from "node:http";
import type { Duplex } from "node:stream";

import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "./security-headers.js";

export interface HttpLimits {
  /** The headers must have arrived this long after the connection opened or the last request. */
  headersTimeoutMs: number;
  /** The whole request (headers and body) must have arrived this long after it started. */
  requestTimeoutMs: number;
  /** A connection with no traffic at all is closed after this long. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; further ones are closed as they arrive. */
  maxConnections: number;
  /** How often Node checks the header and request timeouts. */
  checkIntervalMs: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 60_000,
  // Longer than the idle timeout of common load balancers (60 s), as Fastify's default.
  keepAliveTimeoutMs: 72_000,
  maxConnections: 1_024,
  // Node's default (30 s) would let a slow client keep its connection up to twice the limit.
  checkIntervalMs: 2_000,
};

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** An HTTP server with `limits` (Fastify's serverFactory). */
export function createLimitedServer(handler: Handler, limits: HttpLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    handler,
  );
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeoutMs);
  return server;
}

/** The status a parser error is answered with. */
export function clientErrorStatus(code: unknown): number {
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  if (code === "HPE_CHUNK_EXTENSIONS_OVERFLOW") return 413;
  return 400;
}

const CLIENT_ERROR_HEADERS = {
  ...STATIC_SECURITY_HEADERS,
  "content-security-policy": contentSecurityPolicy(),
  "cache-control": "no-store",
  "content-type": "text/plain; charset=utf-8",
  connection: "close",
};

/** The raw response to a request Node could not parse; then the connection is closed. */
export function clientErrorResponse(status: number): string {
  const body = STATUS_CODES[status] ?? "Bad Request";
  const headers = { ...CLIENT_ERROR_HEADERS, "content-length": String(Buffer.byteLength(body)) };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [`HTTP/1.1 ${status} ${body}`, ...lines, "", body].join("\r\n");
}

/** Fastify's clientErrorHandler: Node's 'clientError' event. */
export function handleClientError(
  this: { log: { debug(object: object, message: string): void } },
  error: NodeJS.ErrnoException,
  socket: Duplex,
): void {
  // A reset connection, or one whose response has begun: nothing can be written. (Node's own
  // handler makes the same checks; _httpMessage is the response in progress, if any.)
  const response = (socket as Duplex & { _httpMessage?: { _headerSent?: boolean } })._httpMessage;
  if (
    error.code === "ECONNRESET" ||
    socket.destroyed ||
    !socket.writable ||
    response?._headerSent
  ) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(error.code);
  this.log.debug({ code: error.code, status }, "refused by the HTTP parser");
  socket.end(clientErrorResponse(status));
}
