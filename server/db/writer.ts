// The main thread's side of the writer thread (writer-worker.ts): every database operation of the
// server is a message to it, answered asynchronously, so that pages are served whatever SQLite
// is waiting for. An operation not done within its time is refused with StoreUnavailableError
// (the form API answers 503 with Retry-After); a worker that dies is started again on the next
// operation.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

import { processOwner } from "./lease-owner.js";
import {
  BUSY,
  type OpArgs,
  type OpName,
  type OpResult,
  type WorkerMessage,
  type WriterConfig,
  type WriterReply,
} from "./writer-protocol.js";

/** The database could not do the operation in time (locked, busy, or its thread failed). */
export class StoreUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "StoreUnavailableError";
  }
}

/** The operation failed inside the database (a constraint, a full disk, …). */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "StoreError";
  }
}

/** Codes that say "not now" rather than "never": the caller may try again later (503). */
const TRANSIENT = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|PROTOCOL)/;

export interface CallOptions {
  /** The server's clock. */
  now: Date;
  /** How long the caller waits for the operation. */
  timeoutMs: number;
  /** A form post's Idempotency-Key: the operation runs once per key (server/db/idempotency.ts). */
  idempotencyKey?: string;
  /** Told when the key had been seen: the result is the first post's, and nothing ran. */
  onReplayed?: () => void;
}

/**
 * The server's storage: every operation of writer-protocol.ts, answered asynchronously. The
 * SQLite writer thread here is one implementation, PostgreSQL (postgres/store.ts) the other;
 * server/db/store.ts picks one.
 */
export interface Writer {
  call<O extends OpName>(op: O, args: OpArgs<O>, options: CallOptions): Promise<OpResult<O>>;
  /** The key that signs e-mail links (settings.link_key), to check a link without the database. */
  readonly linkKey: Buffer;
  /** Finishes queued operations, closes the database and ends the thread. */
  close(): Promise<void>;
}

export interface WriterOptions extends WriterConfig {
  /** Called when the thread fails outside an operation (logged by the server). */
  onError?: (error: Error) => void;
  /** What the thread has to say while it works, e.g. that it waits for the lock (logged). */
  onLog?: (message: string) => void;
}

/** Grace after a deadline for an answer from a batch that started in time. */
const ANSWER_GRACE_MS = 5_000;
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * The worker's entry: the compiled writer-worker.js beside this file in the build; from the
 * TypeScript sources (tests), writer-worker.ts with hooks that load TypeScript.
 */
function workerEntry(): { url: URL; execArgv: string[] } {
  const compiled = new URL("./writer-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return { url: compiled, execArgv: [] };
  const hooks = new URL("../testing/ts-worker-register.mjs", import.meta.url);
  return {
    url: new URL("./writer-worker.ts", import.meta.url),
    execArgv: ["--import", hooks.href],
  };
}

interface Pending {
  resolve: (value: unknown, replayed: boolean) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** Starts the writer thread; resolves once the database is open and migrated. */
export async function startWriter(options: WriterOptions): Promise<Writer> {
  const { onError, onLog, ...given } = options;
  // One name for the outbox leases of this process, whichever worker thread takes them: a
  // restarted thread must not give back the leases of mails still being sent.
  const config: WriterConfig = {
    ...given,
    leaseOwner: given.leaseOwner ?? processOwner(randomBytes(8).toString("hex")),
  };
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closed = false;

  const failAll = (error: Error) => {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer);
      pending.delete(id);
      entry.reject(error);
    }
  };

  const settle = (reply: WriterReply) => {
    const entry = pending.get(reply.id);
    if (!entry) return; // the caller stopped waiting
    pending.delete(reply.id);
    clearTimeout(entry.timer);
    if (reply.ok) entry.resolve(reply.value, reply.replayed === true);
    else if (TRANSIENT.test(reply.failure.code)) {
      entry.reject(new StoreUnavailableError(reply.failure.message, reply.failure.code));
    } else entry.reject(new StoreError(reply.failure.message, reply.failure.code));
  };

  let current: Promise<Worker> | undefined;
  let linkKey = Buffer.alloc(0);

  /** A running worker, once it has said it is ready. */
  const spawn = (): Promise<Worker> => {
    const { url, execArgv } = workerEntry();
    const worker = new Worker(url, { workerData: config, execArgv });
    const started = new Promise<Worker>((resolve, reject) => {
      let ready = false;
      worker.on("message", (message: WorkerMessage) => {
        if (message.type === "ready") {
          ready = true;
          linkKey = Buffer.from(message.linkKey, "hex");
          resolve(worker);
        } else if (message.type === "fatal") reject(new Error(message.message));
        else if (message.type === "log") onLog?.(message.message);
        else settle(message.reply);
      });
      worker.on("error", (error) => {
        if (!ready) reject(error);
        else onError?.(error);
      });
      worker.on("exit", (code) => {
        if (!ready) reject(new Error(`the writer thread exited (${code}) before it was ready`));
        if (current === started) current = undefined; // the next call starts another
        failAll(new StoreUnavailableError("the writer thread stopped", "WRITER_EXITED"));
      });
    });
    return started;
  };

  current = spawn();
  await current;

  const worker = () => (current ??= spawn());

  return {
    get linkKey() {
      return linkKey;
    },
    async call(op, args, { now, timeoutMs, idempotencyKey, onReplayed }) {
      if (closed) throw new StoreUnavailableError("the server is closing", "CLOSED");
      let running: Worker;
      try {
        running = await worker();
      } catch (error) {
        current = undefined;
        throw new StoreUnavailableError((error as Error).message, "WRITER_START");
      }
      const id = nextId++;
      const deadline = Date.now() + timeoutMs;
      return new Promise<OpResult<typeof op>>((resolve, reject) => {
        // A batch that started before the deadline still answers; this only covers a thread
        // that never does (stuck in I/O): the caller is told 503, as for a lock.
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new StoreUnavailableError("no answer from the writer thread", BUSY));
        }, timeoutMs + ANSWER_GRACE_MS);
        const settled = (value: unknown, replayed: boolean) => {
          if (replayed) onReplayed?.();
          resolve(value as OpResult<typeof op>);
        };
        pending.set(id, { resolve: settled, reject, timer });
        running.postMessage({ id, op, args, now: now.toISOString(), deadline, idempotencyKey });
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      const running = await current?.catch(() => undefined);
      if (!running) return;
      const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
      running.postMessage({ type: "close" });
      const timer = setTimeout(() => void running.terminate(), CLOSE_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
