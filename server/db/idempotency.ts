// Idempotency keys of form posts (migration 4): a post that carries an `Idempotency-Key` header is
// stored together with its key, in the same transaction, and a repeat of the key for the same
// form within a day gets the first outcome back without running again. A browser that lost the
// answer (a reset connection, a restart of the server) can thus retry without storing twice.
import { createHash } from "node:crypto";

import type { Db } from "./database.js";

/** A key is remembered this long (the hourly clean-up deletes it after). */
export const IDEMPOTENCY_KEY_MS = 86_400_000;
/** The header's value: 8 to 128 printable ASCII characters, no space (a UUID fits). */
export const IDEMPOTENCY_KEY_SHAPE = /^[\x21-\x7e]{8,128}$/;
/** The error code of a key sent again with another post (answered 422). */
export const KEY_REUSED = "IDEMPOTENCY_KEY_REUSED";

export interface IdempotentOutcome<T> {
  value: T;
  /** The key had been seen: `value` is the first post's outcome, and nothing ran. */
  replayed: boolean;
}

export interface IdempotencyStore {
  /**
   * Runs `run` once per form and key: the first time (or a day after), its result is stored with
   * the key; a repeat with the same arguments returns it, and one with others throws KEY_REUSED.
   * Call inside the transaction of `run`, so that the key is stored exactly when its post is.
   */
  once<T>(form: string, key: string, args: unknown, now: Date, run: () => T): IdempotentOutcome<T>;
  /** Deletes the keys older than a day before `now`; returns how many. */
  purge(now: Date): number;
}

/** The fingerprint stored with a key: a SHA-256 of the validated post. */
export const fingerprintOf = (args: unknown) =>
  createHash("sha256").update(JSON.stringify(args)).digest("hex");

/** The key's first outcome when `seen` (its stored row) is within the day; throws KEY_REUSED
 * when it was sent with another post; undefined when the key is new or expired. */
export function replayOf<T>(
  seen: { created_at: string; fingerprint: string; result: string } | undefined,
  fingerprint: string,
  now: Date,
): IdempotentOutcome<T> | undefined {
  if (!seen || seen.created_at < keyCutoff(now)) return undefined;
  if (seen.fingerprint !== fingerprint) {
    throw Object.assign(new Error("the Idempotency-Key was sent with another post"), {
      code: KEY_REUSED,
    });
  }
  return { value: JSON.parse(seen.result) as T, replayed: true };
}

/** Keys stored before this are forgotten. */
export const keyCutoff = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_MS).toISOString();

export function createIdempotencyStore(db: Db): IdempotencyStore {
  const find = db.prepare<
    [string, string],
    { created_at: string; fingerprint: string; result: string }
  >("SELECT created_at, fingerprint, result FROM idempotency_keys WHERE form = ? AND key = ?");
  const forget = db.prepare<[string, string]>(
    "DELETE FROM idempotency_keys WHERE form = ? AND key = ?",
  );
  const remember = db.prepare<[string, string, string, string, string]>(
    `INSERT INTO idempotency_keys (form, key, created_at, fingerprint, result)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const purgeBefore = db.prepare<[string]>("DELETE FROM idempotency_keys WHERE created_at < ?");

  return {
    once(form, key, args, now, run) {
      const fingerprint = fingerprintOf(args);
      const seen = find.get(form, key);
      const replay = replayOf<ReturnType<typeof run>>(seen, fingerprint, now);
      if (replay) return replay;
      if (seen) forget.run(form, key); // expired: a new post
      const value = run();
      remember.run(form, key, now.toISOString(), fingerprint, JSON.stringify(value));
      return { value, replayed: false };
    },
    purge(now) {
      return purgeBefore.run(keyCutoff(now)).changes;
    },
  };
}
