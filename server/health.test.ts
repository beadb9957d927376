// @vitest-environment node
// /healthz and /readyz: the readiness rules against a probe the test controls, then the real
// server: a write lock held by another connection and an outbox nobody sends make it 503, and
// neither probe writes an access-log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "./db/database.js";
import { createLeadStore } from "./db/leads.js";
import { type HealthOptions, readinessCheck, type ReadinessProbe } from "./health.js";
import type { MailMessage } from "./mail/messages.js";
import { until } from "./testing/fake-smtp.js";
import { post, type Running, type TestSite, testSite } from "./testing/site.js";
import { holdWriteLock } from "./testing/write-lock.js";

const MINUTE = 60_000;
const NOW = new Date("2026-06-01T12:00:00.000Z");

interface Logged {
  level: "info" | "warn";
  message: string;
}

/** A check over `probe`, with a log the test reads. */
function check(probe: Partial<ReadinessProbe>, options: Partial<HealthOptions> = {}) {
  const logged: Logged[] = [];
  const record =
    (level: Logged["level"]) =>
    (...args: unknown[]) =>
      logged.push({ level, message: String(args.find((arg) => typeof arg === "string")) });
  const run = readinessCheck({
    probe: {
      probeWrite: async () => {},
      oldestMailDue: async () => undefined,
      ...probe,
    },
    mail: true,
    now: () => NOW,
    log: { info: record("info"), warn: record("warn") } as unknown as HealthOptions["log"],
    cacheMs: 0,
    ...options,
  });
  return { run, logged };
}

describe("readinessCheck", () => {
  it("is ready when the write is done and no e-mail has waited long", async () => {
    const due = new Date(NOW.getTime() - 14 * MINUTE);
    expect(await check({ oldestMailDue: async () => due }).run()).toEqual({
      status: "ready",
      database: "ok",
      outbox: "ok",
      outboxDueSeconds: 14 * 60,
    });
  });

  it("is not ready when an e-mail has been due longer than the threshold, with SMTP configured", async () => {
    const due = new Date(NOW.getTime() - 16 * MINUTE);
    expect(await check({ oldestMailDue: async () => due }).run()).toEqual({
      status: "not ready",
      database: "ok",
      outbox: "stuck",
      outboxDueSeconds: 16 * 60,
    });
    const strict = check({ oldestMailDue: async () => due }, { stuckAfterMs: 20 * MINUTE });
    expect((await strict.run()).status).toBe("ready");
    // Without SMTP nothing is sent: the outbox is not checked at all.
    const off = check(
      {
        oldestMailDue: () => {
          throw new Error("not asked without SMTP");
        },
      },
      { mail: false },
    );
    expect(await off.run()).toEqual({ status: "ready", database: "ok", outbox: "off" });
  });

  it("is not ready when the write fails or never answers, within its time", async () => {
    const busy = Object.assign(new Error("locked"), { code: "SQLITE_BUSY" });
    expect(
      await check({
        probeWrite: async () => {
          throw busy;
        },
        oldestMailDue: async () => {
          throw busy;
        },
      }).run(),
    ).toEqual({
      status: "not ready",
      database: "unavailable",
      databaseError: "SQLITE_BUSY",
      outbox: "unknown",
    });

    const hung = check(
      { probeWrite: () => new Promise<void>(() => {}) },
      { timeoutMs: 100, mail: false },
    );
    const started = Date.now();
    expect(await hung.run()).toMatchObject({
      status: "not ready",
      database: "unavailable",
      databaseError: "TIMEOUT",
    });
    // Well before the writer's own grace (5 s) for a thread that never answers; loose for a
    // loaded machine.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("runs one check at a time for concurrent callers, reuses a recent result, and logs each turn once", async () => {
    let writes = 0;
    let failing = false;
    const { run, logged } = check(
      {
        probeWrite: async () => {
          writes += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (failing) throw Object.assign(new Error("locked"), { code: "SQLITE_BUSY" });
        },
      },
      { cacheMs: 200 },
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => run()));
    expect(writes).toBe(1);
    expect(new Set(results).size).toBe(1);
    await run();
    expect(writes).toBe(1); // within cacheMs
    failing = true;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await run()).status).toBe("not ready");
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await run()).status).toBe("not ready");
    failing = false;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await run()).status).toBe("ready");
    expect(writes).toBe(4);
    expect(logged.map(({ level }) => level)).toEqual(["warn", "info"]);
  });
});

let site: TestSite;
beforeAll(async () => {
  site = await testSite();
});
afterAll(() => site.cleanup());

async function get(server: Running, path: string) {
  const response = await fetch(`${server.base}${path}`);
  return { status: response.status, headers: response.headers, json: await response.json() };
}

describe("the probes on the server", () => {
  let server: Running;
  beforeAll(async () => {
    server = await site.start({ health: { cacheMs: 0, timeoutMs: 1_500 } });
  }, 30_000);
  afterAll(() => server.app.close());

  it("answer JSON, no-store, with the security headers; /readyz takes a write", async () => {
    for (const path of ["/healthz", "/readyz"]) {
      const { status, headers } = await get(server, path);
      expect(status).toBe(200);
      expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(headers.get("cache-control")).toBe("no-store");
      expect(headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("x-frame-options")).toBe("DENY");
    }
    expect((await get(server, "/healthz")).json).toEqual({ status: "ok" });
    expect((await get(server, "/readyz")).json).toEqual({
      status: "ready",
      database: "ok",
      outbox: "off",
    });

    const db = openDatabase(server.dataDir);
    const checkedAt = () =>
      db.prepare("SELECT value FROM settings WHERE name = 'probe'").pluck().get();
    try {
      const before = checkedAt() as string;
      await new Promise((resolve) => setTimeout(resolve, 5));
      await get(server, "/readyz");
      expect(checkedAt()).not.toBe(before);
      const after = checkedAt();
      await get(server, "/healthz");
      expect(checkedAt()).toBe(after); // /healthz touches nothing
    } finally {
      db.close();
    }
  });

  it("/readyz answers 503 within its time while another connection holds the write lock, and 200 once it is released", async () => {
    const mark = site.logs.length;
    const lock = holdWriteLock(server.dataDir);
    try {
      const started = Date.now();
      const locked = await get(server, "/readyz");
      // At its 1.5 s, not the writer's own grace for a thread that never answers (5 s more).
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(locked.status).toBe(503);
      expect(locked.headers.get("cache-control")).toBe("no-store");
      expect(locked.json).toEqual({
        status: "not ready",
        database: "unavailable",
        databaseError: "SQLITE_BUSY",
        outbox: "off",
      });
      expect((await get(server, "/healthz")).status).toBe(200); // the process still answers
    } finally {
      lock.release();
    }
    expect((await get(server, "/readyz")).status).toBe(200);
    const turns = site.logs.slice(mark).map((line) => JSON.parse(line) as { msg: string });
    expect(turns.map(({ msg }) => msg)).toEqual(["not ready (/readyz)", "ready again (/readyz)"]);
  });

  it("write no access-log line, while a page does", async () => {
    const mark = site.logs.length;
    for (let index = 0; index < 5; index += 1) {
      await get(server, "/healthz");
      await get(server, "/readyz");
    }
    expect(site.logs.slice(mark)).toEqual([]);
    await fetch(`${server.base}/home`).then((response) => response.arrayBuffer());
    expect(site.logs.slice(mark).some((line) => line.includes('"url":"/home"'))).toBe(true);
  });

  it("are not pages: a trailing slash or a query changes nothing the site serves", async () => {
    expect((await fetch(`${server.base}/healthz/`)).status).toBe(404);
    expect((await get(server, "/healthz?probe=1")).json).toEqual({ status: "ok" });
  });
});

describe("/readyz and the outbox", () => {
  it("is 503 while an e-mail has waited over 15 minutes unsent, and 200 once the sender sends it", async () => {
    // The server's clock, moved on by the test; the sender's sleeps are real time.
    let clock = Date.now();
    const sent: MailMessage[] = [];
    const server = await site.start({
      now: () => new Date(clock),
      mailTransport: {
        sendMail: async (message) => void sent.push(message),
        close: () => {},
      },
      // The sender next looks at the outbox when the row below falls due (a minute of real
      // time) or when a post wakes it.
      mailSender: { pollMs: 60 * MINUTE },
      health: { cacheMs: 0, timeoutMs: 5_000 },
    });
    try {
      const db = openDatabase(server.dataDir);
      try {
        createLeadStore(db).addContact(
          { name: "Queued Earlier", email: "queued@example.com", message: "Sent when due." },
          new Date(clock),
          { mail: true },
        );
        db.prepare("UPDATE mail_outbox SET next_attempt_at = ?").run(
          new Date(clock + MINUTE).toISOString(),
        );
      } finally {
        db.close();
      }
      expect((await get(server, "/readyz")).json).toMatchObject({ outbox: "ok" });

      clock += 17 * MINUTE; // due for 16 minutes, and the sender asleep
      const stuck = await get(server, "/readyz");
      expect(stuck.status).toBe(503);
      expect(stuck.json).toEqual({
        status: "not ready",
        database: "ok",
        outbox: "stuck",
        outboxDueSeconds: 16 * 60,
      });

      const answer = await post(`${server.base}/api/contact`, {
        name: "Dana Ortiz",
        email: "dana@example.com",
        message: "A post wakes the sender, which sends what is due.",
      });
      expect(answer.status).toBe(201);
      await until(() => sent.length === 2);
      const ready = await get(server, "/readyz");
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual({
        status: "ready",
        database: "ok",
        outbox: "ok",
        outboxDueSeconds: 0,
      });
    } finally {
      await server.app.close();
    }
  });
});
