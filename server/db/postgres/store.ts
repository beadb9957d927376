// The leads database on PostgreSQL (DATABASE_URL): the same operations as the SQLite writer
// thread (../writer-worker.ts), behind the same Writer interface, for several server processes
// on one database. Each operation is one transaction on a pooled connection: a form post's row,
// its outbox row and its Idempotency-Key commit together, and the call resolves only after the
// COMMIT, so a 2xx is only sent once the row is stored. Outbox rows are claimed with
// FOR UPDATE SKIP LOCKED and leased (next_attempt_at moves past the lease) in the claiming
// transaction, so two servers never hand out one row at the same time. pg is asynchronous: no
// thread is needed to keep pages served while the database waits.
import { randomBytes } from "node:crypto";

import pg, { type Pool, type PoolClient } from "pg";

import type { ConfirmOutcome, UnsubscribeOutcome } from "../../../app/content/newsletter-links.js";
import type { ContactInput, NewsletterInput, NotifyInput } from "../../../app/lib/forms/schemas.js";
import { readLink } from "../../links.js";
import {
  fingerprintOf,
  type IdempotentOutcome,
  KEY_REUSED,
  keyCutoff,
  replayOf,
} from "../idempotency.js";
import {
  CONFIRMATION_RESEND_MS,
  confirmDecision,
  pendingCutoff,
  type SaveResult,
  type SubscribeOutcome,
  unsubscribeDecision,
} from "../leads.js";
import { ownerIsGone, processOwner } from "../lease-owner.js";
import {
  type ClaimResult,
  type MailJob,
  type MailKind,
  messageIdHeader,
  newMessageId,
  type OutboxCounts,
  type OutboxDue,
  renderMail,
} from "../outbox.js";
import { type CallOptions, StoreError, StoreUnavailableError, type Writer } from "../writer.js";
import {
  IDEMPOTENT_OPS,
  type OpArgs,
  type OpName,
  type OpResult,
  type WriterConfig,
} from "../writer-protocol.js";
import { migratePostgres } from "./migrations.js";

/** Whether DATABASE_URL names PostgreSQL (anything else is refused at start). */
export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/** ISO 8601 with milliseconds, as the SQLite store writes its timestamps. */
export const iso = (value: Date | null): string | null => value && value.toISOString();

/** Connections per server process: the forms, the sender and the hourly clean-up share them. */
const POOL_SIZE = 10;
/** Grace after a deadline for an answer from a transaction that started in time. */
const ANSWER_GRACE_MS = 5_000;
/** A transaction that lost a race (a unique key, a row deleted meanwhile) runs again this often. */
const ATTEMPTS = 3;

/** A pool on `url`; idle connections that fail (a restarted database) are reported, not thrown. */
export function createPool(url: string, onError?: (error: Error) => void): Pool {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  pool.on("error", (error) => onError?.(error));
  return pool;
}

/** SQLSTATE classes that say "not now" rather than "never" (503): connection, rollback
 * (serialization, deadlock), resources, operator intervention (timeouts, shutdown), locks. */
const TRANSIENT_STATE = /^(08|40|53|57|55P03)/;
/** Errors of the socket rather than of the database. */
const TRANSIENT_NODE = /^(E[A-Z]+)$/;
/** Worth running the transaction again at once: a unique key or a row taken by a racing one. */
const RETRY_STATE = /^(23505|40001|40P01)$/;

function storeErrorOf(error: unknown): Error {
  if (error instanceof StoreError || error instanceof StoreUnavailableError) return error;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : String(error);
  if (typeof code === "string") {
    if (code === KEY_REUSED) return new StoreError(text, code);
    if (TRANSIENT_STATE.test(code) || TRANSIENT_NODE.test(code)) {
      return new StoreUnavailableError(text, code);
    }
    return new StoreError(text, code);
  }
  // node-postgres reports a lost connection without a code.
  if (/connection|terminat|timeout/i.test(text))
    return new StoreUnavailableError(text, "PG_CONNECTION");
  return new StoreError(text, "ERROR");
}

const raced = () => Object.assign(new Error("the row changed meanwhile"), { code: "40001" });

/**
 * Runs `work` in one transaction on a pooled connection, started before `deadline` (Date.now())
 * and with every statement cut off there (statement_timeout, lock_timeout): the caller answers
 * 503 and nothing is stored that was not reported. A unique key or row lost to a concurrent
 * transaction runs it again (ATTEMPTS).
 */
export async function inTransaction<T>(
  pool: Pool,
  deadline: number,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const client = await acquire(pool, deadline);
    let broken = false;
    try {
      const left = deadline - Date.now();
      if (left <= 0) throw new StoreUnavailableError("no time left for the transaction", "57014");
      await client.query("BEGIN");
      await client.query(
        "SELECT set_config('statement_timeout', $1, true), set_config('lock_timeout', $1, true)",
        [`${Math.ceil(left)}ms`],
      );
      const value = await work(client);
      await client.query("COMMIT");
      return value;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {
        broken = true; // the connection is gone: the pool drops it
      });
      const { code } = error as { code?: unknown };
      if (attempt < ATTEMPTS && typeof code === "string" && RETRY_STATE.test(code)) continue;
      throw storeErrorOf(error);
    } finally {
      client.release(broken);
    }
  }
}

/** A pooled connection before `deadline`, or StoreUnavailableError (all busy, database down). */
async function acquire(pool: Pool, deadline: number): Promise<PoolClient> {
  const connecting = pool.connect();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StoreUnavailableError("no database connection in time", "PG_POOL")),
      Math.max(0, deadline - Date.now()),
    );
  });
  try {
    return await Promise.race([connecting, late]);
  } catch (error) {
    // A connection that arrives after the caller gave up goes back to the pool.
    connecting.then(
      (client) => client.release(),
      () => undefined,
    );
    throw storeErrorOf(error);
  } finally {
    clearTimeout(timer);
  }
}

/** The HMAC key of e-mail links (made by migration 1). */
export async function readPgLinkKey(pool: Pool): Promise<Buffer> {
  const { rows } = await pool.query<{ value: string }>(
    "SELECT value FROM settings WHERE name = 'link_key'",
  );
  const hex = rows[0]?.value;
  if (!hex) throw new Error("The leads database has no link key (settings.link_key).");
  return Buffer.from(hex, "hex");
}

export interface PostgresStoreOptions extends Omit<WriterConfig, "dataDir"> {
  /** postgres://user:password@host:port/database (node-postgres' connection string). */
  databaseUrl: string;
  /** Called when an idle pooled connection fails (logged by the server). */
  onError?: (error: Error) => void;
}

type Handler<O extends OpName> = (
  client: PoolClient,
  args: OpArgs<O>,
  now: Date,
) => Promise<OpResult<O>>;

const newNonce = () => randomBytes(16).toString("hex");

/** Connects, applies pending migrations, and answers the server's operations. */
export async function startPostgresStore(options: PostgresStoreOptions): Promise<Writer> {
  const pool = createPool(options.databaseUrl, options.onError);
  let key: Buffer;
  try {
    await migratePostgres(pool);
    key = await readPgLinkKey(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const owner = options.leaseOwner ?? processOwner(randomBytes(8).toString("hex"));
  const outboxOptions = { origin: options.origin, salesTo: options.salesTo };

  const queueMail = (
    client: PoolClient,
    kind: MailKind,
    about: { contact?: number; subscription?: number },
    now: Date,
  ) =>
    client.query(
      `INSERT INTO mail_outbox (kind, contact_id, subscription_id, next_attempt_at)
       VALUES ($1, $2, $3, $4)`,
      [kind, about.contact ?? null, about.subscription ?? null, now],
    );

  const subscribe = async (
    client: PoolClient,
    input: NewsletterInput,
    now: Date,
  ): Promise<SubscribeOutcome> => {
    const email = input.email.toLowerCase();
    const topics = input.topics && [...new Set(input.topics)];
    // A new address is inserted; one that exists (or that a concurrent post inserts first) is
    // locked and read, so two instances taking one address at once never both act on it.
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO newsletter_subscriptions (email, status, confirm_nonce, unsubscribe_nonce)
       VALUES ($1, 'pending', $2, $3) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, newNonce(), newNonce()],
    );
    let existing: { id: number; status: string; confirmation_queued_at: Date | null } | undefined;
    let id = inserted.rows[0]?.id;
    if (id === undefined) {
      const found = await client.query<NonNullable<typeof existing>>(
        `SELECT id, status, confirmation_queued_at FROM newsletter_subscriptions
         WHERE email = $1 FOR UPDATE`,
        [email],
      );
      existing = found.rows[0];
      if (!existing) throw raced(); // deleted between the two statements: run again
      if (existing.status === "confirmed") return "confirmed"; // never changed from the form
      id = existing.id;
    }
    if (topics !== undefined) {
      if (existing)
        await client.query("DELETE FROM newsletter_topics WHERE subscription_id = $1", [id]);
      await client.query(
        `INSERT INTO newsletter_topics (subscription_id, topic)
         SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
        [id, topics],
      );
    }
    const last = existing?.confirmation_queued_at;
    const due = !last || now.getTime() - last.getTime() >= CONFIRMATION_RESEND_MS;
    if (options.mail && due) {
      await queueMail(client, "newsletter-confirmation", { subscription: id }, now);
      await client.query(
        "UPDATE newsletter_subscriptions SET confirmation_queued_at = $1 WHERE id = $2",
        [now, id],
      );
    }
    return existing ? "pending" : "new";
  };

  const subscriptionForLink = async (client: PoolClient, id: number) =>
    (
      await client.query<{
        status: string;
        confirm_nonce: string | null;
        unsubscribe_nonce: string | null;
      }>(
        `SELECT status, confirm_nonce, unsubscribe_nonce FROM newsletter_subscriptions
         WHERE id = $1 FOR UPDATE`,
        [id],
      )
    ).rows[0];

  /** Makes the leased rows of `who` due at `now`; returns how many. */
  const releaseOf = async (client: PoolClient, who: string, now: Date) =>
    (
      await client.query(
        `UPDATE mail_outbox SET next_attempt_at = $1, lease_owner = NULL
         WHERE status = 'pending' AND lease_owner = $2`,
        [now, who],
      )
    ).rowCount ?? 0;

  const handlers: { [O in OpName]: Handler<O> } = {
    async contact(client, input: ContactInput, now) {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO contact_submissions (name, email, company, segment, topic, message)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          input.name,
          input.email,
          input.company ?? null,
          input.segment ?? null,
          input.topic ?? null,
          input.message,
        ],
      );
      if (options.mail) await queueMail(client, "contact", { contact: rows[0]!.id }, now);
      return "created";
    },
    newsletter: subscribe,
    async notify(client, input: NotifyInput): Promise<SaveResult> {
      const { rowCount } = await client.query(
        `INSERT INTO notify_requests (email, product, industry) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [input.email.toLowerCase(), input.product ?? null, input.industry ?? null],
      );
      return rowCount === 1 ? "created" : "existing";
    },
    async confirm(client, { token }, now): Promise<ConfirmOutcome> {
      const claims = readLink(key, "confirm", token);
      if (!claims) return "invalid";
      const outcome = confirmDecision(await subscriptionForLink(client, claims.id), claims, now);
      if (outcome !== "confirm") return outcome;
      const { rowCount } = await client.query(
        `UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = $1
         WHERE id = $2 AND status = 'pending' AND confirm_nonce = $3`,
        [now, claims.id, claims.nonce],
      );
      return rowCount === 1 ? "confirmed" : "invalid";
    },
    async unsubscribe(client, { token }): Promise<UnsubscribeOutcome> {
      const claims = readLink(key, "unsubscribe", token);
      if (!claims) return "invalid";
      const outcome = unsubscribeDecision(await subscriptionForLink(client, claims.id), claims);
      if (outcome !== "delete") return outcome;
      await client.query(
        "DELETE FROM newsletter_subscriptions WHERE id = $1 AND unsubscribe_nonce = $2",
        [claims.id, claims.nonce],
      );
      return "unsubscribed";
    },
    async claimMail(client, { limit, leaseMs }, now): Promise<ClaimResult> {
      // SKIP LOCKED: rows another server is claiming right now are left to it; once it commits,
      // their next_attempt_at is past the lease and they are no longer due.
      const { rows } = await client.query<{
        id: number;
        kind: MailKind;
        subscription_id: number | null;
        name: string | null;
        email: string | null;
        company: string | null;
        segment: NonNullable<ContactInput["segment"]> | null;
        topic: NonNullable<ContactInput["topic"]> | null;
        message: string | null;
        s_email: string | null;
        s_status: string | null;
        confirm_nonce: string | null;
        unsubscribe_nonce: string | null;
      }>(
        `SELECT o.id, o.kind, o.subscription_id,
           c.name, c.email, c.company, c.segment, c.topic, c.message,
           s.email AS s_email, s.status AS s_status, s.confirm_nonce, s.unsubscribe_nonce
         FROM mail_outbox o
           LEFT JOIN contact_submissions c ON c.id = o.contact_id
           LEFT JOIN newsletter_subscriptions s ON s.id = o.subscription_id
         WHERE o.status = 'pending' AND o.next_attempt_at <= $1
         ORDER BY o.next_attempt_at, o.id LIMIT $2
         FOR UPDATE OF o SKIP LOCKED`,
        [now, limit],
      );
      const leasedUntil = new Date(now.getTime() + leaseMs);
      const jobs: MailJob[] = [];
      for (const row of rows) {
        const message = renderMail(
          {
            kind: row.kind,
            contact:
              row.kind === "contact" && row.name !== null
                ? {
                    name: row.name,
                    email: row.email!,
                    company: row.company,
                    segment: row.segment,
                    topic: row.topic,
                    message: row.message!,
                  }
                : undefined,
            subscriber:
              row.subscription_id === null
                ? undefined
                : {
                    id: row.subscription_id,
                    email: row.s_email ?? undefined,
                    status: row.s_status ?? undefined,
                    confirm_nonce: row.confirm_nonce,
                    unsubscribe_nonce: row.unsubscribe_nonce ?? undefined,
                  },
          },
          key,
          outboxOptions,
          now,
        );
        if (!message) {
          await client.query(
            `UPDATE mail_outbox SET status = 'skipped', done_at = $1, lease_owner = NULL
             WHERE id = $2`,
            [now, row.id],
          );
          continue;
        }
        const leased = await client.query<{ attempts: number; message_id: string }>(
          `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = $1, lease_owner = $2,
             message_id = coalesce(message_id, $3)
           WHERE id = $4 RETURNING attempts, message_id`,
          [leasedUntil, owner, newMessageId(), row.id],
        );
        const { attempts, message_id } = leased.rows[0]!;
        jobs.push({
          id: row.id,
          kind: row.kind,
          attempts,
          message: { ...message, messageId: messageIdHeader(message_id, options.origin) },
        });
      }
      const next = await client.query<{ due: Date | null }>(
        "SELECT min(next_attempt_at) AS due FROM mail_outbox WHERE status = 'pending'",
      );
      return { jobs, nextDueAt: iso(next.rows[0]?.due ?? null) ?? undefined };
    },
    async mailSent(client, { id }, now) {
      await client.query(
        `UPDATE mail_outbox SET status = 'sent', done_at = $1, last_error = NULL,
           lease_owner = NULL WHERE id = $2`,
        [now, id],
      );
      return null;
    },
    async mailFailed(client, { id, error, retryAt }, now) {
      const text = error.slice(0, 300);
      if (retryAt) {
        await client.query(
          `UPDATE mail_outbox SET next_attempt_at = $1, last_error = $2, lease_owner = NULL
           WHERE id = $3`,
          [retryAt, text, id],
        );
      } else {
        await client.query(
          `UPDATE mail_outbox SET status = 'failed', done_at = $1, last_error = $2,
             lease_owner = NULL WHERE id = $3`,
          [now, text, id],
        );
      }
      return null;
    },
    async releaseMail(client, { whose }, now) {
      if (whose === "own") return releaseOf(client, owner, now);
      // Only a process that is gone: another server on this database may be sending right now.
      const { rows } = await client.query<{ lease_owner: string }>(
        `SELECT DISTINCT lease_owner FROM mail_outbox
         WHERE status = 'pending' AND lease_owner IS NOT NULL AND lease_owner <> $1`,
        [owner],
      );
      let released = 0;
      for (const { lease_owner } of rows) {
        if (ownerIsGone(lease_owner)) released += await releaseOf(client, lease_owner, now);
      }
      return released;
    },
    async purgeUnconfirmed(client, _args, now) {
      const { rowCount } = await client.query(
        "DELETE FROM newsletter_subscriptions WHERE status = 'pending' AND created_at < $1",
        [pendingCutoff(now)],
      );
      return rowCount ?? 0;
    },
    async purgeIdempotencyKeys(client, _args, now) {
      const { rowCount } = await client.query(
        "DELETE FROM idempotency_keys WHERE created_at < $1",
        [keyCutoff(now)],
      );
      return rowCount ?? 0;
    },
    async outboxCounts(client) {
      const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0, skipped: 0 };
      const { rows } = await client.query<{ status: keyof OutboxCounts; count: number }>(
        "SELECT status, count(*)::integer AS count FROM mail_outbox GROUP BY status",
      );
      for (const { status, count } of rows) counts[status] = count;
      return counts;
    },
    async probe(client, _args, now) {
      await client.query(
        `INSERT INTO settings (name, value) VALUES ('probe', $1)
         ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
        [now.toISOString()],
      );
      return null;
    },
    async outboxDue(client, _args, now): Promise<OutboxDue> {
      const { rows } = await client.query<{ due: number; oldest: Date | null }>(
        `SELECT count(*)::integer AS due, min(next_attempt_at) AS oldest FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= $1`,
        [now],
      );
      const { due, oldest } = rows[0]!;
      return { due, ...(oldest === null ? {} : { oldestDueAt: oldest.toISOString() }) };
    },
  };

  /** A form post once per Idempotency-Key, in the post's own transaction (see idempotency.ts). */
  async function once<T>(
    client: PoolClient,
    form: string,
    idempotencyKey: string,
    args: unknown,
    now: Date,
    run: () => Promise<T>,
  ): Promise<IdempotentOutcome<T>> {
    const fingerprint = fingerprintOf(args);
    // A concurrent post of the same key waits here (or at the INSERT, whose unique key then
    // fails and runs this transaction again), and is answered from the first one's row.
    const { rows } = await client.query<{ created_at: Date; fingerprint: string; result: string }>(
      `SELECT created_at, fingerprint, result FROM idempotency_keys
       WHERE form = $1 AND key = $2 FOR UPDATE`,
      [form, idempotencyKey],
    );
    const seen = rows[0] && { ...rows[0], created_at: rows[0].created_at.toISOString() };
    const replay = replayOf<T>(seen, fingerprint, now);
    if (replay) return replay;
    if (seen) {
      await client.query("DELETE FROM idempotency_keys WHERE form = $1 AND key = $2", [
        form,
        idempotencyKey,
      ]);
    }
    const value = await run();
    await client.query(
      `INSERT INTO idempotency_keys (form, key, created_at, fingerprint, result)
       VALUES ($1, $2, $3, $4, $5)`,
      [form, idempotencyKey, now, fingerprint, JSON.stringify(value)],
    );
    return { value, replayed: false };
  }

  let closed = false;
  return {
    linkKey: key,
    async call<O extends OpName>(
      op: O,
      args: OpArgs<O>,
      { now, timeoutMs, idempotencyKey, onReplayed }: CallOptions,
    ): Promise<OpResult<O>> {
      if (closed) throw new StoreUnavailableError("the server is closing", "CLOSED");
      const deadline = Date.now() + timeoutMs;
      const handler = handlers[op] as Handler<O>;
      const run = inTransaction(pool, deadline, async (client) => {
        const once$ = () => handler(client, args, now);
        return idempotencyKey !== undefined && (IDEMPOTENT_OPS as readonly string[]).includes(op)
          ? once(client, op, idempotencyKey, args, now, once$)
          : { value: await once$(), replayed: false };
      });
      // statement_timeout ends every statement at the deadline; this covers a connection that
      // never answers at all (a dead network): the caller is told 503, as for a lock.
      let timer: NodeJS.Timeout | undefined;
      const silent = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new StoreUnavailableError("no answer from the database", "PG_TIMEOUT")),
          timeoutMs + ANSWER_GRACE_MS,
        );
      });
      try {
        const { value, replayed } = await Promise.race([run, silent]);
        if (replayed) onReplayed?.();
        return value;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
