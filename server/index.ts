// Entry point of the production server (compiled to build/srv/server/index.js).
//   PORT                port to listen on (default 3000)
//   HOST                interface (default 0.0.0.0: every interface, as a container needs;
//                       set 127.0.0.1 to keep it local)
//   SHADOWCRADLE_HOSTS  comma-separated hostnames whose "/" leads to /shadowcradle
//   DATA_DIR            directory of the leads database, leads.sqlite (default ./data)
//   SMTP_URL            smtp(s)://user:pass@host:port: e-mail each contact submission to sales and
//                       send newsletter confirmations, through the outbox (default: no e-mail;
//                       subscriptions stay pending)
//   PUBLIC_ORIGIN       the site's public origin, for links in e-mails (default site.origin)
//   RATE_LIMIT_MAX      form posts per minute per client IP (IPv6: per /64), for each form
//                       (default 10)
//   SEARCH_RATE_LIMIT_MAX  searches per 10 s per client IP (IPv6: per /64), /api/search and
//                       /search?q= together; beyond, 429 with Retry-After (default 40)
//   SEARCH_TIME_SHARE   the share of the server's time searches may take, whoever asks, above 0
//                       and at most 1; beyond, a search not cached is answered 503 with
//                       Retry-After (default 0.25; 1: no limit)
//   TRUST_PROXY         the proxies whose X-Forwarded-For and -Proto to believe (HSTS and
//                       upgrade-insecure-requests go only over TLS): addresses or CIDRs,
//                       comma-separated (default none; "true" is refused)
import { fileURLToPath } from "node:url";

import { site } from "../app/content/generated/site.js";
import { parseHosts } from "../app/lib/host-redirect.js";
import { buildServer, DEFAULT_RATE_LIMIT_MAX } from "./app.js";
import { DEFAULT_SEARCH_RATE_LIMIT_MAX, DEFAULT_SEARCH_TIME_SHARE } from "./search.js";

/** The build directory, from this file's place in it: build/srv/server/index.js. */
const buildDir = fileURLToPath(new URL("../../", import.meta.url));
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readPort(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}".`);
  }
  return port;
}

function readRateLimit(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(`${name} must be a positive integer, got "${value}".`);
  }
  return max;
}

function readShare(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const share = Number(value);
  if (!(share > 0 && share <= 1)) {
    throw new Error(`${name} must be a number above 0 and at most 1, got "${value}".`);
  }
  return share;
}

async function start(): Promise<void> {
  const port = readPort(process.env.PORT);
  const host = process.env.HOST || "0.0.0.0";
  const app = await buildServer({
    clientDir: `${buildDir}client`,
    cspManifestPath: `${buildDir}csp-manifest.json`,
    shadowCradleHosts: parseHosts(process.env.SHADOWCRADLE_HOSTS, site.shadowCradleDefaultHosts),
    dataDir: process.env.DATA_DIR || "./data",
    databaseUrl: process.env.DATABASE_URL || undefined,
    smtpUrl: process.env.SMTP_URL || undefined,
    publicOrigin: process.env.PUBLIC_ORIGIN || undefined,
    rateLimitMax: readRateLimit("RATE_LIMIT_MAX", DEFAULT_RATE_LIMIT_MAX),
    searchRateLimitMax: readRateLimit("SEARCH_RATE_LIMIT_MAX", DEFAULT_SEARCH_RATE_LIMIT_MAX),
    searchTimeShare: readShare("SEARCH_TIME_SHARE", DEFAULT_SEARCH_TIME_SHARE),
    trustProxy: process.env.TRUST_PROXY,
    searchIndexPath: `${buildDir}search.sqlite`,
    logger: true,
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1); // a second signal: stop waiting
    closing = true;
    app.log.info(`${signal}: closing (in-flight requests may finish)`);
    setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);

  const address = await app.listen({ port, host });
  app.log.info(`${site.brand} site at ${address.replace("0.0.0.0", "localhost")}`);
}

start().catch((error: unknown) => {
  console.error(`server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
