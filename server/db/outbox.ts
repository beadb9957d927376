// The mail outbox: each e-mail is a row written in the same transaction as the submission it is
// about (server/db/leads.ts), so a stored submission always has its e-mail queued and a crash
// can lose neither. The sender (server/mail/sender.ts) claims due rows with a lease, and reports
// each one sent, to retry later, or failed for good. The mail is rendered from the submission
// when it is claimed: the outbox holds no copy of what visitors typed.
import { randomBytes } from "node:crypto";

import type { ContactInput } from "../../app/lib/forms/schemas.js";
import { CONFIRM_LINK_DAYS, linkUrl, signLink } from "../links.js";
import { confirmationMail, contactMail, type MailMessage } from "../mail/messages.js";
import type { Db } from "./database.js";
import { confirmToken, readLinkKey } from "./leads.js";
import { ownerIsGone } from "./lease-owner.js";
import type { MAIL_KINDS } from "./migrations.js";

export type MailKind = (typeof MAIL_KINDS)[number];

/** A fresh Message-ID for a row's first attempt (kept on retries). */
export const newMessageId = () => randomBytes(16).toString("hex");

export interface MailJob {
  id: number;
  kind: MailKind;
  /** Attempts so far, this one included. */
  attempts: number;
  message: MailMessage;
}

export interface ClaimResult {
  jobs: MailJob[];
  /** When the next pending row falls due (ISO 8601), if any. */
  nextDueAt?: string;
}

export interface OutboxCounts {
  pending: number;
  sent: number;
  failed: number;
  skipped: number;
}

export interface OutboxDue {
  /** Pending rows whose next attempt is due (not leased, not waiting for a retry). */
  due: number;
  /** When the oldest of them fell due (ISO 8601), if any. */
  oldestDueAt?: string;
}

export interface Outbox {
  /**
   * Up to `limit` rows due at `now`, each leased to this outbox's owner until `now + leaseMs`
   * and counted as an attempt. A sender that stops gives its leases back (`release("own")`);
   * the leases of one that died are given back when the next one starts (`release("others")`),
   * or run out.
   */
  claim(now: Date, limit: number, leaseMs: number): ClaimResult;
  /**
   * Makes the leased rows of this owner ("own": the sender is stopping with mails in flight), or
   * of every other owner ("others": a previous process that died), due at `now`. Returns the
   * number of rows released.
   */
  release(now: Date, whose: "own" | "others"): number;
  sent(id: number, now: Date): void;
  /** Retry at `retryAt`, or (without it) mark the row failed for good. */
  failed(id: number, now: Date, error: string, retryAt?: Date): void;
  counts(): OutboxCounts;
  /** The rows due at `now` (readiness: is the outbox being sent?). */
  due(now: Date): OutboxDue;
}

export interface OutboxOptions {
  /** Origin of the public site, for the links in e-mails. */
  origin: string;
  /** The sales inbox (default site.email.sales). */
  salesTo?: string;
  /** Who leases the rows claimed here: one name per server process (default "local"). */
  owner?: string;
  /** Whether the process that leased rows under this name is gone (default ownerIsGone). */
  ownerIsGone?: (owner: string) => boolean;
}

/** What an outbox row's e-mail is made from, as read when it is claimed (either engine). */
export interface MailSource {
  kind: MailKind;
  /** The contact submission (null for empty optional fields); undefined when deleted. */
  contact?: Pick<ContactInput, "name" | "email" | "message"> & {
    [K in "company" | "segment" | "topic"]: NonNullable<ContactInput[K]> | null;
  };
  /** The subscription (its id, and its row unless deleted). */
  subscriber?: {
    id: number;
    email?: string;
    status?: string;
    confirm_nonce?: string | null;
    unsubscribe_nonce?: string;
  };
}

/** The e-mail of an outbox row, or undefined when there is nothing to send any more. */
export function renderMail(
  { kind, contact, subscriber }: MailSource,
  key: Buffer,
  options: Pick<OutboxOptions, "origin" | "salesTo">,
  now: Date,
): MailMessage | undefined {
  if (kind === "contact") {
    if (!contact) return undefined;
    const clean = Object.fromEntries(
      Object.entries(contact).filter(([, value]) => value !== null),
    ) as ContactInput;
    return contactMail(clean, options.salesTo);
  }
  // Confirmed (or gone) since it was queued: the request would only confuse.
  if (
    !subscriber?.email ||
    subscriber.status !== "pending" ||
    !subscriber.confirm_nonce ||
    !subscriber.unsubscribe_nonce
  ) {
    return undefined;
  }
  const { id } = subscriber;
  const confirm = confirmToken(key, id, subscriber.confirm_nonce, now);
  const unsubscribe = signLink(key, "unsubscribe", {
    id,
    nonce: subscriber.unsubscribe_nonce,
    expires: 0,
  });
  return confirmationMail({
    email: subscriber.email,
    confirmUrl: linkUrl(options.origin, "confirm", confirm),
    unsubscribeUrl: linkUrl(options.origin, "unsubscribe", unsubscribe),
    days: CONFIRM_LINK_DAYS,
  });
}

/** The Message-ID header of an outbox row's e-mail, from its stored id. */
export const messageIdHeader = (messageId: string, origin: string) =>
  `<${messageId}@${new URL(origin).hostname}>`;

export function createOutbox(db: Db, options: OutboxOptions): Outbox {
  const key = readLinkKey(db);
  const due = db.prepare<
    [string, number],
    { id: number; kind: MailKind; contact_id: number | null; subscription_id: number | null }
  >(
    `SELECT id, kind, contact_id, subscription_id FROM mail_outbox
     WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const owner = options.owner ?? "local";
  // The Message-ID is drawn on the first attempt and kept: every retry of a row is the same
  // message, which lets a mail program or the sales team recognise a duplicate.
  const lease = db.prepare<
    [string, string, string, number],
    { attempts: number; message_id: string }
  >(
    `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ?, lease_owner = ?,
       message_id = coalesce(message_id, ?)
     WHERE id = ? RETURNING attempts, message_id`,
  );
  const finish = db.prepare<[string, string, string | null, number]>(
    `UPDATE mail_outbox SET status = ?, done_at = ?, last_error = ?, lease_owner = NULL
     WHERE id = ?`,
  );
  const retry = db.prepare<[string, string, number]>(
    "UPDATE mail_outbox SET next_attempt_at = ?, last_error = ?, lease_owner = NULL WHERE id = ?",
  );
  const releaseOwn = db.prepare<[string, string]>(
    `UPDATE mail_outbox SET next_attempt_at = ?, lease_owner = NULL
     WHERE status = 'pending' AND lease_owner = ?`,
  );
  const otherOwners = db
    .prepare<[string], string>(
      `SELECT DISTINCT lease_owner FROM mail_outbox
       WHERE status = 'pending' AND lease_owner IS NOT NULL AND lease_owner <> ?`,
    )
    .pluck();
  const isGone = options.ownerIsGone ?? ownerIsGone;
  const nextDue = db
    .prepare<[], string | null>(
      "SELECT min(next_attempt_at) FROM mail_outbox WHERE status = 'pending'",
    )
    .pluck();
  const contact = db.prepare<[number], NonNullable<MailSource["contact"]>>(
    `SELECT name, email, company, segment, topic, message FROM contact_submissions WHERE id = ?`,
  );
  const subscription = db.prepare<
    [number],
    { email: string; status: string; confirm_nonce: string | null; unsubscribe_nonce: string }
  >(
    `SELECT email, status, confirm_nonce, unsubscribe_nonce
     FROM newsletter_subscriptions WHERE id = ?`,
  );
  const dueNow = db.prepare<[string], { due: number; oldest: string | null }>(
    `SELECT count(*) AS due, min(next_attempt_at) AS oldest FROM mail_outbox
     WHERE status = 'pending' AND next_attempt_at <= ?`,
  );
  const countAll = db.prepare<[], { status: keyof OutboxCounts; count: number }>(
    "SELECT status, count(*) AS count FROM mail_outbox GROUP BY status",
  );

  /** The e-mail of a row, or undefined when there is nothing to send any more. */
  const render = (
    row: { kind: MailKind; contact_id: number | null; subscription_id: number | null },
    now: Date,
  ) =>
    renderMail(
      {
        kind: row.kind,
        contact: row.contact_id === null ? undefined : contact.get(row.contact_id),
        subscriber:
          row.subscription_id === null
            ? undefined
            : { id: row.subscription_id, ...subscription.get(row.subscription_id) },
      },
      key,
      options,
      now,
    );

  const claim = db.transaction((now: Date, limit: number, leaseMs: number): ClaimResult => {
    const iso = now.toISOString();
    const leasedUntil = new Date(now.getTime() + leaseMs).toISOString();
    const jobs: MailJob[] = [];
    for (const row of due.all(iso, limit)) {
      const message = render(row, now);
      if (!message) {
        finish.run("skipped", iso, null, row.id);
        continue;
      }
      const { attempts, message_id } = lease.get(leasedUntil, owner, newMessageId(), row.id)!;
      jobs.push({
        id: row.id,
        kind: row.kind,
        attempts,
        message: { ...message, messageId: messageIdHeader(message_id, options.origin) },
      });
    }
    return { jobs, nextDueAt: nextDue.get() ?? undefined };
  });

  return {
    claim(now, limit, leaseMs) {
      return claim.immediate(now, limit, leaseMs);
    },
    release(now, whose) {
      if (whose === "own") return releaseOwn.run(now.toISOString(), owner).changes;
      // Only a process that is gone: another server on this database may be sending right now.
      return otherOwners
        .all(owner)
        .filter(isGone)
        .reduce((sum, other) => sum + releaseOwn.run(now.toISOString(), other).changes, 0);
    },
    sent(id, now) {
      finish.run("sent", now.toISOString(), null, id);
    },
    failed(id, now, error, retryAt) {
      const text = error.slice(0, 300);
      if (retryAt) retry.run(retryAt.toISOString(), text, id);
      else finish.run("failed", now.toISOString(), text, id);
    },
    due(now) {
      const { due, oldest } = dueNow.get(now.toISOString())!;
      return { due, ...(oldest === null ? {} : { oldestDueAt: oldest }) };
    },
    counts() {
      const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0, skipped: 0 };
      for (const { status, count } of countAll.all()) counts[status] = count;
      return counts;
    },
  };
}
