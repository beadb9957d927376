// The production server: the prerendered pages and assets of build/client, with per-page CSP,
// cache policy, the host-dependent redirect of "/", a real 404, and the form API (server/forms).
import { STATUS_CODES } from "node:http";
import { relative, resolve, sep } from "node:path";

import fastifyStatic from "@fastify/static";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";

import { rootRedirectTarget } from "../app/lib/host-redirect.js";
import { type InMemoryBody, loadBuildOutput } from "./build-output.js";
import { openDatabase } from "./db/database.js";
import { registerFormRoutes } from "./forms/routes.js";
import { createMailer, type Mailer } from "./mail.js";
import { contentSecurityPolicy, setSecurityHeaders } from "./security-headers.js";

export interface ServerOptions {
  /** The prerendered site (build/client). */
  clientDir: string;
  /** The CSP manifest written by scripts/postbuild.mjs (build/csp-manifest.json). */
  cspManifestPath: string;
  /** Hostnames whose "/" leads to /shadowcradle (any case, port and "www." ignored). */
  shadowCradleHosts: string[];
  /** Where the leads database lives (created when missing). */
  dataDir: string;
  /** SMTP URL: when set, each contact submission is also e-mailed to the sales inbox. */
  smtpUrl?: string;
  /** Form posts per minute per client IP, for each form (default 10). */
  rateLimitMax?: number;
  /**
   * Fastify's trustProxy: the proxies whose X-Forwarded-For/-Host to believe, as addresses or
   * CIDRs ("127.0.0.1,10.0.0.0/8"), or true for any (default none). Client IPs for the rate
   * limit and the host for the same-origin check come from there.
   */
  trustProxy?: boolean | string;
  /** true: JSON logs on stdout; or a stream to write them to (tests). */
  logger?: boolean | { write(line: string): void };
}

export const DEFAULT_RATE_LIMIT_MAX = 10;

/** Log paths that could carry what visitors send: never written, whatever logs them. */
export const REDACTED_LOG_PATHS = [
  "body",
  "req.body",
  "request.body",
  "req.headers.cookie",
  "req.headers.authorization",
];

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
export const CACHE_PUBLIC_FILE = "public, max-age=3600";

const READ_METHODS = new Set(["GET", "HEAD"]);
const ALLOW = "GET, HEAD";
const API_PREFIX = "/api/";

/** The raw path and query of a request URL ("/a%20b?x=1" → "/a%20b", "?x=1"). */
function splitUrl(url: string): { rawPath: string; search: string } {
  const query = url.indexOf("?");
  return query === -1
    ? { rawPath: url, search: "" }
    : { rawPath: url.slice(0, query), search: url.slice(query) };
}

/**
 * Decodes a URL path segment by segment. Undefined for anything that is not a plain path:
 * malformed escapes, "." or ".." segments, encoded slashes, backslashes or NUL.
 */
export function decodePath(rawPath: string): string | undefined {
  if (!rawPath.startsWith("/")) return undefined;
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === "." || segment === ".." || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/** The encoding to send among those available, by the client's q-values; br wins ties. */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly ("br" | "gzip")[],
): "br" | "gzip" | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((token) => token.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: "br" | "gzip" | undefined;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/** Cache policy by file: hashed assets forever, HTML revalidated, other public files an hour. */
/** Media types the file extension alone gets wrong (send would say application/xml, text/plain). */
export function contentTypeOverride(file: string): string | undefined {
  const path = file.replace(/\.(br|gz)$/, "");
  if (path.endsWith("rss.xml")) return "application/rss+xml; charset=utf-8";
  if (path.endsWith(".txt")) return "text/plain; charset=utf-8";
  if (path.endsWith(".webmanifest")) return "application/manifest+json; charset=utf-8";
  return undefined;
}

export function cachePolicy(file: string): string {
  const path = file.replace(/\.(br|gz)$/, "");
  if (path.startsWith("assets/")) return CACHE_IMMUTABLE;
  if (path.endsWith(".html")) return CACHE_REVALIDATE;
  return CACHE_PUBLIC_FILE;
}

function sendBody(request: FastifyRequest, reply: FastifyReply, body: InMemoryBody): FastifyReply {
  const available = (["br", "gzip"] as const).filter((encoding) => body[encoding]);
  const encoding = negotiateEncoding(request.headers["accept-encoding"], available);
  reply.header("vary", "Accept-Encoding");
  if (!encoding) return reply.send(body.identity);
  return reply.header("content-encoding", encoding).send(body[encoding]);
}

function sendPlain(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(STATUS_CODES[status] ?? "Error");
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const clientDir = resolve(options.clientDir);
  const build = loadBuildOutput(clientDir, resolve(options.cspManifestPath));
  const hosts = [...options.shadowCradleHosts];
  const pagePolicies = new Map(
    [...build.scriptHashes].map(([page, hashes]) => [page, contentSecurityPolicy(hashes)]),
  );
  const notFoundPolicy = contentSecurityPolicy(build.notFound.scriptHashes);

  const logger = options.logger ?? false;
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            redact: { paths: REDACTED_LOG_PATHS, censor: "[redacted]" },
            // The access log holds exactly what the privacy policy lists: IP address, user agent,
            // method and path (with the response status and time on the response line).
            serializers: {
              req: (req: FastifyRequest) => ({
                method: req.method,
                url: req.url,
                remoteAddress: req.ip,
                userAgent: req.headers["user-agent"],
              }),
            },
            ...(logger === true ? {} : { stream: logger }),
          },
    trustProxy: options.trustProxy ?? false,
    // Malformed URLs the router cannot decode: a 400 that still carries the headers.
    frameworkErrors(error, request, reply) {
      setSecurityHeaders(reply);
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      request.log.info({ code: error.code }, "rejected by the router");
      return sendPlain(reply, status);
    },
  });

  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false, // routing is ours (below); the plugin sends files with ETag, ranges, br/gz
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header("cache-control", cachePolicy(relative(clientDir, path).split(sep).join("/")));
    },
  });

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(reply, notFoundPolicy);
    reply.code(404).type("text/html; charset=utf-8").header("cache-control", CACHE_REVALIDATE);
    return sendBody(request, reply, build.notFound.body);
  };

  // Headers first, so that every response has them, whatever ends it; only the CSP of
  // HTML pages is replaced later. Writes are refused here, before any body is parsed.
  app.addHook("onRequest", async (request, reply) => {
    setSecurityHeaders(reply);
    if (!READ_METHODS.has(request.method) && !request.url.startsWith(API_PREFIX)) {
      reply.header("allow", ALLOW);
      return sendPlain(reply, 405);
    }
    return undefined;
  });

  // The static plugin types files by extension (after setHeaders runs, and again for .br/.gz);
  // the feed and security.txt need their exact media types, so they are set last.
  app.addHook("onSend", async (request, reply, payload) => {
    const type =
      reply.statusCode < 300 ? contentTypeOverride(splitUrl(request.url).rawPath) : undefined;
    if (type) reply.header("content-type", type);
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return sendPlain(reply, status);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX)) return sendPlain(reply, 404);
    return sendNotFound(request, reply);
  });

  // The database opens last, after every check that can refuse to start, and closes with the
  // server (after in-flight requests have finished).
  const db = openDatabase(options.dataDir);
  let mailer: Mailer | undefined;
  app.addHook("onClose", async () => {
    mailer?.close();
    db.close();
  });
  try {
    if (options.smtpUrl) mailer = createMailer({ transport: options.smtpUrl, log: app.log });
    await registerFormRoutes(app, {
      db,
      mailer,
      rateLimitMax: options.rateLimitMax ?? DEFAULT_RATE_LIMIT_MAX,
    });
  } catch (error) {
    mailer?.close();
    db.close();
    throw error;
  }

  // "/" has no page of its own: the product domain leads to its page, the rest to /home.
  app.get("/", (request, reply) => {
    const target = rootRedirectTarget(request.headers.host ?? "", hosts);
    reply.header("cache-control", CACHE_REVALIDATE).header("vary", "Host");
    return reply.redirect(target + splitUrl(request.url).search, 302);
  });

  app.get("/*", (request, reply) => {
    const { rawPath, search } = splitUrl(request.url);
    const path = decodePath(rawPath);
    if (path === undefined) return sendPlain(reply, 400);

    // One URL per page: "/home/" and "/home/index.html" lead to "/home".
    const canonical = path.endsWith("/index.html")
      ? path.slice(0, -"/index.html".length) || "/"
      : path.endsWith("/")
        ? path.slice(0, -1)
        : undefined;
    if (canonical !== undefined) {
      const known = canonical === "/" || build.files.get(canonical)?.page !== undefined;
      if (!known) return sendNotFound(request, reply);
      reply.header("cache-control", CACHE_REVALIDATE);
      return reply.redirect(encodePath(canonical) + search, 301);
    }

    const served = build.files.get(path);
    if (!served) return sendNotFound(request, reply);
    if (served.page !== undefined) {
      setSecurityHeaders(reply, pagePolicies.get(served.page));
    }
    return reply.sendFile(`/${served.file}`);
  });

  return app;
}
