// The two storage engines behind the server's Writer interface, for tests that run against both:
// SQLite (a temporary DATA_DIR, the writer thread) and PostgreSQL (a new database on the test
// server, server/testing/postgres.ts). Each gives the store and a second connection to look at
// (and age) what it stored, with `?` placeholders and ISO 8601 strings for timestamps.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";

import { openDatabase } from "../db/database.js";
import { startPostgresStore } from "../db/postgres/store.js";
import { startWriter, type Writer } from "../db/writer.js";
import { postgresAvailable, type TestDatabase, testDatabase } from "./postgres.js";

export type EngineName = "sqlite" | "postgres";

export interface StoreConfig {
  /** Origin of the links in e-mails. */
  origin: string;
  /** Queue e-mails. */
  mail: boolean;
  /** The lease owner's name (default: this process, random). */
  leaseOwner?: string;
}

/** One database, on either engine. */
export interface EngineDatabase {
  engine: EngineName;
  /** For the server: dataDir and databaseUrl (one of them used). */
  dataDir: string;
  databaseUrl?: string;
  /** What `npm run leads` reads: DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** A store on this database (several may share it, as several servers do). */
  start(config: StoreConfig): Promise<Writer>;
  /** Rows of a query (`?` placeholders), timestamps as ISO 8601 strings. */
  rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]>;
  /** Closes the stores started here and removes the database. */
  dispose(): Promise<void>;
}

const toIso = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );

async function sqliteDatabase(): Promise<EngineDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "cradlesec-engine-"));
  const writers: Writer[] = [];
  let db: ReturnType<typeof openDatabase> | undefined;
  return {
    engine: "sqlite",
    dataDir,
    env: { DATA_DIR: dataDir },
    async start(config) {
      const writer = await startWriter({ dataDir, ...config });
      writers.push(writer);
      return writer;
    },
    async rows<T>(sql: string, ...params: unknown[]) {
      db ??= openDatabase(dataDir);
      const statement = db.prepare(sql);
      if (!statement.reader) {
        statement.run(...params);
        return [];
      }
      return statement.all(...params) as T[];
    },
    async dispose() {
      await Promise.all(writers.map((writer) => writer.close()));
      db?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresDatabase(): Promise<EngineDatabase> {
  const database: TestDatabase = await testDatabase();
  const writers: Writer[] = [];
  let pool: pg.Pool | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "cradlesec-engine-"));
  return {
    engine: "postgres",
    dataDir,
    databaseUrl: database.url,
    env: { DATABASE_URL: database.url },
    async start(config) {
      const writer = await startPostgresStore({ databaseUrl: database.url, ...config });
      writers.push(writer);
      return writer;
    },
    async rows<T>(sql: string, ...params: unknown[]) {
      if (!pool) {
        pool = new pg.Pool({ connectionString: database.url, max: 2 });
        // An idle connection ended by the database's drop is no test's failure.
        pool.on("error", () => undefined);
      }
      let index = 0;
      const { rows } = await pool.query(
        sql.replace(/\?/g, () => `$${++index}`),
        params,
      );
      return rows.map(toIso) as T[];
    },
    async dispose() {
      await Promise.all(writers.map((writer) => writer.close()));
      await pool?.end();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The engines to run against here: SQLite always, PostgreSQL when available (always in CI). */
export function engines(): EngineName[] {
  if (postgresAvailable()) return ["sqlite", "postgres"];
  console.warn("PostgreSQL is not installed: the PostgreSQL storage tests are skipped");
  return ["sqlite"];
}

/** A new, empty database on `engine`. */
export const engineDatabase = (engine: EngineName): Promise<EngineDatabase> =>
  engine === "sqlite" ? sqliteDatabase() : postgresDatabase();
