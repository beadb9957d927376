// Another process's connection holding SQLite's write lock (a backup, a long purge), for tests.
import { join } from "node:path";

import { DB_FILE } from "../db/database.js";
import Database from "../db/sqlite.js";

export function holdWriteLock(dataDir: string): { release(): void } {
  const other = new Database(join(dataDir, DB_FILE));
  other.exec("BEGIN IMMEDIATE");
  return {
    release() {
      other.exec("COMMIT");
      other.close();
    },
  };
}
