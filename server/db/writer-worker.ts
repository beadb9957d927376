// The writer thread: the server's only SQLite connection. node:sqlite is synchronous, so a
// write that waits for a lock (another process's backup or purge holds it) would stop every
// request on the thread that runs it; here it stops only this queue.
//
// Requests that arrive while one batch runs are taken together as the next batch: one
// BEGIN IMMEDIATE … COMMIT (one fsync) for all of them, each in a savepoint so that one failure
// undoes only its own changes. A request whose caller has stopped waiting (its deadline passed)
// is answered busy without being run, and the lock is awaited no longer than the earliest
// deadline in the batch: the caller answers 503, and nothing is stored that was not reported.
import { parentPort, workerData } from "node:worker_threads";

import type { ContactInput, NewsletterInput, NotifyInput } from "../../app/lib/forms/schemas.js";
import { openDatabase } from "./database.js";
import { createIdempotencyStore } from "./idempotency.js";
import { createLeadStore, pendingCutoff, readLinkKey } from "./leads.js";
import { createOutbox } from "./outbox.js";
import {
  BUSY,
  IDEMPOTENT_OPS,
  type OpName,
  type WorkerMessage,
  type WriterConfig,
  type WriterFailure,
  type WriterReply,
  type WriterRequest,
} from "./writer-protocol.js";

if (!parentPort) throw new Error("writer-worker.ts runs as a worker thread (server/db/writer.ts)");
const port: NonNullable<typeof parentPort> = parentPort;
const config = workerData as WriterConfig;
const post = (message: WorkerMessage) => port.postMessage(message);

/** The database, or undefined (the reason posted) when it cannot be used. */
function open() {
  try {
    // Another process holding the write lock delays a start that has migrations to apply, for
    // as long as it holds it; a start with nothing to migrate takes no lock at all.
    const db = openDatabase(config.dataDir, {
      onLockWait: (attempt) =>
        post({
          type: "log",
          message:
            `waiting for the database's write lock to apply migrations (another process holds ` +
            `it; attempt ${attempt}); trying again`,
        }),
    });
    return {
      db,
      store: createLeadStore(db),
      outbox: createOutbox(db, {
        origin: config.origin,
        salesTo: config.salesTo,
        owner: config.leaseOwner,
      }),
    };
  } catch (error) {
    post({ type: "fatal", message: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}

type Opened = NonNullable<ReturnType<typeof open>>;

/** Answers requests until told to close. */
function serve({ db, store, outbox }: Opened) {
  const mail = { mail: config.mail };
  const keys = createIdempotencyStore(db);
  const probe = db.prepare<[string]>(
    `INSERT INTO settings (name, value) VALUES ('probe', ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
  );
  type Handler = (args: never, now: Date) => unknown;
  const handlers: Record<OpName, Handler> = {
    contact: (args: ContactInput, now) => {
      store.addContact(args, now, mail);
      return "created";
    },
    newsletter: (args: NewsletterInput, now) => store.subscribe(args, now, mail),
    notify: (args: NotifyInput) => store.addNotify(args),
    confirm: (args: { token: string }, now) => store.confirm(args.token, now),
    unsubscribe: (args: { token: string }) => store.unsubscribe(args.token),
    claimMail: (args: { limit: number; leaseMs: number }, now) =>
      outbox.claim(now, args.limit, args.leaseMs),
    mailSent: (args: { id: number }, now) => {
      outbox.sent(args.id, now);
      return null;
    },
    mailFailed: (args: { id: number; error: string; retryAt?: string }, now) => {
      outbox.failed(args.id, now, args.error, args.retryAt ? new Date(args.retryAt) : undefined);
      return null;
    },
    releaseMail: (args: { whose: "own" | "others" }, now) => outbox.release(now, args.whose),
    purgeUnconfirmed: (_args, now) => store.purgeUnconfirmed(pendingCutoff(now)),
    purgeIdempotencyKeys: (_args, now) => keys.purge(now),
    outboxCounts: () => outbox.counts(),
    probe: (_args, now) => {
      probe.run(now.toISOString());
      return null;
    },
    outboxDue: (_args, now) => outbox.due(now),
  };

  function failureOf(error: unknown): WriterFailure {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      code: typeof code === "string" ? code : "ERROR",
      message: typeof message === "string" ? message : String(error),
    };
  }

  const busy = (id: number): WriterReply => ({
    id,
    ok: false,
    failure: { code: BUSY, message: "the database stayed locked until the request's deadline" },
  });

  let queue: WriterRequest[] = [];
  let scheduled = false;
  let closing = false;

  function runBatch(batch: WriterRequest[]): WriterReply[] {
    const replies: WriterReply[] = [];
    const live = batch.filter((request) => {
      if (request.deadline > Date.now()) return true;
      replies.push(busy(request.id));
      return false;
    });
    if (live.length === 0) return replies;

    const wait = Math.max(1, Math.min(...live.map((request) => request.deadline)) - Date.now());
    db.pragma(`busy_timeout = ${Math.ceil(wait)}`);
    try {
      db.exec("BEGIN IMMEDIATE");
    } catch (error) {
      const failure = failureOf(error);
      for (const { id } of live) replies.push({ id, ok: false, failure });
      return replies;
    }
    const done: WriterReply[] = [];
    try {
      for (const request of live) {
        db.exec("SAVEPOINT request");
        try {
          const now = new Date(request.now);
          const run = () => handlers[request.op](request.args as never, now);
          const { idempotencyKey: key, op } = request;
          const { value, replayed } =
            key !== undefined && (IDEMPOTENT_OPS as readonly string[]).includes(op)
              ? keys.once(op, key, request.args, now, run)
              : { value: run(), replayed: false };
          db.exec("RELEASE request");
          done.push({ id: request.id, ok: true, value, replayed });
        } catch (error) {
          db.exec("ROLLBACK TO request");
          db.exec("RELEASE request");
          done.push({ id: request.id, ok: false, failure: failureOf(error) });
        }
      }
      db.exec("COMMIT");
    } catch (error) {
      // The commit (or a savepoint statement) failed: nothing of the batch is stored.
      if (db.inTransaction) db.exec("ROLLBACK");
      const failure = failureOf(error);
      return [...replies, ...live.map(({ id }): WriterReply => ({ id, ok: false, failure }))];
    }
    return [...replies, ...done];
  }

  function drain() {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length > 0) {
      for (const reply of runBatch(batch)) post({ type: "reply", reply });
    }
    if (closing && queue.length === 0) {
      db.close();
      port.close();
    }
  }

  port.on("message", (message: WriterRequest | { type: "close" }) => {
    if ("type" in message) closing = true;
    else queue.push(message);
    if (!scheduled) {
      scheduled = true;
      // After the messages that already arrived: they join this batch.
      setImmediate(drain);
    }
  });

  post({ type: "ready", linkKey: readLinkKey(db).toString("hex") });
}

const opened = open();
if (opened) serve(opened);
else port.close(); // nothing else keeps the thread alive: it ends, and the server reports why
