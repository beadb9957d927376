// PostgreSQL for the storage tests: each caller gets a fresh database of its own on one server,
// DATABASE_URL_TEST's (a role that may CREATE DATABASE) or a throwaway cluster that the first
// caller of a test run starts (initdb, then the postmaster on a Unix socket in a temporary
// directory: no port to collide with, no password) and postgres-setup.ts stops after the run.
// As root (CI), the cluster runs as the `postgres` user that Debian's package creates, as
// initdb refuses root. Without PostgreSQL the tests that need it are skipped, except under CI
// (CI or REQUIRE_POSTGRES set, as .ci/run does), where that fails the run.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

import pg from "pg";

/** The environment variable that postgres-setup.ts sets to the run's cluster directory. */
export const CLUSTER_DIR_ENV = "CRADLESEC_TEST_PG_DIR";
const PORT = 5432; // only names the socket file in the cluster's own directory

/** PostgreSQL's programs (initdb, pg_ctl), or undefined when it is not installed. */
export function postgresBinDir(): string | undefined {
  const fromConfig = (() => {
    try {
      return execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    } catch {
      return undefined;
    }
  })();
  const candidates = [
    fromConfig,
    ...(existsSync("/usr/lib/postgresql")
      ? readdirSync("/usr/lib/postgresql")
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  return candidates.find((dir) => dir && existsSync(join(dir, "initdb")));
}

/** Whether the PostgreSQL tests can run here (else they are skipped; CI fails instead). */
export function postgresAvailable(): boolean {
  if (process.env.DATABASE_URL_TEST) return true;
  if (postgresBinDir() && process.env[CLUSTER_DIR_ENV]) return true;
  if (process.env.CI || process.env.REQUIRE_POSTGRES) {
    throw new Error(
      "PostgreSQL is needed for the storage tests: install Debian's postgresql (.ci/run does) " +
        "or set DATABASE_URL_TEST to a server where this role may CREATE DATABASE.",
    );
  }
  return false;
}

const asRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program, as `postgres` when we are root. */
function runPg(bin: string, args: string[]) {
  const [file, argv] = asRoot() ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  execFileSync(file, argv, { stdio: ["ignore", "ignore", "pipe"] });
}

/** Starts the run's cluster in `dir` unless a file of this run already did; its admin URL. */
function clusterUrl(dir: string): string {
  const urlFile = join(dir, "url");
  const lock = join(dir, "lock");
  for (const deadline = Date.now() + 120_000; ;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`the test cluster's lock ${lock} stayed taken`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    if (existsSync(urlFile)) return readFileSync(urlFile, "utf8");
    const bin = postgresBinDir();
    if (!bin) throw new Error("PostgreSQL's initdb was not found");
    if (asRoot()) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
    const data = join(dir, "data");
    runPg(join(bin, "initdb"), [
      "-D",
      data,
      "-A",
      "trust",
      "-U",
      "postgres",
      "-E",
      "UTF8",
      "--no-sync",
    ]);
    runPg(join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      join(dir, "log"),
      "-w",
      "-o",
      // Durability is not what these tests measure: fsync off keeps them fast on a busy machine.
      `-k ${dir} -p ${PORT} -c listen_addresses='' -c fsync=off -c max_connections=200`,
      "start",
    ]);
    const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${PORT}`;
    writeFileSync(urlFile, url);
    return url;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Stops the run's cluster (postgres-setup.ts, after every test file). */
export function stopCluster(dir: string): void {
  const bin = postgresBinDir();
  if (bin && existsSync(join(dir, "data", "postmaster.pid"))) {
    runPg(join(bin, "pg_ctl"), ["-D", join(dir, "data"), "-m", "immediate", "-w", "stop"]);
  }
  rmSync(dir, { recursive: true, force: true });
}

/** The admin URL of the server the tests use. */
function adminUrl(): string {
  const given = process.env.DATABASE_URL_TEST;
  if (given) return given;
  const dir = process.env[CLUSTER_DIR_ENV];
  if (!dir) throw new Error(`${CLUSTER_DIR_ENV} is not set (vitest's globalSetup sets it)`);
  return clusterUrl(dir);
}

/** `url` with another database name (keeping host, user, socket parameters). */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.href;
}

export interface TestDatabase {
  /** postgres://… of a new, empty database. */
  url: string;
  /** Drops it (connections to it are ended first). */
  drop(): Promise<void>;
}

/** A new, empty database for one test file or test. */
export async function testDatabase(): Promise<TestDatabase> {
  const admin = adminUrl();
  const name = `cradlesec_test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return {
    url: withDatabase(admin, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
