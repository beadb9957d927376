// What every request that is not a GET or HEAD goes through, in the first hook, before a byte
// of its body is read: the same-site check (403), the route and method (404, 405), the size
// (413) and the body format (415). Whatever is refused here is answered with
// `Connection: close`, so that its body is never read either: a flood of large bodies to
// unknown paths costs a header parse each, not a megabyte each.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { sendPlain, splitUrl } from "../responses.js";
import { sendError } from "./reply.js";
import { isCrossSite, mediaType } from "./request.js";

export interface PostRoute {
  /** Media types of the body; a request without a body passes. Undefined: any (not parsed). */
  types?: readonly string[];
  /** Posts from other sites are accepted (RFC 8058 one-click unsubscribe, sent by mail providers). */
  crossSite?: boolean;
  /** The path is also a page (GET, HEAD). */
  page?: boolean;
}

export interface GuardOptions {
  /** The paths that take a POST, by raw path. */
  routes: ReadonlyMap<string, PostRoute>;
  allowedHosts: Set<string>;
  /** API paths that answer GET and HEAD only (/api/search), by raw path. */
  readRoutes?: ReadonlySet<string>;
  /** Largest body accepted, in bytes. */
  bodyLimit: number;
}

const READ_METHODS = new Set(["GET", "HEAD"]);
const API_PREFIX = "/api/";

/** Whether the request announces a body (a length above zero, or chunks). */
function announcesBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return (
    (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined
  );
}

export function guardRequests(app: FastifyInstance, options: GuardOptions): void {
  const { routes, allowedHosts, bodyLimit } = options;
  const readRoutes = options.readRoutes ?? new Set<string>();

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const length = Number(request.headers["content-length"] ?? 0);
    const tooLarge = !(length <= bodyLimit); // NaN (a malformed length) too
    const read = READ_METHODS.has(request.method);
    const { rawPath } = splitUrl(request.url);
    const apiPath = rawPath.startsWith(API_PREFIX);
    const readRoute = readRoutes.has(rawPath);
    // Pages, files and the read-only API: routed as usual.
    if (read && !tooLarge && (!apiPath || readRoute)) return undefined;

    const route = routes.get(rawPath);
    const api = apiPath || route !== undefined;
    if (announcesBody(request)) reply.header("connection", "close");
    const refuse = (status: number) =>
      api ? sendError(request, reply, status, allowedHosts) : sendPlain(reply, status);

    if (tooLarge) return refuse(413);
    if (!read && isCrossSite(request, allowedHosts) && !route?.crossSite) return refuse(403);
    if (!route) {
      if (readRoute) {
        reply.header("allow", "GET, HEAD");
        return refuse(405);
      }
      if (api) return refuse(404);
      reply.header("allow", "GET, HEAD");
      return refuse(405);
    }
    if (request.method !== "POST") {
      reply.header("allow", route.page ? "GET, HEAD, POST" : "POST");
      return refuse(405);
    }
    const type = mediaType(request.headers["content-type"]);
    if (announcesBody(request) && route.types && !route.types.includes(type)) return refuse(415);
    reply.removeHeader("connection"); // accepted: the body is read, the connection may stay
    return undefined;
  });
}
