// @vitest-environment node
// Idempotency-Key on the form API: a post retried after a lost answer (a reset connection, a
// restarted server) gets the first answer and stores nothing new.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type EngineDatabase, engineDatabase, engines } from "../testing/engines.js";
import { eventually } from "../testing/fake-smtp.js";
import { post, type Running, type TestSite, testSite } from "../testing/site.js";

describe.each(engines())("on %s", (engine) => {
  let site: TestSite;
  let database: EngineDatabase;
  let server: Running;
  let later: Running | undefined;
  let clock = Date.now();
  const start = (now: () => Date) =>
    site.start({ now, databaseUrl: database.databaseUrl }, database.dataDir);

  beforeAll(async () => {
    site = await testSite();
    database = await engineDatabase(engine);
    server = await start(() => new Date(clock));
  });
  afterAll(async () => {
    await server.app.close();
    await later?.app.close();
    await database.dispose();
    site.cleanup();
  });

  const contact = (email: string) => ({
    name: "Dana Ortiz",
    email,
    message: "We would like to hear about immutable backups.",
  });

  const count = async (table: string, email: string) =>
    Number(
      (
        await database.rows<{ n: number }>(
          `SELECT count(*) AS n FROM ${table} WHERE email = ?`,
          email,
        )
      )[0]!.n,
    );

  const keyed = (path: string, body: unknown, key: string, base = server.base) =>
    post(`${base}${path}`, body, { headers: { "idempotency-key": key } });

  describe("Idempotency-Key", () => {
    it("answers a repeated key as the first time, and stores the post once", async () => {
      const key = "0b6f8e52-7a4c-4d0e-9a51-3f2c1d9e8b70";
      const first = await keyed("/api/contact", contact("once@example.com"), key);
      const again = await keyed("/api/contact", contact("once@example.com"), key);
      expect(first).toMatchObject({ status: 201, json: { ok: true } });
      expect(again).toMatchObject({ status: first.status, text: first.text });
      expect(await count("contact_submissions", "once@example.com")).toBe(1);
      expect(site.logs.some((line) => line.includes("first answer repeated"))).toBe(true);
    });

    it("repeats each form's own first answer (notify: 201, then 200 without a key)", async () => {
      const body = { email: "notify-once@example.com", product: "vault" };
      const first = await keyed("/api/notify", body, "notify-key-1");
      expect(first.status).toBe(201);
      expect((await keyed("/api/notify", body, "notify-key-1")).status).toBe(201);
      expect((await post(`${server.base}/api/notify`, body)).status).toBe(200); // no key: a repeat
      expect(
        (await keyed("/api/newsletter", { email: "n@example.com" }, "news-key-1")).status,
      ).toBe(202);
      expect(
        (await keyed("/api/newsletter", { email: "n@example.com" }, "news-key-1")).status,
      ).toBe(202);
    });

    it("keeps keys apart per form", async () => {
      const key = "shared-key-1234";
      expect((await keyed("/api/contact", contact("per-form@example.com"), key)).status).toBe(201);
      const other = await keyed(
        "/api/notify",
        { email: "per-form@example.com", product: "x" },
        key,
      );
      expect(other.status).toBe(201);
      expect(await count("contact_submissions", "per-form@example.com")).toBe(1);
      expect(await count("notify_requests", "per-form@example.com")).toBe(1);
    });

    it("refuses a key sent again with another post (422), storing nothing", async () => {
      const key = "reused-key-5678";
      expect((await keyed("/api/contact", contact("first@example.com"), key)).status).toBe(201);
      const other = await keyed("/api/contact", contact("second@example.com"), key);
      expect(other.status).toBe(422);
      expect(await count("contact_submissions", "second@example.com")).toBe(0);
    });

    it.each([["short"], ["has a space in it"], ["x".repeat(129)], ["naïve-key-1234"]])(
      "refuses a malformed key %j (400), storing nothing",
      async (key) => {
        const answer = await keyed("/api/contact", contact("badkey@example.com"), key);
        expect(answer.status).toBe(400);
        expect(await count("contact_submissions", "badkey@example.com")).toBe(0);
      },
    );

    it("forgets a key after a day: the same key is then a new post", async () => {
      const key = "day-old-key-0001";
      expect((await keyed("/api/contact", contact("daily@example.com"), key)).status).toBe(201);
      clock += 86_400_000 + 1_000;
      expect((await keyed("/api/contact", contact("daily@example.com"), key)).status).toBe(201);
      expect(await count("contact_submissions", "daily@example.com")).toBe(2);
    });

    it("answers a retry that reaches another instance on the same database as the first time", async () => {
      const other = await start(() => new Date(clock));
      try {
        const key = "other-instance-key-0001";
        const first = await keyed("/api/contact", contact("elsewhere@example.com"), key);
        const retry = await keyed(
          "/api/contact",
          contact("elsewhere@example.com"),
          key,
          other.base,
        );
        expect(retry).toMatchObject({ status: first.status, text: first.text });
        expect(await count("contact_submissions", "elsewhere@example.com")).toBe(1);
      } finally {
        await other.app.close();
      }
    });

    it("is deleted by the hourly clean-up after a day", async () => {
      await keyed("/api/contact", contact("purged@example.com"), "purged-key-0001");
      await server.app.close();
      // A start runs the clean-up at once; its clock is past a day after every key stored here.
      const next = clock + 86_400_000 + 1_000;
      later = await start(() => new Date(next));
      const keys = async () =>
        Number(
          (await database.rows<{ n: number }>("SELECT count(*) AS n FROM idempotency_keys"))[0]!.n,
        );
      await eventually(async () => (await keys()) === 0, 10_000);
    });
  });
});
