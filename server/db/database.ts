// The leads database: one SQLite file in DATA_DIR, opened once per process (server or CLI).
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

import Database from "better-sqlite3";

import { migrations } from "./migrations.js";

export type Db = Database.Database;

export const DB_FILE = "leads.sqlite";
const BUSY_TIMEOUT_MS = 5_000;

export interface OpenOptions {
  /** Fail instead of creating the directory and an empty database (the CLI reads only). */
  mustExist?: boolean;
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
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Applies the migrations after `PRAGMA user_version`, each in its own write transaction that
 * re-reads the version, so a server and the CLI starting together never apply one twice.
 */
export function migrate(db: Db): void {
  const step = db.transaction((): boolean => {
    const version = db.pragma("user_version", { simple: true }) as number;
    if (version > migrations.length) {
      throw new Error(
        `The leads database is at schema version ${version}, newer than this code ` +
          `(${migrations.length}): refusing to use it.`,
      );
    }
    const sql = migrations[version];
    if (sql === undefined) return false;
    db.exec(sql);
    db.pragma(`user_version = ${version + 1}`);
    return true;
  });
  while (step.immediate()) {
    // one migration per transaction
  }
}
