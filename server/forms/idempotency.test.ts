// @vitest-environment node
// Idempotency-Key on the form API: a post retried after a lost answer (a reset connection, a
// restarted server) gets the first answer and stores nothing new.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../db/database.js";
import { until } from "../testing/fake-smtp.js";
import { post, type Running, type TestSite, testSite } from "../testing/site.js";

let site: TestSite;
let server: Running;
let later: Running | undefined;
let clock = Date.now();

beforeAll(async () => {
  site = await testSite();
  server = await site.start({ now: () => new Date(clock) });
});
afterAll(async () => {
  await server.app.close();
  await later?.app.close();
  site.cleanup();
});

const contact = (email: string) => ({
  name: "Dana Ortiz",
  email,
  message: "We would like to hear about immutable backups.",
});

const count = (table: string, email: string) => {
  const db = openDatabase(server.dataDir);
  try {
    return db.prepare(`SELECT count(*) FROM ${table} WHERE email = ?`).pluck().get(email);
  } finally {
    db.close();
  }
};

const keyed = (path: string, body: unknown, key: string) =>
  post(`${server.base}${path}`, body, { headers: { "idempotency-key": key } });

describe("Idempotency-Key", () => {
  it("answers a repeated key as the first time, and stores the post once", async () => {
    const key = "0b6f8e52-7a4c-4d0e-9a51-3f2c1d9e8b70";
    const first = await keyed("/api/contact", contact("once@example.com"), key);
    const again = await keyed("/api/contact", contact("once@example.com"), key);
    expect(first).toMatchObject({ status: 201, json: { ok: true } });
    expect(again).toMatchObject({ status: first.status, text: first.text });
    expect(count("contact_submissions", "once@example.com")).toBe(1);
    expect(site.logs.some((line) => line.includes("first answer repeated"))).toBe(true);
  });

  it("repeats each form's own first answer (notify: 201, then 200 without a key)", async () => {
    const body = { email: "notify-once@example.com", product: "vault" };
    const first = await keyed("/api/notify", body, "notify-key-1");
    expect(first.status).toBe(201);
    expect((await keyed("/api/notify", body, "notify-key-1")).status).toBe(201);
    expect((await post(`${server.base}/api/notify`, body)).status).toBe(200); // no key: a repeat
    expect((await keyed("/api/newsletter", { email: "n@example.com" }, "news-key-1")).status).toBe(
      202,
    );
    expect((await keyed("/api/newsletter", { email: "n@example.com" }, "news-key-1")).status).toBe(
      202,
    );
  });

  it("keeps keys apart per form", async () => {
    const key = "shared-key-1234";
    expect((await keyed("/api/contact", contact("per-form@example.com"), key)).status).toBe(201);
    const other = await keyed("/api/notify", { email: "per-form@example.com", product: "x" }, key);
    expect(other.status).toBe(201);
    expect(count("contact_submissions", "per-form@example.com")).toBe(1);
    expect(count("notify_requests", "per-form@example.com")).toBe(1);
  });

  it("refuses a key sent again with another post (422), storing nothing", async () => {
    const key = "reused-key-5678";
    expect((await keyed("/api/contact", contact("first@example.com"), key)).status).toBe(201);
    const other = await keyed("/api/contact", contact("second@example.com"), key);
    expect(other.status).toBe(422);
    expect(count("contact_submissions", "second@example.com")).toBe(0);
  });

  it.each([["short"], ["has a space in it"], ["x".repeat(129)], ["naïve-key-1234"]])(
    "refuses a malformed key %j (400), storing nothing",
    async (key) => {
      const answer = await keyed("/api/contact", contact("badkey@example.com"), key);
      expect(answer.status).toBe(400);
      expect(count("contact_submissions", "badkey@example.com")).toBe(0);
    },
  );

  it("forgets a key after a day: the same key is then a new post", async () => {
    const key = "day-old-key-0001";
    expect((await keyed("/api/contact", contact("daily@example.com"), key)).status).toBe(201);
    clock += 86_400_000 + 1_000;
    expect((await keyed("/api/contact", contact("daily@example.com"), key)).status).toBe(201);
    expect(count("contact_submissions", "daily@example.com")).toBe(2);
  });

  it("is deleted by the hourly clean-up after a day", async () => {
    await keyed("/api/contact", contact("purged@example.com"), "purged-key-0001");
    await server.app.close();
    // A start runs the clean-up at once; its clock is past a day after every key stored here.
    const next = clock + 86_400_000 + 1_000;
    later = await site.start({ now: () => new Date(next) }, server.dataDir);
    const keys = () => {
      const db = openDatabase(server.dataDir);
      try {
        return db.prepare("SELECT count(*) FROM idempotency_keys").pluck().get() as number;
      } finally {
        db.close();
      }
    };
    await until(() => keys() === 0, 10_000);
  });
});
