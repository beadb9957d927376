// The production server: the prerendered pages and assets of build/client, with per-page CSP,
// cache policy, the host-dependent redirect of "/", a real 404, the form API (server/forms) and
// the probes /healthz and /readyz (server/health.ts). The database lives on a writer thread
// (SQLite, server/db/writer.ts) or in PostgreSQL (DATABASE_URL, server/db/store.ts); e-mails go
// out through an outbox (server/mail/sender.ts).
import { readFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";

import fastifyStatic from "@fastify/static";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";

import { site } from "../app/content/generated/site.js";
import { rootRedirectTarget } from "../app/lib/host-redirect.js";
import { CSAF_PUBLIC_KEY, CSAF_THROWAWAY_KEY_COMMENT } from "../app/lib/labs/paths.js";
import { SEARCH_API_PATH, SEARCH_PATH } from "../app/lib/search.js";
import { type InMemoryBody, loadBuildOutput } from "./build-output.js";
import { startStore } from "./db/store.js";
import type { Writer } from "./db/writer.js";
import {
  EDITOR_ROOT,
  editorContentSecurityPolicy,
  editorSecurityHeaders,
  NO_FORGE,
} from "./editor-policy.js";
import {
  CACHE_REVALIDATE,
  cachePolicy,
  canonicalPath,
  contentTypeOverride,
  ENCODING_VARY,
  isCrossOriginReadable,
  ROOT_VARY,
} from "./file-policy.js";
import { guardRequests } from "./forms/guard.js";
import { siteHostnames } from "./forms/request.js";
import { BODY_LIMIT, POST_ROUTES, registerFormRoutes } from "./forms/routes.js";
import { type HealthOptions, registerHealthRoutes, writerReadiness } from "./health.js";
import {
  createLimitedServer,
  DEFAULT_HTTP_LIMITS,
  handleClientError,
  type HttpLimits,
} from "./http-limits.js";
import {
  type MailSender,
  type MailTransport,
  type SenderOptions,
  smtpTransport,
  startMailSender,
} from "./mail/sender.js";
import { sendPlain, splitUrl } from "./responses.js";
import { openSearchIndex, registerSearchRoutes } from "./search.js";
import {
  contentSecurityPolicy,
  CROSS_ORIGIN_READABLE_HEADERS,
  setSecurityHeaders,
} from "./security-headers.js";
import { servedFiles } from "./served-files.js";

export interface ServerOptions {
  /** The prerendered site (build/client). */
  clientDir: string;
  /** The CSP manifest written by scripts/postbuild.mjs (build/csp-manifest.json). */
  cspManifestPath: string;
  /** Hostnames whose "/" leads to /shadowcradle (any case, port and "www." ignored). */
  shadowCradleHosts: string[];
  /** Where the leads database lives (created when missing), unless databaseUrl is set. */
  dataDir: string;
  /**
   * postgres://… (DATABASE_URL): the leads, the outbox, newsletter state and the link key in
   * PostgreSQL, so that several server processes can share them; unset: SQLite in dataDir.
   */
  databaseUrl?: string;
  /**
   * SMTP URL: when set, each contact submission is also e-mailed to the sales inbox, and new
   * newsletter subscribers get their confirmation request. Without it, neither is queued.
   */
  smtpUrl?: string;
  /** Instead of smtpUrl (tests): the transport the outbox is sent through. */
  mailTransport?: MailTransport;
  /** Tuning of the outbox sender (tests: short retries). */
  mailSender?: Omit<SenderOptions, "writer" | "transport" | "log" | "now">;
  /**
   * Origin of the public site (default site.origin): the links in e-mails, and one more
   * hostname whose pages may post to the forms (a staging site).
   */
  publicOrigin?: string;
  /** Form posts per minute per client IP (IPv6: per /64), for each form (default 10). */
  rateLimitMax?: number;
  /**
   * Fastify's trustProxy: the proxies whose X-Forwarded-For (client address) and X-Forwarded-Proto
   * (TLS: HSTS and upgrade-insecure-requests) to believe, as addresses or CIDRs
   * ("127.0.0.1,10.0.0.0/8"; default none). Never "any": a client that reaches the server
   * directly would choose its own address for the rate limit.
   */
  trustProxy?: string;
  /** How long a post waits for the database before it gets a 503 (default 3 s). */
  storeTimeoutMs?: number;
  /** Timeouts and connection cap of the HTTP server (default DEFAULT_HTTP_LIMITS). */
  httpLimits?: Partial<HttpLimits>;
  /** /readyz's patience, outbox threshold and reuse of a result (server/health.ts; tests). */
  health?: Pick<HealthOptions, "timeoutMs" | "stuckAfterMs" | "cacheMs">;
  /**
   * The site search index the build wrote (build/search.sqlite; decision 0025), opened
   * read-only: /api/search and /search?q= answer from it. Unset: no search routes (tests).
   */
  searchIndexPath?: string;
  /** Searches per client in 10 s (server/search.ts; default DEFAULT_SEARCH_RATE_LIMIT_MAX). */
  searchRateLimitMax?: number;
  /**
   * Share of the server's time searches may take, server-wide (server/search.ts; default
   * DEFAULT_SEARCH_TIME_SHARE; 1: no limit).
   */
  searchTimeShare?: number;
  /** Recent searches whose answers are kept (default DEFAULT_SEARCH_CACHE_MAX; 0: none). */
  searchCacheMax?: number;
  /** How long a refused search waits before its 429 or 503 (default REFUSAL_DELAY_MS; tests). */
  searchRefusalDelayMs?: number;
  /** The clock (tests). */
  now?: () => Date;
  /** true: JSON logs on stdout; or a stream to write them to (tests). */
  logger?: boolean | { write(line: string): void };
}

export const DEFAULT_RATE_LIMIT_MAX = 10;
export const DEFAULT_STORE_TIMEOUT_MS = 3_000;
/** Pending newsletter subscriptions older than 30 days are deleted this often. */
const PURGE_INTERVAL_MS = 60 * 60_000;

/** Log paths that could carry what visitors send: never written, whatever logs them. */
export const REDACTED_LOG_PATHS = [
  "body",
  "req.body",
  "request.body",
  "req.headers.cookie",
  "req.headers.authorization",
];

const API_PREFIX = "/api/";

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

function sendBody(request: FastifyRequest, reply: FastifyReply, body: InMemoryBody): FastifyReply {
  const available = (["br", "gzip"] as const).filter((encoding) => body[encoding]);
  const encoding = negotiateEncoding(request.headers["accept-encoding"], available);
  reply.header("vary", ENCODING_VARY);
  if (!encoding) return reply.send(body.identity);
  return reply.header("content-encoding", encoding).send(body[encoding]);
}

/** Refuses a trustProxy that would believe any client's X-Forwarded-For. */
function checkTrustProxy(value: string | undefined): string | false {
  if (value === undefined || value.trim() === "") return false;
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.some((entry) => /^(true|\*|\d+|0\.0\.0\.0\/0|::\/0)$/i.test(entry))) {
    throw new Error(
      `TRUST_PROXY takes the proxy's addresses or CIDRs ("127.0.0.1,10.0.0.0/8"), got "${value}": ` +
        "trusting any client (or a hop count) would let clients choose their own address.",
    );
  }
  return entries.join(",");
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const clientDir = resolve(options.clientDir);
  const build = loadBuildOutput(clientDir, resolve(options.cspManifestPath));
  const files = servedFiles(build.files);
  const hosts = [...options.shadowCradleHosts];
  const publicOrigin = (options.publicOrigin ?? site.origin).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/?#]+$/.test(publicOrigin)) {
    throw new Error(
      `PUBLIC_ORIGIN must be an origin like https://www.example.com, got "${publicOrigin}".`,
    );
  }
  const allowedHosts = siteHostnames([site.origin, publicOrigin], hosts);
  const trustProxy = checkTrustProxy(options.trustProxy);
  const limits = { ...DEFAULT_HTTP_LIMITS, ...options.httpLimits };
  const now = options.now ?? (() => new Date());
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
            // method and path (with the response status and time on the response line). The
            // path of a newsletter link carries its token: logged without it.
            serializers: {
              req: (req: FastifyRequest) => ({
                method: req.method,
                url: req.url.replace(/([?&]token=)[^&]*/g, "$1[redacted]"),
                remoteAddress: req.ip,
                userAgent: req.headers["user-agent"],
              }),
            },
            ...(logger === true ? {} : { stream: logger }),
          },
    trustProxy,
    // Every body, on every route, is refused beyond 16 KB (guard.ts refuses a larger
    // Content-Length before reading; this stops a chunked body there).
    bodyLimit: BODY_LIMIT,
    serverFactory: (handler) => createLimitedServer(handler, limits),
    clientErrorHandler: handleClientError,
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
  // HTML pages is replaced later.
  app.addHook("onRequest", async (_request, reply) => {
    setSecurityHeaders(reply);
  });
  // Then every write, before its body is read: origin, route, method, size, format.
  guardRequests(app, {
    routes: POST_ROUTES,
    allowedHosts,
    bodyLimit: BODY_LIMIT,
    readRoutes: new Set(options.searchIndexPath === undefined ? [] : [SEARCH_API_PATH]),
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

  // A build without a configured signing key published a throwaway one (decision 0030).
  const publicKey = files.get(CSAF_PUBLIC_KEY);
  if (
    publicKey &&
    readFileSync(resolve(clientDir, publicKey.file), "utf8").includes(CSAF_THROWAWAY_KEY_COMMENT)
  ) {
    app.log.warn(
      "The CSAF documents of this build are signed with a throwaway key (CSAF_OPENPGP_KEY_FILE " +
        "was not set at build): fine locally, not for publication. Rebuild with the provider's key.",
    );
  }

  // Search opens its index read-only, before the database: a missing index refuses to start.
  if (options.searchIndexPath !== undefined) {
    const searchPage = files.get(SEARCH_PATH);
    registerSearchRoutes(app, {
      index: openSearchIndex(options.searchIndexPath),
      rateLimitMax: options.searchRateLimitMax,
      timeShare: options.searchTimeShare,
      cacheMax: options.searchCacheMax,
      refusalDelayMs: options.searchRefusalDelayMs,
      page: searchPage && {
        file: searchPage.file,
        path: resolve(clientDir, searchPage.file),
        csp: pagePolicies.get(SEARCH_PATH),
      },
      negotiate: (header) => (negotiateEncoding(header, ["gzip"]) ? "gzip" : undefined),
    });
  }

  // The database opens last, after every check that can refuse to start, on its own thread;
  // it closes with the server, after in-flight requests have finished.
  const mailTransport =
    options.mailTransport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl) : undefined);
  let writer: Writer | undefined;
  let sender: MailSender | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;
  const shutDown = async () => {
    clearInterval(purgeTimer);
    await sender?.stop();
    if (!sender) mailTransport?.close();
    await writer?.close();
  };
  app.addHook("onClose", shutDown);
  try {
    writer = await startStore({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      origin: publicOrigin,
      mail: mailTransport !== undefined,
      onError: (error) => app.log.error(error, "leads database failed"),
      onLog: (message) => app.log.warn(message),
    });
    const running = writer;
    if (mailTransport) {
      sender = startMailSender({
        ...options.mailSender,
        writer: running,
        transport: mailTransport,
        log: app.log,
        now,
      });
    } else {
      app.log.warn(
        "SMTP_URL is not set: no e-mail is sent. Contact messages are stored only, and newsletter " +
          "subscriptions stay pending (no confirmation e-mail) until they are deleted after 30 days.",
      );
    }
    // Hourly: pending newsletter sign-ups older than 30 days, Idempotency-Keys older than a day.
    const purge = () =>
      Promise.all([
        running
          .call("purgeUnconfirmed", {}, { now: now(), timeoutMs: 30_000 })
          .then((count) => {
            if (count > 0) app.log.info({ count }, "unconfirmed newsletter subscriptions deleted");
          })
          .catch((error: unknown) => app.log.error(error, "unconfirmed subscriptions not purged")),
        running
          .call("purgeIdempotencyKeys", {}, { now: now(), timeoutMs: 30_000 })
          .catch((error: unknown) => app.log.error(error, "idempotency keys not purged")),
      ]);
    void purge();
    purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
    purgeTimer.unref();
    await registerFormRoutes(app, {
      writer: running,
      linkKey: running.linkKey,
      rateLimitMax: options.rateLimitMax ?? DEFAULT_RATE_LIMIT_MAX,
      allowedHosts,
      now,
      storeTimeoutMs: options.storeTimeoutMs ?? DEFAULT_STORE_TIMEOUT_MS,
      onMailQueued: () => sender?.wake(),
    });
    registerHealthRoutes(app, {
      ...options.health,
      probe: writerReadiness(running),
      mail: mailTransport !== undefined,
      now,
      log: app.log,
    });
  } catch (error) {
    await shutDown();
    throw error;
  }

  // "/" has no page of its own: the product domain leads to its page, the rest to /home.
  app.get("/", (request, reply) => {
    const target = rootRedirectTarget(request.headers.host ?? "", hosts);
    reply.header("cache-control", CACHE_REVALIDATE).header("vary", ROOT_VARY);
    return reply.redirect(target + splitUrl(request.url).search, 302);
  });

  app.get("/*", (request, reply) => {
    const { rawPath, search } = splitUrl(request.url);
    const path = decodePath(rawPath);
    if (path === undefined) return sendPlain(reply, 400);

    // One URL per page: "/home/" and "/home/index.html" lead to "/home" (a folder's listing
    // answers at "/folder/" itself).
    const canonical = files.has(path) ? undefined : canonicalPath(path);
    if (canonical !== undefined) {
      const known = canonical === "/" || files.get(canonical)?.page !== undefined;
      if (!known) return sendNotFound(request, reply);
      reply.header("cache-control", CACHE_REVALIDATE);
      return reply.redirect(encodePath(canonical) + search, 301);
    }

    // The editor's address is its folder's (as Sveltia's guides give it).
    if (path === EDITOR_ROOT.slice(0, -1) && files.has(EDITOR_ROOT)) {
      reply.header("cache-control", CACHE_REVALIDATE);
      return reply.redirect(EDITOR_ROOT + search, 301);
    }

    const served = files.get(path);
    if (!served) return sendNotFound(request, reply);
    if (served.page !== undefined) {
      setSecurityHeaders(reply, pagePolicies.get(served.page));
    }
    if (served.editor) {
      setSecurityHeaders(reply, editorContentSecurityPolicy(build.editor ?? NO_FORGE, path));
      reply.headers(editorSecurityHeaders(path));
    }
    if (isCrossOriginReadable(path)) reply.headers(CROSS_ORIGIN_READABLE_HEADERS);
    return reply.sendFile(`/${served.file}`);
  });

  return app;
}
