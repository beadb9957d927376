// `npm run leads -- --backup FILE`: a consistent copy of the leads database, taken while the
// server runs. Copying leads.sqlite alone is not safe: in WAL mode the latest commits live in
// leads.sqlite-wal until a checkpoint, and a copy made while a checkpoint writes is torn. SQLite's
// online backup API copies the database as one read transaction sees it (a snapshot: the server
// keeps writing, WAL readers never block the writer), and the copy holds every transaction
// committed before the snapshot, whole, and nothing after. It also holds the key that signs the
// newsletter links (settings.link_key), so links sent before a restore keep working after it.
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

import { DB_FILE } from "./db/database.js";
import Database from "./db/sqlite.js";

export interface BackupResult {
  /** The database copied (DATA_DIR/leads.sqlite) and the copy. */
  source: string;
  target: string;
  /** Pages and bytes of the copy. */
  pages: number;
  bytes: number;
  /** From the start of the copy to the copy checked and in place. */
  ms: number;
}

/** All remaining pages in the next step: one read transaction, whatever the server writes. */
const ALL_PAGES = 0x7fffffff;
const BUSY_TIMEOUT_MS = 5_000;

/**
 * Copies `dataDir`/leads.sqlite to `file` (replaced if it exists) while other connections write.
 * The copy is written beside `file`, made a single file (rollback journal: no -wal to carry
 * along), checked with `PRAGMA integrity_check`, then renamed into place: `file` is never half
 * written. Mode 0600 (it holds personal data and the link key).
 */
export async function backupDatabase(dataDir: string, file: string): Promise<BackupResult> {
  const started = performance.now();
  const source = join(resolve(dataDir), DB_FILE);
  const target = resolve(file);
  if (!existsSync(source)) {
    throw new Error(
      `No leads database at ${source} (set DATA_DIR to the server's data directory).`,
    );
  }
  if ([source, `${source}-wal`, `${source}-shm`, `${source}-journal`].includes(target)) {
    throw new Error(`The backup cannot be written over the database itself (${target}).`);
  }
  if (!existsSync(dirname(target))) {
    throw new Error(`The backup's directory does not exist: ${dirname(target)}.`);
  }

  const partial = `${target}.partial-${process.pid}`;
  const remove = () => {
    for (const suffix of ["", "-journal", "-wal", "-shm"])
      rmSync(partial + suffix, { force: true });
  };
  remove();
  closeSync(openSync(partial, "wx", 0o600)); // created private; SQLite writes into it
  let pages: number;
  try {
    // Its own connection, not the server's: no migrations, nothing written to the source.
    const db = new Database(source, { fileMustExist: true });
    try {
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      // Every page in one step: in smaller steps a write by the server between two of them
      // would start the copy over, possibly forever. node:sqlite runs it off the main thread.
      await db.backup(partial, ALL_PAGES);
    } finally {
      db.close();
    }

    const copy = new Database(partial, { fileMustExist: true });
    try {
      copy.pragma("journal_mode = DELETE");
      const integrity = copy.pragma("integrity_check", { simple: true });
      if (integrity !== "ok") throw new Error(`The copy fails its integrity check: ${integrity}`);
      pages = copy.pragma("page_count", { simple: true }) as number;
    } finally {
      copy.close();
    }
    renameSync(partial, target);
  } catch (error) {
    remove();
    throw error;
  }
  // The rename itself on disk, not only in the directory's cache.
  const directory = openSync(dirname(target), "r");
  try {
    fsyncSync(directory);
  } finally {
    closeSync(directory);
  }
  return {
    source,
    target,
    pages,
    bytes: statSync(target).size,
    ms: Math.round(performance.now() - started),
  };
}
