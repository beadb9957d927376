// @vitest-environment node
// The writer thread: pages are served while another connection holds SQLite's write lock, and
// every post is then either stored or answered 503 with Retry-After, never 500.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { post, type Running, type TestSite, testSite } from "../testing/site.js";
import { holdWriteLock } from "../testing/write-lock.js";
import { openDatabase } from "./database.js";
import { migrations } from "./migrations.js";
import { startWriter, StoreError } from "./writer.js";

let site: TestSite;
let server: Running;

beforeAll(async () => {
  site = await testSite();
  server = await site.start({ storeTimeoutMs: 300 });
});
afterAll(async () => {
  await server.app.close();
  site.cleanup();
});

const contact = (email: string) => ({
  name: "Lock Test",
  email,
  message: "A message posted while another process holds the lock.",
});

const stored = (email: string) => {
  const db = openDatabase(server.dataDir);
  try {
    return db
      .prepare("SELECT count(*) FROM contact_submissions WHERE email = ?")
      .pluck()
      .get(email);
  } finally {
    db.close();
  }
};

describe("a write lock held by another connection", () => {
  it("never stops pages; posts that cannot be stored in time get 503 with Retry-After", async () => {
    const lock = holdWriteLock(server.dataDir);
    let released = false;
    try {
      const posts = Array.from({ length: 10 }, (_, index) =>
        post(`${server.base}/api/contact`, contact(`locked${index}@example.com`)),
      );
      // Pages answer while the posts wait for the lock (the lock is held throughout).
      for (let index = 0; index < 20; index += 1) {
        const page = await fetch(`${server.base}/home`);
        expect(page.status).toBe(200);
        await page.arrayBuffer();
      }
      const answers = await Promise.all(posts);
      expect(released).toBe(false);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(answer.json).toEqual({ error: expect.stringMatching(/nothing was saved/) });
      }
      const browser = await post(
        `${server.base}/api/contact`,
        new URLSearchParams(contact("locked-form@example.com")).toString(),
        { type: "application/x-www-form-urlencoded" },
      );
      expect(browser.status).toBe(503);
      expect(browser.text).toContain("try again in a minute");
    } finally {
      lock.release();
      released = true;
    }
    for (let index = 0; index < 10; index += 1) {
      expect(stored(`locked${index}@example.com`), "a 503 was not stored").toBe(0);
    }
  });

  it("stores a post that was waiting when the lock is released in time", async () => {
    const lock = holdWriteLock(server.dataDir);
    const waiting = post(`${server.base}/api/contact`, contact("waited@example.com"));
    setTimeout(() => lock.release(), 50);
    const answer = await waiting;
    // Whichever came first, the answer tells the truth about the row.
    expect([201, 503]).toContain(answer.status);
    expect(stored("waited@example.com")).toBe(answer.status === 201 ? 1 : 0);
  });

  it("answers 2xx or 503 to every one of many concurrent posts, and stores exactly the 2xx", async () => {
    const lock = holdWriteLock(server.dataDir);
    const answers = Array.from({ length: 40 }, (_, index) =>
      post(`${server.base}/api/contact`, contact(`burst${index}@example.com`)),
    );
    setTimeout(() => lock.release(), 100);
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);
    for (const [index, status] of statuses.entries()) {
      expect([201, 503]).toContain(status);
      expect(stored(`burst${index}@example.com`)).toBe(status === 201 ? 1 : 0);
    }
  });
});

describe("startWriter", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "cradlesec-writer-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("runs concurrent operations in batches, one failure undoing only itself", async () => {
    const writer = await startWriter({ dataDir: dir, origin: "https://example.com", mail: false });
    try {
      const now = new Date();
      const ok = Array.from({ length: 30 }, (_, index) =>
        writer.call(
          "contact",
          { name: "A", email: `w${index}@example.com`, message: "Long enough message here." },
          { now, timeoutMs: 5_000 },
        ),
      );
      // Longer than the database allows: only a bug could send it, and it must fail alone.
      const bad = writer.call(
        "contact",
        { name: "x".repeat(200), email: "bad@example.com", message: "Long enough message here." },
        { now, timeoutMs: 5_000 },
      );
      await expect(bad).rejects.toBeInstanceOf(StoreError);
      await expect(bad).rejects.toMatchObject({ code: "SQLITE_CONSTRAINT_CHECK" });
      expect(await Promise.all(ok)).toEqual(Array.from({ length: 30 }, () => "created"));
    } finally {
      await writer.close();
    }
    const db = openDatabase(dir);
    expect(db.prepare("SELECT count(*) FROM contact_submissions").pluck().get()).toBe(30);
    db.close();
  });

  it("starts a server while another process holds the write lock of a migrated database", async () => {
    const lock = holdWriteLock(server.dataDir);
    let second: Running | undefined;
    try {
      second = await site.start({}, server.dataDir);
      const page = await fetch(`${second.base}/home`);
      expect(page.status).toBe(200);
    } finally {
      lock.release(); // before closing: the start's purge is still waiting for it
      await second?.app.close();
    }
  });

  it("refuses to start on a database from newer code, saying why", async () => {
    const newer = mkdtempSync(join(tmpdir(), "cradlesec-newer-"));
    try {
      const db = openDatabase(newer);
      db.pragma(`user_version = ${migrations.length + 1}`);
      db.close();
      await expect(
        startWriter({ dataDir: newer, origin: "https://example.com", mail: false }),
      ).rejects.toThrow(/newer than this code/);
      await expect(site.start({}, newer)).rejects.toThrow(/newer than this code/);
    } finally {
      rmSync(newer, { recursive: true, force: true });
    }
  });
});
