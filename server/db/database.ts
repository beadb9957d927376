// The leads database: one SQLite file in DATA_DIR, opened once per process (server or CLI).
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

import { migrations } from "./migrations.js";
import Database from "./sqlite.js";

export type Db = Database;

export const DB_FILE = "leads.sqlite";
const BUSY_TIMEOUT_MS = 5_000;

export interface OpenOptions {
  /** Fail instead of creating the directory and an empty database (the CLI reads only). */
  mustExist?: boolean;
  /**
   * With migrations to apply and the write lock held elsewhere (a backup, a purge): called after
   * each wait of `lockWaitMs`, and the open tries again. Without it the open fails (SQLITE_BUSY).
   */
  onLockWait?: (attempt: number) => void;
  /** How long one attempt at the migrations waits for the write lock (default 5 s). */
  lockWaitMs?: number;
}

/**
 * Opens (creating when missing) `dir/leads.sqlite`, sets the pragmas and applies pending
 * migrations. The file holds personal data: the directory is created 0700 and the file 0600.
 */
export function openDatabase(dir: string, options: OpenOptions = {}): Db {
  const path = join(resolve(dir), DB_FILE);
  if (options.mustExist && !existsSync(path)) {
    throw new Error(`No leads database at ${path} (set DATA_DIR to the server's data directory).`);
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const db = new Database(path);
  try {
    chmodSync(path, 0o600); // SQLite gives the -wal and -shm files the same mode
    // WAL: readers (the export) never block the writer. synchronous = FULL: a commit is on disk
    // before the 2xx answer, even across a power cut (NORMAL may lose the last commits).
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    migrate(db, options);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The schema version, refusing a database that newer code has migrated. */
function schemaVersion(db: Db): number {
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version > migrations.length) {
    throw new Error(
      `The leads database is at schema version ${version}, newer than this code ` +
        `(${migrations.length}): refusing to use it.`,
    );
  }
  return version;
}

const isBusy = (error: unknown) =>
  typeof (error as { code?: unknown }).code === "string" &&
  (error as { code: string }).code.startsWith("SQLITE_BUSY");

/**
 * Applies the migrations after `PRAGMA user_version`, each in its own write transaction that
 * re-reads the version, so a server and the CLI starting together never apply one twice. The
 * version is read first, without a lock: with nothing to migrate (every start but the first
 * after an upgrade), no write lock is taken, so a start never waits for another process's
 * transaction. With migrations to apply, the lock is awaited `lockWaitMs` at a time, telling
 * `onLockWait` each time, for as long as it takes (or, without `onLockWait`, it fails).
 */
export function migrate(
  db: Db,
  { onLockWait, lockWaitMs = BUSY_TIMEOUT_MS }: Pick<OpenOptions, "onLockWait" | "lockWaitMs"> = {},
): void {
  if (schemaVersion(db) === migrations.length) return;
  const step = db.transaction((): boolean => {
    const version = schemaVersion(db);
    const sql = migrations[version];
    if (sql === undefined) return false;
    db.exec(sql);
    db.pragma(`user_version = ${version + 1}`);
    return true;
  });
  db.pragma(`busy_timeout = ${lockWaitMs}`);
  try {
    for (let attempt = 1; ;) {
      try {
        if (!step.immediate()) return; // one migration per transaction
      } catch (error) {
        if (!onLockWait || !isBusy(error)) throw error;
        onLockWait(attempt);
        attempt += 1;
      }
    }
  } finally {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}
