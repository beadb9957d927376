// SQLite through Node's own `node:sqlite` (Node 24: nothing to compile at install), with the few
// conveniences the storage code was written against: statements typed by their parameters and
// rows, `pluck()`, `pragma()`, transaction functions that nest as savepoints, the online backup,
// and errors that carry SQLite's result code by name (SQLITE_BUSY, SQLITE_CONSTRAINT_CHECK, …),
// which the writer thread reports and server/db/writer.ts sorts into 503 or 500.
import { existsSync } from "node:fs";
import type * as NodeSqlite from "node:sqlite";

/**
 * The built-in module, or a clear error where Node has none (Node 20: run through the npm
 * scripts, which use the Node 24 that `npm ci` put in node_modules/.bin). Loaded through
 * process.getBuiltinModule rather than an import, so that a module runner that does not know
 * `node:sqlite` as a built-in (Vitest's) never tries to resolve it.
 */
function loadSqlite(): typeof NodeSqlite {
  const sqlite = process.getBuiltinModule("node:sqlite") as typeof NodeSqlite | undefined;
  if (!sqlite) {
    throw new Error(
      `This is Node ${process.version}, which has no node:sqlite: the site needs Node 24 ` +
        "(the npm scripts run the one `npm ci` installs in node_modules/.bin).",
    );
  }
  return sqlite;
}
const sqlite = loadSqlite();

// SQLite's result codes by number: the primary codes, and the extended codes the server can meet
// (https://sqlite.org/rescode.html). Any other extended code is named by its primary code.
const PRIMARY = [
  "OK",
  "ERROR",
  "INTERNAL",
  "PERM",
  "ABORT",
  "BUSY",
  "LOCKED",
  "NOMEM",
  "READONLY",
  "INTERRUPT",
  "IOERR",
  "CORRUPT",
  "NOTFOUND",
  "FULL",
  "CANTOPEN",
  "PROTOCOL",
  "EMPTY",
  "SCHEMA",
  "TOOBIG",
  "CONSTRAINT",
  "MISMATCH",
  "MISUSE",
  "NOLFS",
  "AUTH",
  "FORMAT",
  "RANGE",
  "NOTADB",
  "NOTICE",
  "WARNING",
];
const EXTENDED: Record<string, readonly string[]> = {
  ERROR: ["MISSING_COLLSEQ", "RETRY", "SNAPSHOT"],
  ABORT: ["ROLLBACK"],
  BUSY: ["RECOVERY", "SNAPSHOT", "TIMEOUT"],
  LOCKED: ["SHAREDCACHE", "VTAB"],
  READONLY: ["RECOVERY", "CANTLOCK", "ROLLBACK", "DBMOVED", "CANTINIT", "DIRECTORY"],
  IOERR: [
    "READ",
    "SHORT_READ",
    "WRITE",
    "FSYNC",
    "DIR_FSYNC",
    "TRUNCATE",
    "FSTAT",
    "UNLOCK",
    "RDLOCK",
    "DELETE",
    "BLOCKED",
    "NOMEM",
    "ACCESS",
    "CHECKRESERVEDLOCK",
    "LOCK",
    "CLOSE",
    "DIR_CLOSE",
    "SHMOPEN",
    "SHMSIZE",
    "SHMLOCK",
    "SHMMAP",
    "SEEK",
    "DELETE_NOENT",
    "MMAP",
    "GETTEMPPATH",
    "CONVPATH",
    "VNODE",
    "AUTH",
    "BEGIN_ATOMIC",
    "COMMIT_ATOMIC",
    "ROLLBACK_ATOMIC",
    "DATA",
    "CORRUPTFS",
  ],
  CORRUPT: ["VTAB", "SEQUENCE", "INDEX"],
  CANTOPEN: ["NOTEMPDIR", "ISDIR", "FULLPATH", "CONVPATH", "DIRTYWAL", "SYMLINK"],
  CONSTRAINT: [
    "CHECK",
    "COMMITHOOK",
    "FOREIGNKEY",
    "FUNCTION",
    "NOTNULL",
    "PRIMARYKEY",
    "TRIGGER",
    "UNIQUE",
    "VTAB",
    "ROWID",
    "PINNED",
    "DATATYPE",
  ],
};

/** The name of an (extended) SQLite result code: 5 → SQLITE_BUSY, 275 → SQLITE_CONSTRAINT_CHECK. */
export function resultCodeName(code: number): string {
  const primary = PRIMARY[code & 0xff];
  if (primary === undefined) return `SQLITE_${code}`;
  const extended = EXTENDED[primary]?.[(code >> 8) - 1];
  return extended === undefined ? `SQLITE_${primary}` : `SQLITE_${primary}_${extended}`;
}

/** node:sqlite's error (code ERR_SQLITE_ERROR, errcode a number) with SQLite's code as `code`. */
function named(error: unknown): unknown {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number") {
    Object.defineProperty(error, "code", { value: resultCodeName(errcode), configurable: true });
  }
  return error;
}

type Args<P> = P extends unknown[] ? P : [P];
type Input = NodeSqlite.SQLInputValue;

export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

/** A prepared statement: P its parameters (a tuple, or an object of named ones), R its rows. */
export class Statement<P extends unknown[] | object = unknown[], R = unknown> {
  #plucked = false;
  constructor(readonly inner: NodeSqlite.StatementSync) {}

  /** Whether the statement returns rows (a SELECT, a RETURNING clause, most PRAGMAs). */
  get reader(): boolean {
    return this.inner.columns().length > 0;
  }

  /** Rows as their first column's value. */
  pluck(): this {
    this.#plucked = true;
    this.inner.setReturnArrays(true);
    return this;
  }

  run(...params: Args<P>): RunResult {
    try {
      // `changes` is a number: no statement here reads integers as BigInts.
      return this.inner.run(...(params as Input[])) as RunResult;
    } catch (error) {
      throw named(error);
    }
  }

  get(...params: Args<P>): R | undefined {
    let row: unknown;
    try {
      row = this.inner.get(...(params as Input[]));
    } catch (error) {
      throw named(error);
    }
    return (this.#plucked && row !== undefined ? (row as unknown[])[0] : row) as R | undefined;
  }

  all(...params: Args<P>): R[] {
    let rows: unknown[];
    try {
      rows = this.inner.all(...(params as Input[]));
    } catch (error) {
      throw named(error);
    }
    return (this.#plucked ? rows.map((row) => (row as unknown[])[0]) : rows) as R[];
  }
}

/** A function that runs in a transaction: BEGIN (DEFERRED) by default, or IMMEDIATE. */
export type Transaction<A extends unknown[], T> = ((...args: A) => T) & {
  deferred(...args: A): T;
  immediate(...args: A): T;
};

export interface DatabaseOptions {
  readonly?: boolean;
  /** Fail (SQLITE_CANTOPEN) instead of creating a missing file. */
  fileMustExist?: boolean;
}

/** One connection to an SQLite file. */
export class Database {
  readonly #db: NodeSqlite.DatabaseSync;

  constructor(path: string, { readonly = false, fileMustExist = false }: DatabaseOptions = {}) {
    if ((readonly || fileMustExist) && !existsSync(path)) {
      throw Object.assign(new Error(`unable to open database file: ${path}`), {
        code: "SQLITE_CANTOPEN",
      });
    }
    try {
      this.#db = new sqlite.DatabaseSync(path, { readOnly: readonly });
    } catch (error) {
      throw named(error);
    }
  }

  /** The node:sqlite connection itself. */
  get connection(): NodeSqlite.DatabaseSync {
    return this.#db;
  }

  get open(): boolean {
    return this.#db.isOpen;
  }

  get inTransaction(): boolean {
    return this.#db.isTransaction;
  }

  prepare<P extends unknown[] | object = unknown[], R = unknown>(sql: string): Statement<P, R> {
    try {
      return new Statement<P, R>(this.#db.prepare(sql));
    } catch (error) {
      throw named(error);
    }
  }

  exec(sql: string): this {
    try {
      this.#db.exec(sql);
    } catch (error) {
      throw named(error);
    }
    return this;
  }

  /** `PRAGMA source`: its rows, or with `simple` the first column of the first row. */
  pragma(source: string, { simple = false }: { simple?: boolean } = {}): unknown {
    const statement = this.prepare(`PRAGMA ${source}`);
    return simple ? statement.pluck().get() : statement.all();
  }

  /**
   * `fn` in a transaction, committed when it returns and rolled back when it throws. Called
   * inside another transaction, it runs in a savepoint instead, so that its failure undoes only
   * its own changes (as better-sqlite3's transaction functions did).
   */
  transaction<A extends unknown[], T>(fn: (...args: A) => T): Transaction<A, T> {
    const run =
      (begin: string) =>
      (...args: A): T => {
        if (this.inTransaction) {
          this.exec("SAVEPOINT nested");
          try {
            const result = fn(...args);
            this.exec("RELEASE nested");
            return result;
          } catch (error) {
            this.exec("ROLLBACK TO nested");
            this.exec("RELEASE nested");
            throw error;
          }
        }
        this.exec(begin);
        try {
          const result = fn(...args);
          this.exec("COMMIT");
          return result;
        } catch (error) {
          if (this.inTransaction) this.exec("ROLLBACK");
          throw error;
        }
      };
    const deferred = run("BEGIN");
    return Object.assign(deferred, { deferred, immediate: run("BEGIN IMMEDIATE") });
  }

  /**
   * SQLite's online backup of this database to `target` (overwritten), `rate` pages per step;
   * resolves with the number of pages copied. It runs off the main thread.
   */
  async backup(target: string, rate: number): Promise<number> {
    try {
      return await sqlite.backup(this.#db, target, { rate });
    } catch (error) {
      throw named(error);
    }
  }

  close(): void {
    this.#db.close();
  }
}

export default Database;
