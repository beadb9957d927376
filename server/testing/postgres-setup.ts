// Vitest's globalSetup: a directory for this run's throwaway PostgreSQL cluster, which the first
// test that needs it starts (server/testing/postgres.ts), and which is stopped after the run.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { CLUSTER_DIR_ENV, stopCluster } from "./postgres.js";

export default function setup(): () => void {
  if (process.env.DATABASE_URL_TEST) return () => undefined;
  // Short: the socket's path (dir/.s.PGSQL.5432) must fit in 107 bytes.
  const dir = mkdtempSync(join(tmpdir(), "cs-pg-"));
  process.env[CLUSTER_DIR_ENV] = dir;
  return () => stopCluster(dir);
}
