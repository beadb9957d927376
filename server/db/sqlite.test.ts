// @vitest-environment node
// server/db/sqlite.ts: node:sqlite with the conveniences the storage code relies on.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import Database, { resultCodeName } from "./sqlite.js";

let root: string;
let db: Database;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "cradlesec-sqlite-"));
  db = new Database(join(root, "t.sqlite"));
  db.exec("CREATE TABLE t (x TEXT NOT NULL CHECK (length(x) <= 3)) STRICT");
});
afterEach(() => {
  if (db.open) db.close();
  rmSync(root, { recursive: true, force: true });
});

describe("node:sqlite", () => {
  it("runs on this Node without an ExperimentalWarning", () => {
    const { stderr, status } = spawnSync(
      process.execPath,
      ["-e", "new (process.getBuiltinModule('node:sqlite').DatabaseSync)(':memory:')"],
      { encoding: "utf8" },
    );
    expect(status).toBe(0);
    expect(stderr).toBe("");
  });

  it("has FTS5", () => {
    db.exec("CREATE VIRTUAL TABLE f USING fts5(x, tokenize = 'porter unicode61')");
    db.prepare("INSERT INTO f (x) VALUES (?)").run("immutable backups");
    expect(db.prepare("SELECT x FROM f WHERE f MATCH ?").pluck().all('"backup"*')).toEqual([
      "immutable backups",
    ]);
  });
});

describe("errors", () => {
  it("name SQLite's result codes, extended ones included", () => {
    expect(resultCodeName(5)).toBe("SQLITE_BUSY");
    expect(resultCodeName(517)).toBe("SQLITE_BUSY_SNAPSHOT");
    expect(resultCodeName(275)).toBe("SQLITE_CONSTRAINT_CHECK");
    expect(resultCodeName(2067)).toBe("SQLITE_CONSTRAINT_UNIQUE");
    expect(resultCodeName(10 | (40 << 8))).toBe("SQLITE_IOERR"); // unknown extension
  });

  it("carry the name as their code", () => {
    expect(() => db.prepare("INSERT INTO t VALUES (?)").run("long")).toThrow(
      expect.objectContaining({ code: "SQLITE_CONSTRAINT_CHECK" }),
    );
    expect(() => new Database(join(root, "missing.sqlite"), { readonly: true })).toThrow(
      expect.objectContaining({ code: "SQLITE_CANTOPEN" }),
    );
  });
});

describe("transaction", () => {
  const count = () => db.prepare<[], number>("SELECT count(*) FROM t").pluck().get();
  const insert = () => db.prepare<[string]>("INSERT INTO t VALUES (?)");

  it("commits on return, rolls back on a throw", () => {
    const add = db.transaction((x: string) => insert().run(x).changes);
    expect(add.immediate("a")).toBe(1);
    expect(() => add("long")).toThrow();
    expect(count()).toBe(1);
    expect(db.inTransaction).toBe(false);
  });

  it("nests as a savepoint: an inner failure undoes only its own changes", () => {
    const inner = db.transaction((x: string) => insert().run(x));
    db.transaction(() => {
      inner("a");
      expect(() => inner.immediate("long")).toThrow();
      inner("b");
    }).immediate();
    expect(count()).toBe(2);
  });

  it("pragma reads one value with simple", () => {
    db.pragma("journal_mode = WAL");
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("table_info(t)")).toHaveLength(1);
  });
});
