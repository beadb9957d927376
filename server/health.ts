// GET /healthz and GET /readyz, for a load balancer, an orchestrator or a monitor. /healthz says
// the process answers (nothing else: a liveness check that restarts a server for a locked
// database would not unlock it). /readyz says whether a form post would be stored now: a write
// goes through the same path and lock as the posts, within a short time, and the outbox is not
// stuck. Both answer JSON without personal data, no-store, and write no access-log line (a probe
// every few seconds would bury the log); /readyz logs when it turns not ready and ready again.
import type { FastifyBaseLogger, FastifyInstance } from "fastify";

import type { Writer } from "./db/writer.js";

/** What /readyz asks of the storage (the SQLite writer thread, or another database). */
export interface ReadinessProbe {
  /** A write through the path form posts take; rejects when it is not done within `timeoutMs`. */
  probeWrite(now: Date, timeoutMs: number): Promise<void>;
  /**
   * Since when the oldest e-mail that is due (not leased, not waiting for a retry) has been due;
   * undefined when none is due.
   */
  oldestMailDue(now: Date, timeoutMs: number): Promise<Date | undefined>;
}

/**
 * The probe of the database through its writer, on either engine (SQLite's writer thread or
 * PostgreSQL's pool): `probe` commits a small write the way form posts do, and `outboxDue` says
 * since when the oldest mail that is due (not leased, not waiting for a retry) has been due.
 */
export function writerReadiness(writer: Pick<Writer, "call">): ReadinessProbe {
  return {
    async probeWrite(now, timeoutMs) {
      await writer.call("probe", {}, { now, timeoutMs });
    },
    async oldestMailDue(now, timeoutMs) {
      const { oldestDueAt } = await writer.call("outboxDue", {}, { now, timeoutMs });
      return oldestDueAt === undefined ? undefined : new Date(oldestDueAt);
    },
  };
}

export interface Readiness {
  status: "ready" | "not ready";
  /** The write: done, or not within the time (`databaseError` says why, as a code). */
  database: "ok" | "unavailable";
  databaseError?: string;
  /**
   * ok; off (no SMTP_URL: nothing is sent, nothing can be stuck); stuck (an e-mail has been due
   * longer than `stuckAfterMs`: the sender is not sending); unknown (the outbox could not be read).
   */
  outbox: "ok" | "off" | "stuck" | "unknown";
  /** How long the earliest unsent e-mail has been due, in whole seconds (0: none is due). */
  outboxDueSeconds?: number;
}

export interface HealthOptions {
  probe: ReadinessProbe;
  /** E-mail is sent (SMTP is configured): only then is the outbox checked. */
  mail: boolean;
  /** The server's clock. */
  now: () => Date;
  /** Where the turns to not ready and back are logged. */
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  /** How long /readyz waits for the database (default 1 s). */
  timeoutMs?: number;
  /** An e-mail due this long and still unsent means the outbox is stuck (default 15 min). */
  stuckAfterMs?: number;
  /** A result this recent is answered again (default 1 s): a flood of probes costs one write a second. */
  cacheMs?: number;
}

export const READY_TIMEOUT_MS = 1_000;
/**
 * The sender looks at the outbox at least every minute and at once when a mail is queued, and
 * retries with backoff (the row is then due later), so a row due for 15 minutes is not waiting
 * for a retry or for a slow SMTP server (its lease covers the attempt): nothing is sending.
 */
export const OUTBOX_STUCK_AFTER_MS = 15 * 60_000;
export const READY_CACHE_MS = 1_000;
/** Over the probe's own time: the writer answers busy at its deadline; this catches a thread that never answers. */
const ANSWER_MARGIN_MS = 250;

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : "ERROR";
};

/** `promise`, or a rejection with code TIMEOUT after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error("no answer in time"), { code: "TIMEOUT" })),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The readiness check: one at a time (concurrent callers share it), a recent result reused, and
 * each turn between ready and not ready logged once.
 */
export function readinessCheck(options: HealthOptions): () => Promise<Readiness> {
  const {
    probe,
    mail,
    now,
    log,
    timeoutMs = READY_TIMEOUT_MS,
    stuckAfterMs = OUTBOX_STUCK_AFTER_MS,
    cacheMs = READY_CACHE_MS,
  } = options;

  async function check(): Promise<Readiness> {
    const at = now();
    const wait = timeoutMs + ANSWER_MARGIN_MS;
    const [write, due] = await Promise.allSettled([
      within(probe.probeWrite(at, timeoutMs), wait),
      mail ? within(probe.oldestMailDue(at, timeoutMs), wait) : Promise.resolve(undefined),
    ]);
    const result: Readiness = {
      status: "ready",
      database: write.status === "fulfilled" ? "ok" : "unavailable",
      outbox: "off",
    };
    if (write.status === "rejected") result.databaseError = codeOf(write.reason);
    if (mail && due.status === "rejected") result.outbox = "unknown";
    else if (mail && due.status === "fulfilled") {
      const overdueMs = due.value ? Math.max(0, at.getTime() - due.value.getTime()) : 0;
      result.outbox = overdueMs > stuckAfterMs ? "stuck" : "ok";
      result.outboxDueSeconds = Math.floor(overdueMs / 1000);
    }
    if (result.database !== "ok" || result.outbox === "stuck" || result.outbox === "unknown") {
      result.status = "not ready";
    }
    return result;
  }

  let last: { at: number; result: Readiness } | undefined;
  let running: Promise<Readiness> | undefined;
  let wasReady = true;
  const report = (result: Readiness) => {
    const ready = result.status === "ready";
    if (ready === wasReady) return;
    wasReady = ready;
    if (ready) log.info("ready again (/readyz)");
    else log.warn({ readiness: result }, "not ready (/readyz)");
  };

  return () => {
    if (last && Date.now() - last.at < cacheMs) return Promise.resolve(last.result);
    running ??= check()
      .then((result) => {
        last = { at: Date.now(), result };
        report(result);
        return result;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}

export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const readiness = readinessCheck(options);
  // No access-log line for the probes ("silent" also quiets the request's own logger; the
  // turns of /readyz go to the server's logger).
  const quiet = { logLevel: "silent" } as const;
  app.get("/healthz", quiet, (_request, reply) =>
    reply.header("cache-control", "no-store").send({ status: "ok" }),
  );
  app.get("/readyz", quiet, async (_request, reply) => {
    const result = await readiness();
    return reply
      .code(result.status === "ready" ? 200 : 503)
      .header("cache-control", "no-store")
      .send(result);
  });
}
