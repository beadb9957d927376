// @vitest-environment node
// The server's storage operations through the Writer interface, the same on both engines: SQLite
// (writer thread) and PostgreSQL (DATABASE_URL). What each guarantees: the mail row in the
// submission's transaction, double opt-in, Idempotency-Keys, outbox leases and Message-IDs, and
// that two stores on one database (two servers) never hand out one mail twice.
import { hostname } from "node:os";

import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { readLink } from "../links.js";
import { type EngineDatabase, engineDatabase, engines } from "../testing/engines.js";
import { KEY_REUSED } from "./idempotency.js";
import { confirmToken } from "./leads.js";
import { processOwner } from "./lease-owner.js";
import type { MailJob } from "./outbox.js";
import { checkDatabaseUrl } from "./store.js";
import { StoreError, StoreUnavailableError, type Writer } from "./writer.js";
import type { OpArgs, OpName, OpResult } from "./writer-protocol.js";

const ORIGIN = "https://staging.example.com";
const LEASE = 600_000;
const DAY = 86_400_000;

const contact = {
  name: "Dana Ortiz",
  email: "dana@example.com",
  company: "Ortiz IT",
  segment: "msp" as const,
  message: "We manage 40 clients and want immutable backups.",
};

describe.each(engines())("storage on %s", (engine) => {
  let database: EngineDatabase;
  let store: Writer;
  // Real time: PostgreSQL and SQLite stamp created_at themselves.
  let now: Date;
  const at = (ms: number) => new Date(now.getTime() + ms);

  beforeEach(async () => {
    now = new Date();
    database = await engineDatabase(engine);
    store = await database.start({ origin: ORIGIN, mail: true });
  });
  afterEach(async () => {
    await database.dispose();
  });

  const call = <O extends OpName>(
    op: O,
    args: OpArgs<O>,
    when = now,
    writer = store,
    idempotencyKey?: string,
  ): Promise<OpResult<O>> => writer.call(op, args, { now: when, timeoutMs: 5_000, idempotencyKey });
  const claim = (when = now, limit = 10, writer = store) =>
    call("claimMail", { limit, leaseMs: LEASE }, when, writer);
  const count = async (table: string, where = "1 = 1", ...params: unknown[]) =>
    Number(
      (
        await database.rows<{ n: number }>(
          `SELECT count(*) AS n FROM ${table} WHERE ${where}`,
          ...params,
        )
      )[0]!.n,
    );
  const subscription = async (email: string) =>
    (
      await database.rows<{
        id: number;
        status: string;
        confirm_nonce: string;
        confirmed_at: string | null;
      }>(
        "SELECT id, status, confirm_nonce, confirmed_at FROM newsletter_subscriptions WHERE email = ?",
        email,
      )
    )[0];

  it("stores a contact message with its e-mail to sales in one transaction", async () => {
    expect(await call("contact", contact)).toBe("created");
    const [row] = await database.rows(
      "SELECT name, email, company, segment, topic FROM contact_submissions",
    );
    expect(row).toEqual({
      name: "Dana Ortiz",
      email: "dana@example.com",
      company: "Ortiz IT",
      segment: "msp",
      topic: null,
    });
    expect(await count("mail_outbox", "kind = 'contact' AND status = 'pending'")).toBe(1);
    const [job] = (await claim()).jobs;
    expect(job?.message.to).toBeTruthy();
    expect(job?.message.text).toContain(contact.message);
  });

  it("queues nothing when mail is off", async () => {
    const quiet = await database.start({ origin: ORIGIN, mail: false });
    await call("contact", contact, now, quiet);
    expect(await call("newsletter", { email: "a@example.com" }, now, quiet)).toBe("new");
    expect(await count("contact_submissions")).toBe(1);
    expect(await count("mail_outbox")).toBe(0);
  });

  it("takes a newsletter sign-up pending, asks again at most hourly, never changes a confirmed one", async () => {
    expect(
      await call("newsletter", { email: "New@Example.com", topics: ["design", "design"] }),
    ).toBe("new");
    expect(
      await call("newsletter", { email: "new@example.com", topics: ["product-news"] }, at(1_000)),
    ).toBe("pending");
    const row = (await subscription("new@example.com"))!;
    expect(row.status).toBe("pending");
    expect(
      await database.rows("SELECT topic FROM newsletter_topics WHERE subscription_id = ?", row.id),
    ).toEqual([{ topic: "product-news" }]);
    expect(await count("mail_outbox", "subscription_id = ?", row.id)).toBe(1);
    await call("newsletter", { email: "new@example.com" }, at(3_600_000));
    expect(await count("mail_outbox", "subscription_id = ?", row.id)).toBe(2);

    const token = confirmToken(store.linkKey, row.id, row.confirm_nonce, now);
    expect(await call("confirm", { token })).toBe("confirmed");
    expect(await call("confirm", { token })).toBe("already-confirmed");
    expect((await subscription("new@example.com"))!.confirmed_at).toBe(now.toISOString());
    expect(
      await call("newsletter", { email: "new@example.com", topics: ["design"] }, at(2 * 3_600_000)),
    ).toBe("confirmed");
    expect(await count("mail_outbox", "subscription_id = ?", row.id)).toBe(2);
    expect(
      await database.rows("SELECT topic FROM newsletter_topics WHERE subscription_id = ?", row.id),
    ).toEqual([{ topic: "product-news" }]);
  });

  it("refuses expired, altered and foreign confirmation tokens", async () => {
    await call("newsletter", { email: "a@example.com" });
    const row = (await subscription("a@example.com"))!;
    const token = confirmToken(store.linkKey, row.id, row.confirm_nonce, now);
    expect(await call("confirm", { token }, at(8 * DAY))).toBe("expired");
    // Another last character (a fixed "A" was the same one in 1 run of 16).
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "E" : "A"}`;
    expect(await call("confirm", { token: altered })).toBe("invalid");
    const foreign = confirmToken(Buffer.alloc(32, 7), row.id, row.confirm_nonce, now);
    expect(await call("confirm", { token: foreign })).toBe("invalid");
    expect((await subscription("a@example.com"))!.status).toBe("pending");
  });

  it("unsubscribes with the e-mail's lasting link: the address, its topics and mails go", async () => {
    await call("newsletter", { email: "a@example.com", topics: ["design"] });
    const [job] = (await claim()).jobs;
    const link = /^<https:\/\/staging\.example\.com\/newsletter\/unsubscribe\?token=([^>]+)>$/.exec(
      job!.message.headers?.["List-Unsubscribe"] ?? "",
    );
    expect(readLink(store.linkKey, "unsubscribe", link?.[1])).toBeDefined();
    expect(await call("unsubscribe", { token: link![1]! })).toBe("unsubscribed");
    expect(await count("newsletter_subscriptions")).toBe(0);
    expect(await count("newsletter_topics")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
    expect(await call("unsubscribe", { token: link![1]! })).toBe("unsubscribed");
    expect(await call("unsubscribe", { token: "1.00000000000000000000000000000000.0.x" })).toBe(
      "invalid",
    );
  });

  it("stores a notify request once per address and product", async () => {
    expect(await call("notify", { email: "A@example.com", product: "portal" })).toBe("created");
    expect(await call("notify", { email: "a@example.com", product: "portal" })).toBe("existing");
    expect(await call("notify", { email: "a@example.com", industry: "healthcare" })).toBe(
      "created",
    );
    expect(await count("notify_requests")).toBe(2);
  });

  it("runs a post once per Idempotency-Key, refuses the key with another post, forgets it after a day", async () => {
    const key = "0b6f8e52-7a4c-4d0e-9a51-3f2c1d9e8b70";
    let replays = 0;
    const keyed = (args: OpArgs<"notify">, when = now) =>
      store.call("notify", args, {
        now: when,
        timeoutMs: 5_000,
        idempotencyKey: key,
        onReplayed: () => (replays += 1),
      });
    expect(await keyed({ email: "a@example.com", product: "portal" })).toBe("created");
    expect(await keyed({ email: "a@example.com", product: "portal" })).toBe("created");
    expect(replays).toBe(1);
    await expect(keyed({ email: "b@example.com", product: "portal" })).rejects.toMatchObject({
      constructor: StoreError,
      code: KEY_REUSED,
    });
    expect(await count("notify_requests")).toBe(1);
    // A day later the key is a new post (its outcome: the row exists).
    expect(await keyed({ email: "a@example.com", product: "portal" }, at(DAY + 1))).toBe(
      "existing",
    );
    expect(replays).toBe(1);
    expect(await call("purgeIdempotencyKeys", {}, at(2 * DAY + 2))).toBe(1);
    expect(await count("idempotency_keys")).toBe(0);
  });

  it("answers concurrent posts of one key once: one row, every caller the same outcome", async () => {
    const key = "concurrent-key-0001";
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        store.call("contact", contact, { now, timeoutMs: 5_000, idempotencyKey: key }),
      ),
    );
    expect(results).toEqual(Array(8).fill("created"));
    expect(await count("contact_submissions")).toBe(1);
    expect(await count("mail_outbox")).toBe(1);
  });

  it("leases what it hands out, keeps each row's Message-ID, and records outcomes", async () => {
    for (let index = 0; index < 3; index += 1) await call("contact", contact);
    const first = (await claim(now, 2)).jobs;
    expect(first).toHaveLength(2);
    const ids = first.map((job) => job.message.messageId);
    expect(ids).toEqual([
      expect.stringMatching(/^<[0-9a-f]{32}@staging\.example\.com>$/),
      expect.stringMatching(/^<[0-9a-f]{32}@staging\.example\.com>$/),
    ]);
    const third = await claim(now, 5);
    expect(third.jobs).toHaveLength(1);
    expect(third.nextDueAt).toBe(at(LEASE).toISOString());
    expect((await claim(at(LEASE - 1))).jobs).toEqual([]);
    await call("mailSent", { id: first[0]!.id });
    await call("mailFailed", {
      id: first[1]!.id,
      error: "ETIMEDOUT",
      retryAt: at(5_000).toISOString(),
    });
    await call("mailFailed", { id: third.jobs[0]!.id, error: "EENVELOPE 550 no such user" });
    expect(await call("outboxCounts", {})).toEqual({ pending: 1, sent: 1, failed: 1, skipped: 0 });
    const retried = (await claim(at(5_000))).jobs;
    expect(retried.map((job) => [job.id, job.attempts, job.message.messageId])).toEqual([
      [first[1]!.id, 2, ids[1]],
    ]);
  });

  it("skips a confirmation request whose subscription was confirmed meanwhile", async () => {
    await call("newsletter", { email: "a@example.com" });
    await call("newsletter", { email: "b@example.com" });
    await database.rows(
      "UPDATE newsletter_subscriptions SET status = 'confirmed' WHERE email = ?",
      "a@example.com",
    );
    expect((await claim()).jobs.map((job) => job.message.to)).toEqual(["b@example.com"]);
    expect(await call("outboxCounts", {})).toMatchObject({ pending: 1, skipped: 1 });
  });

  it("gives back its own leases when it stops, and at start only those of a process that is gone", async () => {
    for (let index = 0; index < 3; index += 1) await call("contact", contact);
    const dead = await database.start({
      origin: ORIGIN,
      mail: true,
      leaseOwner: `${hostname()}:999999999:gone`,
    });
    const live = await database.start({
      origin: ORIGIN,
      mail: true,
      leaseOwner: processOwner("live"),
    });
    expect((await claim(now, 1, dead)).jobs).toHaveLength(1);
    expect((await claim(now, 1, live)).jobs).toHaveLength(1);
    expect((await claim(now, 1)).jobs).toHaveLength(1);
    expect(await call("releaseMail", { whose: "others" }, at(1_000))).toBe(1);
    expect((await claim(at(1_000))).jobs.map((job) => job.attempts)).toEqual([2]);
    expect(await call("releaseMail", { whose: "own" }, at(2_000))).toBe(2);
    expect((await claim(at(2_000))).jobs.map((job) => job.attempts).sort()).toEqual([2, 3]);
  });

  it("deletes sign-ups never confirmed after 30 days, and only those", async () => {
    await call("newsletter", { email: "old@example.com" });
    await call("newsletter", { email: "new@example.com" });
    await database.rows(
      "UPDATE newsletter_subscriptions SET created_at = ? WHERE email = ?",
      new Date(now.getTime() - 31 * DAY).toISOString(),
      "old@example.com",
    );
    expect(await call("purgeUnconfirmed", {})).toBe(1);
    expect(
      (await database.rows<{ email: string }>("SELECT email FROM newsletter_subscriptions")).map(
        (row) => row.email,
      ),
    ).toEqual(["new@example.com"]);
  });

  it("lets two stores on one database (two servers) claim at once: every mail handed out once", async () => {
    const other = await database.start({ origin: ORIGIN, mail: true });
    await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        call(
          index % 2 ? "contact" : "newsletter",
          index % 2 ? contact : { email: `n${index}@example.com` },
          now,
          index % 3 ? store : other,
        ),
      ),
    );
    const handed: MailJob[] = [];
    const drain = async (writer: Writer) => {
      for (;;) {
        const { jobs } = await claim(now, 2, writer);
        if (jobs.length === 0) return;
        handed.push(...jobs);
        await Promise.all(jobs.map((job) => call("mailSent", { id: job.id }, now, writer)));
      }
    };
    await Promise.all([drain(store), drain(other), drain(store), drain(other)]);
    expect(handed).toHaveLength(60);
    expect(new Set(handed.map((job) => job.id)).size).toBe(60);
    expect(new Set(handed.map((job) => job.message.messageId)).size).toBe(60);
    expect(await call("outboxCounts", {})).toEqual({ pending: 0, sent: 60, failed: 0, skipped: 0 });
  });

  it("takes one address signed up through two stores at once as one subscription", async () => {
    const other = await database.start({ origin: ORIGIN, mail: true });
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call(
          "newsletter",
          { email: "race@example.com", topics: ["design"] },
          now,
          index % 2 ? store : other,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "new")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "pending")).toHaveLength(5);
    expect(await count("newsletter_subscriptions")).toBe(1);
    expect(await count("mail_outbox")).toBe(1);
  });

  it("answers the readiness probes: a write that commits, and how long mail has been due", async () => {
    expect(await call("probe", {})).toBeNull();
    expect(await database.rows("SELECT value FROM settings WHERE name = 'probe'")).toEqual([
      { value: now.toISOString() },
    ]);
    expect(await call("outboxDue", {})).toEqual({ due: 0 });
    await call("contact", contact);
    await call("contact", contact, at(1_000));
    expect(await call("outboxDue", {}, at(60_000))).toEqual({
      due: 2,
      oldestDueAt: now.toISOString(),
    });
    await claim(at(60_000));
    expect(await call("outboxDue", {}, at(60_000))).toEqual({ due: 0 });
  });
});

describe.skipIf(!engines().includes("postgres"))("PostgreSQL under a held lock", () => {
  it("answers 503 (StoreUnavailableError) at the deadline, stores nothing, and works once released", async () => {
    const database = await engineDatabase("postgres");
    const holder = new pg.Client({ connectionString: database.databaseUrl });
    try {
      const store = await database.start({ origin: ORIGIN, mail: true });
      await holder.connect();
      await holder.query("BEGIN");
      await holder.query("LOCK TABLE contact_submissions IN ACCESS EXCLUSIVE MODE");
      const started = Date.now();
      await expect(
        store.call("contact", contact, { now: new Date(), timeoutMs: 300 }),
      ).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(Date.now() - started).toBeLessThan(4_000); // the lock timeout, not the 5 s backstop
      const waiting = store.call("contact", contact, { now: new Date(), timeoutMs: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await holder.query("ROLLBACK");
      expect(await waiting).toBe("created");
      expect(await database.rows("SELECT count(*)::integer AS n FROM contact_submissions")).toEqual(
        [{ n: 1 }],
      );
      expect(await database.rows("SELECT count(*)::integer AS n FROM mail_outbox")).toEqual([
        { n: 1 },
      ]);
    } finally {
      await holder.end();
      await database.dispose();
    }
  });
});

describe("DATABASE_URL", () => {
  it("takes postgres:// and postgresql://, and nothing else, without repeating the password", () => {
    expect(checkDatabaseUrl(undefined)).toBeUndefined();
    expect(checkDatabaseUrl("")).toBeUndefined();
    expect(checkDatabaseUrl("postgres://u:p@db.internal:5432/leads")).toBe(
      "postgres://u:p@db.internal:5432/leads",
    );
    expect(checkDatabaseUrl("postgresql://db/leads")).toBe("postgresql://db/leads");
    expect(() => checkDatabaseUrl("mysql://admin:hunter2@db/leads")).toThrow(/postgres:\/\//);
    expect(() => checkDatabaseUrl("mysql://admin:hunter2@db/leads")).not.toThrow(/hunter2/);
    expect(() => checkDatabaseUrl("./data/leads.sqlite")).toThrow(/DATABASE_URL/);
  });
});
