// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { contactTopics, newsletterTopics, segments } from "../../app/lib/forms/schemas.js";
import { type Db, DB_FILE, openDatabase } from "./database.js";
import { createLeadStore } from "./leads.js";
import { CONTACT_SEGMENTS, CONTACT_TOPICS, migrations, NEWSLETTER_TOPICS } from "./migrations.js";
import Database from "./sqlite.js";

const NOW = new Date("2026-06-01T12:00:00.000Z");
let root: string;
let db: Db;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "cradlesec-db-"));
  db = openDatabase(join(root, "data"));
});
afterEach(() => {
  if (db.open) db.close();
  rmSync(root, { recursive: true, force: true });
});

describe("openDatabase", () => {
  it("creates the directory and file, private, with the pragmas set", () => {
    expect(statSync(join(root, "data")).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, "data", DB_FILE)).mode & 0o777).toBe(0o600);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("synchronous", { simple: true })).toBe(2); // FULL
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(db.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
  });

  it("migrates once: reopening changes nothing and keeps the data", () => {
    createLeadStore(db).subscribe({ email: "a@example.com", topics: ["design"] }, NOW);
    db.close();
    db = openDatabase(join(root, "data"));
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
    expect(createLeadStore(db).list()).toMatchObject([
      { email: "a@example.com", topics: ["design"] },
    ]);
  });

  it("refuses a database from newer code", () => {
    db.pragma(`user_version = ${migrations.length + 1}`);
    db.close();
    expect(() => openDatabase(join(root, "data"))).toThrow(/newer than this code/);
  });

  it("can insist on an existing database", () => {
    expect(() => openDatabase(join(root, "elsewhere"), { mustExist: true })).toThrow(
      /No leads database/,
    );
  });

  it("opens a migrated database while another connection holds the write lock", () => {
    db.close();
    const holder = new Database(join(root, "data", DB_FILE));
    holder.exec("BEGIN IMMEDIATE"); // a backup or a long purge
    try {
      db = openDatabase(join(root, "data"));
      expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
    } finally {
      holder.exec("COMMIT");
      holder.close();
    }
  });

  /** An empty database in `root/name` (every migration to apply), its write lock held. */
  function lockedEmpty(name: string) {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    const holder = new Database(join(dir, DB_FILE));
    holder.pragma("journal_mode = WAL");
    holder.exec("BEGIN IMMEDIATE");
    return { dir, holder };
  }

  it("waits for the write lock when it has migrations to apply, saying so each time", () => {
    const { dir, holder } = lockedEmpty("to-migrate");
    const waits: number[] = [];
    const other = openDatabase(dir, {
      lockWaitMs: 10,
      onLockWait: (attempt) => {
        waits.push(attempt);
        if (attempt === 3) holder.exec("COMMIT"); // the other process is done
      },
    });
    holder.close();
    try {
      expect(waits).toEqual([1, 2, 3]);
      expect(other.pragma("user_version", { simple: true })).toBe(migrations.length);
      expect(other.pragma("busy_timeout", { simple: true })).toBe(5000);
    } finally {
      other.close();
    }
  });

  it("fails on a held lock without onLockWait (the CLI)", () => {
    const { dir, holder } = lockedEmpty("to-migrate-cli");
    try {
      expect(() => openDatabase(dir, { lockWaitMs: 10 })).toThrow(/locked/);
    } finally {
      holder.exec("COMMIT");
      holder.close();
    }
  });

  it("uses STRICT tables", () => {
    const strict = db
      .prepare(
        "SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%'",
      )
      .all() as { name: string; strict: number }[];
    expect(strict.length).toBe(7);
    expect(strict.every((table) => table.strict === 1)).toBe(true);
  });
});

describe("constraints", () => {
  it("freezes the same choices as the form schemas (a change needs a migration)", () => {
    expect([...CONTACT_SEGMENTS]).toEqual(segments.map((item) => item.value));
    expect([...CONTACT_TOPICS]).toEqual(contactTopics.map((item) => item.value));
    expect([...NEWSLETTER_TOPICS]).toEqual(newsletterTopics.map((item) => item.value));
  });

  it.each([
    ["INSERT INTO contact_submissions (name, email, message) VALUES ('', 'a@b.c', 'hello')"],
    ["INSERT INTO contact_submissions (name, email, message) VALUES ('A', 'no-at-sign', 'hello')"],
    ["INSERT INTO contact_submissions (name, email, message) VALUES ('A', 'a@b.c', '')"],
    [
      "INSERT INTO contact_submissions (name, email, message, segment) VALUES ('A', 'a@b.c', 'x', 'reseller')",
    ],
    ["INSERT INTO contact_submissions (name, email, message) VALUES ('A', 'a@b.c', X'4142')"],
    [
      "INSERT INTO contact_submissions (name, email, message, created_at) VALUES ('A', 'a@b.c', 'x', 'yesterday')",
    ],
    ["INSERT INTO newsletter_subscriptions (email) VALUES ('Upper@Example.com')"],
    ["INSERT INTO newsletter_topics (subscription_id, topic) VALUES (999, 'design')"],
    ["INSERT INTO notify_requests (email, product, industry) VALUES ('a@b.c', 'p', 'i')"],
  ])("refuses %s", (sql) => {
    expect(() => db.exec(sql)).toThrow(/constraint|cannot store/i);
  });

  it("deletes a subscription's topics with it", () => {
    const store = createLeadStore(db);
    store.subscribe({ email: "a@example.com", topics: ["design", "product-news"] }, NOW, {
      mail: true,
    });
    expect(db.prepare("SELECT count(*) FROM mail_outbox").pluck().get()).toBe(1);
    expect(store.purgeBefore("9999-01-01T00:00:00.000Z")).toEqual({
      contact: 0,
      newsletter: 1,
      notify: 0,
    });
    expect(db.prepare("SELECT count(*) FROM newsletter_topics").pluck().get()).toBe(0);
    expect(db.prepare("SELECT count(*) FROM mail_outbox").pluck().get()).toBe(0);
  });

  it.each([
    [
      "INSERT INTO mail_outbox (kind, next_attempt_at) VALUES ('contact', '2026-01-01T00:00:00.000Z')",
    ],
    [
      "INSERT INTO mail_outbox (kind, contact_id, next_attempt_at) VALUES ('fax', 1, '2026-01-01T00:00:00.000Z')",
    ],
    ["UPDATE newsletter_subscriptions SET status = 'maybe'"],
    ["INSERT INTO newsletter_subscriptions (email, confirm_nonce) VALUES ('b@example.com', 'xyz')"],
  ])("refuses %s (migration 2)", (sql) => {
    createLeadStore(db).subscribe({ email: "a@example.com" }, NOW);
    expect(() => db.exec(sql)).toThrow(/constraint/i);
  });
});

describe("migration 2 (double opt-in, outbox)", () => {
  it("keeps subscribers from before double opt-in subscribed, each with an unsubscribe nonce", () => {
    db.close();
    const dir = join(root, "old");
    // A database as migration 1 left it, with one subscriber.
    mkdirSync(dir, { recursive: true });
    const old = new Database(join(dir, DB_FILE));
    old.exec(migrations[0]!);
    old.pragma("user_version = 1");
    old.prepare("INSERT INTO newsletter_subscriptions (email) VALUES (?)").run("old@example.com");
    old.close();

    db = openDatabase(dir);
    const [row] = createLeadStore(db).list({ form: "newsletter" });
    expect(row).toMatchObject({
      email: "old@example.com",
      status: "confirmed",
      confirmed_at: null,
    });
    const nonce = db
      .prepare("SELECT unsubscribe_nonce FROM newsletter_subscriptions")
      .pluck()
      .get() as string;
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(db.prepare("SELECT value FROM settings WHERE name = 'link_key'").pluck().get()).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });
});
