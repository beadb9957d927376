// Another process's connection holding SQLite's write lock (a backup, a long purge), for tests.
import { join } from "node:path";

import { DB_FILE } from "../db/database.js";
import Database from "../db/sqlite.js";

export function holdWriteLock(dataDir: string): { release(): void } {
  const other = new Database(join(dataDir, DB_FILE));
  // It waits for the lock as such a process would: a server just started purges expired rows in
  // its writer thread without waiting for it (app.ts), and BEGIN IMMEDIATE without a wait failed
  // with "database is locked" once in a clean-clone run.
  other.exec("PRAGMA busy_timeout = 10000");
  other.exec("BEGIN IMMEDIATE");
  return {
    release() {
      other.exec("COMMIT");
      other.close();
    },
  };
}
