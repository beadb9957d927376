// What /readyz asks of the SQLite database (server/health.ts), run by the writer thread like any
// form post: a write that needs the write lock and a commit to disk, and when the outbox's
// earliest unsent e-mail is due.
import type { Db } from "./database.js";

export interface ReadinessStatements {
  /** Upserts settings.health_checked_at: the lock is taken and the commit reaches the disk. */
  probeWrite(now: Date): void;
  /** When the earliest pending e-mail is (or was) due, ISO 8601; null with none pending. */
  nextMailDue(): string | null;
}

export function createReadinessStatements(db: Db): ReadinessStatements {
  // The settings table (migration 2) already holds one row per name: no table of its own.
  const upsert = db.prepare<[string]>(
    `INSERT INTO settings (name, value) VALUES ('health_checked_at', ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
  );
  const nextDue = db
    .prepare<[], string | null>(
      "SELECT min(next_attempt_at) FROM mail_outbox WHERE status = 'pending'",
    )
    .pluck();
  return {
    probeWrite: (now) => void upsert.run(now.toISOString()),
    nextMailDue: () => nextDue.get() ?? null,
  };
}
