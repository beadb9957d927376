// The messages between the server's main thread and its writer thread (server/db/writer.ts and
// writer-worker.ts): one operation per request, answered once by id.
import type { ConfirmOutcome, UnsubscribeOutcome } from "../../app/content/newsletter-links.js";
import type { ContactInput, NewsletterInput, NotifyInput } from "../../app/lib/forms/schemas.js";
import type { SaveResult, SubscribeOutcome } from "./leads.js";
import type { ClaimResult, OutboxCounts, OutboxDue } from "./outbox.js";

/** Each operation: [its argument, its result]. */
export interface WriterOps {
  contact: [ContactInput, SaveResult];
  newsletter: [NewsletterInput, SubscribeOutcome];
  notify: [NotifyInput, SaveResult];
  confirm: [{ token: string }, ConfirmOutcome];
  unsubscribe: [{ token: string }, UnsubscribeOutcome];
  claimMail: [{ limit: number; leaseMs: number }, ClaimResult];
  mailSent: [{ id: number }, null];
  mailFailed: [{ id: number; error: string; retryAt?: string }, null];
  /** Makes this process's leased rows ("own") or those of processes gone ("others") due now. */
  releaseMail: [{ whose: "own" | "others" }, number];
  purgeUnconfirmed: [Record<string, never>, number];
  /** Deletes the idempotency keys older than a day. */
  purgeIdempotencyKeys: [Record<string, never>, number];
  outboxCounts: [Record<string, never>, OutboxCounts];
  /** Readiness: one small write, committed (settings.probe holds the time): the database takes
   * writes now. */
  probe: [Record<string, never>, null];
  /** Readiness: the mails due now and since when the oldest has been due; a sender that no
   * longer claims (stuck, or no instance sending) leaves that time ever further in the past. */
  outboxDue: [Record<string, never>, OutboxDue];
}

export type OpName = keyof WriterOps;
export type OpArgs<O extends OpName> = WriterOps[O][0];
export type OpResult<O extends OpName> = WriterOps[O][1];

export interface WriterConfig {
  /** Directory of leads.sqlite. */
  dataDir: string;
  /** Origin of the public site, for links in e-mails. */
  origin: string;
  /** Queue e-mails in the outbox (SMTP is configured). */
  mail: boolean;
  /** Recipient of contact e-mails (default site.email.sales). */
  salesTo?: string;
  /** The name of this server process on the outbox rows it leases (default: pid and random). */
  leaseOwner?: string;
}

export interface WriterRequest {
  id: number;
  op: OpName;
  args: unknown;
  /** The server's clock (ISO 8601): what "now" is for the operation. */
  now: string;
  /** Date.now() after which the operation must not start (the caller has stopped waiting). */
  deadline: number;
  /** A form post's Idempotency-Key: run once per operation and key (server/db/idempotency.ts). */
  idempotencyKey?: string;
}

/** The operations that take an Idempotency-Key (the three forms). */
export const IDEMPOTENT_OPS = ["contact", "newsletter", "notify"] as const;

/** Why an operation did not happen: busy (lock not obtained in time) or an error code. */
export interface WriterFailure {
  code: string;
  message: string;
}

export type WriterReply =
  | { id: number; ok: true; value: unknown; replayed?: boolean }
  | { id: number; ok: false; failure: WriterFailure };

export type WorkerMessage =
  /** The database is open; `linkKey` (hex) signs the e-mail links, checked on the main thread. */
  | { type: "ready"; linkKey: string }
  | { type: "fatal"; message: string }
  | { type: "reply"; reply: WriterReply }
  /** Something the server should log (the thread has no logger), e.g. a wait for the lock. */
  | { type: "log"; message: string };

/** The code of a request that could not start or take the lock before its deadline. */
export const BUSY = "SQLITE_BUSY";
