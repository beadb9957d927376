// Delivers the mail outbox (server/db/outbox.ts): one sender per server, a bounded number of
// messages at a time (so a stalled SMTP server costs a few sockets, not one per post), retries
// with exponential backoff, and a row marked failed for good after a permanent refusal (5xx) or
// MAX_ATTEMPTS. The queue is in the database, so it survives restarts: a row being sent when the
// server stopped is given back on the way out (SIGTERM), or at the next start after a crash, and
// retried then. Delivery is at least once: a server that accepts a message after the sender gave
// up on it gets it again on the retry, with the same Message-ID. Logs never hold an address or a
// message.
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

import type { MailJob } from "../db/outbox.js";
import type { Writer } from "../db/writer.js";
import type { OpArgs } from "../db/writer-protocol.js";
import type { MailMessage } from "./messages.js";

/** What the sender needs of a transport (nodemailer's, or a test's). */
export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
  close(): void;
}

/**
 * SMTP timeouts unless the URL sets its own. The socket timeout (silence in any phase) is also
 * the wait for the answer to a message's data, which servers that scan or greylist give after
 * a minute or more (RFC 5321 asks clients to wait up to 10 minutes for it): a sender that gives
 * up first leaves a message the server may still accept, and sends it again.
 * Since nodemailer 10.1 the connection timeout bounds the whole setup, from the DNS lookup to
 * the greeting and STARTTLS, not the TCP connect alone: it is the sum of the 10 s each that the
 * connect and the greeting had before.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 20_000,
  greetingTimeout: 10_000,
  socketTimeout: 5 * 60_000,
} as const;

/** The whole of one attempt, longer than any one silence it may hold. */
export const DEFAULT_SEND_TIMEOUT_MS = 6 * 60_000;
/** A claimed row is left to its sender this long (longer than an attempt) unless given back. */
export const DEFAULT_LEASE_MS = 10 * 60_000;

/** A nodemailer SMTP transport for `url`, with SMTP_TIMEOUTS as defaults. */
export function smtpTransport(url: string): MailTransport {
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(value));
  }
  const transport = nodemailer.createTransport(parsed.href);
  return {
    sendMail: (message) => transport.sendMail(message),
    close: () => transport.close(),
  };
}

export interface SenderOptions {
  writer: Pick<Writer, "call">;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** The clock (tests move it on to make retries due). */
  now?: () => Date;
  /** Messages in flight at most. */
  concurrency?: number;
  /** Attempts before a row is marked failed for good. */
  maxAttempts?: number;
  /** Wait before attempt n + 1 after attempt n failed. */
  retryDelayMs?: (attempt: number) => number;
  /** How long a claimed row is left to this sender before it is due again. */
  leaseMs?: number;
  /** Look at the outbox at least this often. */
  pollMs?: number;
  /** Give up on one message after this long (counted as a failed attempt). */
  sendTimeoutMs?: number;
  /** How long stop() waits for messages in flight before giving their leases back. */
  stopWaitMs?: number;
  /** Patience for each outbox operation of the writer thread. */
  storeTimeoutMs?: number;
}

export const MAX_ATTEMPTS = 10;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 60 * 60_000;

/** 1, 2, 4 … minutes, at most 6 hours: ten attempts span about a day and a half. */
export const defaultRetryDelay = (attempt: number) =>
  Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempt - 1));

export interface MailSender {
  /** Look at the outbox now (a post has just queued a message). */
  wake(): void;
  /** Stops claiming; waits a little for messages in flight, then closes the transport. */
  stop(): Promise<void>;
}

/** An SMTP refusal that no retry will change (5xx), or a message that cannot be addressed. */
function isPermanent(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === "number") return responseCode >= 500 && responseCode < 600;
  return code === "EENVELOPE";
}

/**
 * The error without the message: code, SMTP response code, command, text, with any e-mail
 * address taken out (servers quote the recipient: "550 <dana@example.com> unknown"). It is
 * logged and stored, and neither the log nor the outbox holds what visitors typed.
 */
export function describeMailError(error: unknown): string {
  const { code, responseCode, command, message } = error as Record<string, unknown>;
  return [code, responseCode, command, message]
    .filter((part) => part !== undefined && part !== "")
    .map(String)
    .join(" ")
    .replace(/[^\s<>"'()[\],;:]+@[^\s<>"'()[\],;:]+/g, "[address]");
}

const STOP_WAIT_MS = 5_000;

export function startMailSender(options: SenderOptions): MailSender {
  const {
    writer,
    transport,
    log,
    now = () => new Date(),
    concurrency = 2,
    maxAttempts = MAX_ATTEMPTS,
    retryDelayMs = defaultRetryDelay,
    leaseMs = DEFAULT_LEASE_MS,
    pollMs = 60_000,
    sendTimeoutMs = DEFAULT_SEND_TIMEOUT_MS,
    stopWaitMs = STOP_WAIT_MS,
    storeTimeoutMs = 10_000,
  } = options;
  const call = <O extends "claimMail" | "mailSent" | "mailFailed" | "releaseMail">(
    op: O,
    args: OpArgs<O>,
  ) => writer.call(op, args, { now: now(), timeoutMs: storeTimeoutMs });

  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let claiming: Promise<void> | undefined;
  let again = false;
  /** The leases of a previous process (one that died) have been given back. */
  let othersReleased = false;
  /** stop() gave back the leases of the mails still in flight: their outcome is not recorded. */
  let givenBack = false;

  const sleep = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(tick, Math.max(0, Math.min(ms, pollMs)));
    timer.unref();
  };

  async function deliver(job: MailJob) {
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        transport.sendMail(job.message),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error("timed out")), sendTimeoutMs);
        }),
      ]);
      clearTimeout(timeout);
      await call("mailSent", { id: job.id });
      log.info({ mail: job.kind, attempts: job.attempts }, "e-mail sent");
    } catch (error) {
      clearTimeout(timeout);
      if (givenBack) return; // due again at the next start, as this attempt never ended
      const last = isPermanent(error) || job.attempts >= maxAttempts;
      const retryAt = last ? undefined : new Date(now().getTime() + retryDelayMs(job.attempts));
      const mailError = describeMailError(error);
      await call("mailFailed", { id: job.id, error: mailError, retryAt: retryAt?.toISOString() })
        // Not recorded: the lease runs out and the message is tried again, which is what a retry
        // would have done.
        .catch((store: unknown) => log.error({ err: store }, "e-mail outcome not recorded"));
      if (last) {
        log.error({ mail: job.kind, attempts: job.attempts, mailError }, "e-mail failed for good");
      } else {
        log.warn(
          { mail: job.kind, attempts: job.attempts, mailError },
          "e-mail failed, will retry",
        );
      }
    }
  }

  function tick() {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = claimDue().finally(() => {
      claiming = undefined;
    });
  }

  async function claimDue() {
    try {
      if (!othersReleased) {
        // Rows a process that died was sending (kill -9, a crash): due now, not after the lease.
        const released = await call("releaseMail", { whose: "others" });
        othersReleased = true;
        if (released > 0) log.warn({ released }, "e-mails left in flight by a previous process");
      }
      do {
        again = false;
        const free = concurrency - inFlight.size;
        if (free <= 0) break; // a delivery that ends wakes the sender
        const { jobs, nextDueAt } = await call("claimMail", { limit: free, leaseMs });
        // Stopped meanwhile: the rows stay leased, and are sent after the lease (next start).
        if (stopped) return;
        for (const job of jobs) {
          const delivery = deliver(job).finally(() => {
            inFlight.delete(delivery);
            wake();
          });
          inFlight.add(delivery);
        }
        if (jobs.length === free)
          again = true; // there may be more due
        else sleep(nextDueAt ? Date.parse(nextDueAt) - now().getTime() : pollMs);
      } while (again && !stopped);
    } catch (error) {
      log.error({ err: error }, "mail outbox not read; trying again later");
      sleep(pollMs);
    }
  }

  function wake() {
    if (stopped) return;
    clearTimeout(timer);
    tick();
  }

  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        claiming?.then(() => Promise.allSettled([...inFlight])) ??
          Promise.allSettled([...inFlight]),
        new Promise((resolve) => {
          waited = setTimeout(resolve, stopWaitMs);
        }),
      ]);
      clearTimeout(waited);
      if (inFlight.size > 0) {
        // Still being sent: given back, so the next start sends them at once rather than after
        // the lease. A server that accepts one meanwhile gets it again (same Message-ID).
        givenBack = true;
        await call("releaseMail", { whose: "own" }).then(
          (released) => log.info({ released }, "e-mails in flight given back to the outbox"),
          (error: unknown) => log.error({ err: error }, "e-mails in flight not given back"),
        );
      }
      transport.close();
    },
  };
}
