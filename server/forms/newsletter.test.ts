// @vitest-environment node
// The newsletter's double opt-in over HTTP: one answer for every sign-up, the confirmation
// e-mail and its links, one-click unsubscribe (RFC 8058), and life without SMTP_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ServerOptions } from "../app.js";
import { signLink } from "../links.js";
import { type EngineDatabase, engineDatabase, engines } from "../testing/engines.js";
import { eventually, type FakeSmtp, fakeSmtp, until } from "../testing/fake-smtp.js";
import { page } from "../testing/fixture.js";
import { FORM, post, type Running, type TestSite, testSite } from "../testing/site.js";
import { ERROR_PAGE_CSP } from "./error-page.js";

describe.each(engines())("on %s", (engine) => {
  let site: TestSite;
  let smtp: FakeSmtp;
  let server: Running;
  /** Every database made here, each server's own unless it is started on another's. */
  const databases: EngineDatabase[] = [];
  const owners = new Map<Running, EngineDatabase>();

  /** A server on a new database of this engine, or on `on`'s. */
  async function start(options: Partial<ServerOptions> = {}, on?: Running): Promise<Running> {
    let database = on && owners.get(on);
    if (!database) {
      database = await engineDatabase(engine);
      databases.push(database);
    }
    const running = await site.start(
      { ...options, databaseUrl: database.databaseUrl },
      database.dataDir,
    );
    owners.set(running, database);
    return running;
  }

  beforeAll(async () => {
    site = await testSite({
      "newsletter/confirm/index.html": page("Confirm your subscription", []),
      "newsletter/unsubscribe/index.html": page("Unsubscribe", []),
    });
    smtp = await fakeSmtp();
    server = await start({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server.app.close();
    await smtp.close();
    for (const database of databases) await database.dispose();
    site.cleanup();
  });

  /** The newsletter record of `email` on `on`'s database, as the export shows it. */
  const subscriber = async (email: string, on = server) => {
    const database = owners.get(on)!;
    const [row] = await database.rows<{ id: number; status: string; confirmed_at: string | null }>(
      "SELECT id, status, confirmed_at FROM newsletter_subscriptions WHERE email = ?",
      email,
    );
    if (!row) return undefined;
    const topics = await database.rows<{ topic: string }>(
      "SELECT topic FROM newsletter_topics WHERE subscription_id = ? ORDER BY topic",
      row.id,
    );
    return { ...row, topics: topics.map(({ topic }) => topic) };
  };

  const queuedMails = async (on = server) =>
    Number(
      (await owners.get(on)!.rows<{ n: number }>("SELECT count(*) AS n FROM mail_outbox"))[0]!.n,
    );

  /** The confirmation e-mail sent to `email`: its links and headers. */
  async function confirmationFor(email: string) {
    await until(() => smtp.messages.some((message) => message.includes(`To: ${email}`)));
    const message = smtp.messages.find((text) => text.includes(`To: ${email}`))!;
    // Unfold the headers (long ones continue on indented lines), and undo the body's
    // quoted-printable soft breaks, as a mail client does, before reading the links.
    const split = message.indexOf("\n\n");
    const head = message.slice(0, split).replace(/\n[ \t]+/g, " ");
    const body = message.slice(split).replace(/=\n/g, "").replace(/=3D/g, "=");
    const text = head + body;
    const confirm = /https:\/\/www\.cradlesec\.com(\/newsletter\/confirm\?token=[\w.-]+)/.exec(
      text,
    );
    const unsubscribe = /^List-Unsubscribe: <https:\/\/www\.cradlesec\.com([^>]+)>$/m.exec(text);
    return {
      text,
      confirm: confirm?.[1] ?? "",
      unsubscribe: unsubscribe?.[1] ?? "",
      oneClick: /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m.test(text),
    };
  }

  const subscribe = (email: string, topics?: string[]) =>
    post(`${server.base}/api/newsletter`, { email, ...(topics ? { topics } : {}) });

  describe("sign-up answers", () => {
    it("are the same for a new, a pending and a confirmed address", async () => {
      const fresh = await subscribe("same@example.com", ["design"]);
      const pending = await subscribe("same@example.com", ["design"]);
      const { confirm } = await confirmationFor("same@example.com");
      expect((await post(`${server.base}${confirm}`, {})).status).toBe(200);
      const confirmed = await subscribe("same@example.com", ["design"]);
      const shape = (answer: Awaited<ReturnType<typeof subscribe>>) => ({
        status: answer.status,
        type: answer.headers.get("content-type"),
        body: answer.text,
      });
      expect(shape(fresh)).toEqual({
        status: 202,
        type: "application/json; charset=utf-8",
        body: '{"ok":true}',
      });
      expect(shape(pending)).toEqual(shape(fresh));
      expect(shape(confirmed)).toEqual(shape(fresh));

      const forms = await Promise.all(
        ["unknown@example.com", "same@example.com"].map((email) =>
          post(`${server.base}/api/newsletter`, `email=${encodeURIComponent(email)}`, {
            type: FORM,
          }),
        ),
      );
      expect(forms.map((answer) => [answer.status, answer.headers.get("location")])).toEqual([
        [303, "/thank-you?form=newsletter"],
        [303, "/thank-you?form=newsletter"],
      ]);
    });

    it("never change a confirmed subscription, nor mail it again", async () => {
      await subscribe("kept@example.com", ["design"]);
      const { confirm } = await confirmationFor("kept@example.com");
      await post(`${server.base}${confirm}`, {});
      const before = smtp.messages.length;
      expect((await subscribe("KEPT@example.com", ["security-advisories"])).status).toBe(202);
      expect(await subscriber("kept@example.com")).toMatchObject({
        status: "confirmed",
        topics: ["design"],
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages.length).toBe(before);
    });
  });

  describe("double opt-in", () => {
    it("keeps a subscription pending until its e-mailed link's button is pressed, once", async () => {
      expect((await subscribe("opt@example.com", ["product-news"])).status).toBe(202);
      expect(await subscriber("opt@example.com")).toMatchObject({
        status: "pending",
        confirmed_at: null,
      });
      const mail = await confirmationFor("opt@example.com");
      expect(mail.text).toMatch(/^Subject: Confirm your CradleSec Labs subscription$/m);
      expect(mail.text).toMatch(/^From: CradleSec Labs <labs@cradlesec\.com>$/m);
      expect(mail.oneClick).toBe(true);
      expect(mail.text).toContain(`https://www.cradlesec.com${mail.unsubscribe}`);

      // Opening the link (a person, or a mail scanner) shows the page and changes nothing.
      const opened = await fetch(`${server.base}${mail.confirm}`);
      expect(opened.status).toBe(200);
      expect(await opened.text()).toContain("Confirm your subscription");
      expect((await subscriber("opt@example.com"))?.status).toBe("pending");

      // Its button posts to the same URL: confirmed, and a second press says so.
      const pressed = await post(`${server.base}${mail.confirm}`, undefined, {
        headers: { accept: "application/json" },
      });
      expect(pressed.status).toBe(200);
      expect(pressed.json).toEqual({ outcome: "confirmed" });
      expect((await subscriber("opt@example.com"))?.status).toBe("confirmed");
      const again = await post(`${server.base}${mail.confirm}`, "", {
        type: FORM,
        headers: { accept: "application/json" },
      });
      expect(again.json).toEqual({ outcome: "already-confirmed" });
    });

    it("answers a browser without JavaScript with a page saying what happened", async () => {
      await subscribe("nojs@example.com");
      const { confirm } = await confirmationFor("nojs@example.com");
      const answer = await post(`${server.base}${confirm}`, "", {
        type: FORM,
        headers: { origin: server.base },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-security-policy")).toBe(ERROR_PAGE_CSP);
      expect(answer.text).toContain("<h1>You&#x27;re subscribed</h1>");
    });

    it("refuses altered, missing and expired tokens", async () => {
      await subscribe("expire@example.com");
      const { confirm } = await confirmationFor("expire@example.com");
      const altered = confirm.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
      const json = { headers: { accept: "application/json" } };
      expect(await post(`${server.base}${altered}`, {}, json)).toMatchObject({
        status: 400,
        json: { outcome: "invalid" },
      });
      expect(await post(`${server.base}/newsletter/confirm`, {}, json)).toMatchObject({
        status: 400,
        json: { outcome: "invalid" },
      });
      // Eight days later, on the same data: the link has expired, the address is still pending.
      const later = await start({ now: () => new Date(Date.now() + 8 * 86_400_000) }, server);
      try {
        expect(await post(`${later.base}${confirm}`, {}, json)).toMatchObject({
          status: 410,
          json: { outcome: "expired" },
        });
      } finally {
        await later.app.close();
      }
      expect((await subscriber("expire@example.com"))?.status).toBe("pending");
    });

    it("takes the confirmation only from the site's own pages", async () => {
      await subscribe("csrf@example.com");
      const { confirm } = await confirmationFor("csrf@example.com");
      const answer = await post(
        `${server.base}${confirm}`,
        {},
        {
          headers: { origin: "https://evil.example" },
        },
      );
      expect(answer.status).toBe(403);
      expect((await subscriber("csrf@example.com"))?.status).toBe("pending");
    });

    it("keeps the token out of the access log", () => {
      expect(site.logs.filter((line) => line.includes("token=[redacted]")).length).toBeGreaterThan(
        3,
      );
      expect(site.logs.filter((line) => /token=(?!\[redacted\])/.test(line))).toEqual([]);
    });
  });

  describe("unsubscribe", () => {
    it("takes a mail provider's one-click POST (RFC 8058) from anywhere, deleting the address", async () => {
      await subscribe("oneclick@example.com", ["design"]);
      const { unsubscribe } = await confirmationFor("oneclick@example.com");
      // The page at the link only offers the button.
      const opened = await fetch(`${server.base}${unsubscribe}`);
      expect(opened.status).toBe(200);
      await opened.arrayBuffer();
      expect(await subscriber("oneclick@example.com")).toBeDefined();

      const answer = await post(`${server.base}${unsubscribe}`, "List-Unsubscribe=One-Click", {
        type: FORM,
        headers: { origin: "https://mail.provider.example", "sec-fetch-site": "cross-site" },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("location")).toBeNull(); // RFC 8058: no redirect
      expect(answer.text).toContain("<h1>You&#x27;re unsubscribed</h1>");
      expect(await subscriber("oneclick@example.com")).toBeUndefined();
      // Again, as multipart (some providers send that): still off the list.
      const multipart = await post(
        `${server.base}${unsubscribe}`,
        '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
        { type: "multipart/form-data; boundary=b", headers: { accept: "application/json" } },
      );
      expect(multipart.json).toEqual({ outcome: "unsubscribed" });
    });

    it("refuses a token that is not one", async () => {
      const answer = await post(`${server.base}/newsletter/unsubscribe?token=1.abc.0.x`, "", {
        type: FORM,
        headers: { accept: "application/json" },
      });
      expect(answer).toMatchObject({ status: 400, json: { outcome: "invalid" } });
    });
  });

  describe("a flood of forged unsubscribes", () => {
    it("is limited per address like a form, while a signed link always works", async () => {
      const limited = await start({ smtpUrl: smtp.url, rateLimitMax: 3 });
      const unsubscribe = (token: string) =>
        post(
          `${limited.base}/newsletter/unsubscribe?token=${token}`,
          "List-Unsubscribe=One-Click",
          {
            type: FORM,
            headers: { accept: "application/json" },
          },
        );
      try {
        const seeding = await owners
          .get(limited)!
          .start({ origin: "https://x.example", mail: false });
        const tokens = [];
        for (const email of ["a@example.com", "b@example.com"]) {
          await seeding.call("newsletter", { email }, { now: new Date(), timeoutMs: 5_000 });
          const [row] = await owners
            .get(limited)!
            .rows<{ id: number; unsubscribe_nonce: string }>(
              "SELECT id, unsubscribe_nonce FROM newsletter_subscriptions WHERE email = ?",
              email,
            );
          tokens.push(
            signLink(seeding.linkKey, "unsubscribe", {
              id: row!.id,
              nonce: row!.unsubscribe_nonce,
              expires: 0,
            }),
          );
        }

        const forged = [];
        for (let index = 0; index < 5; index += 1) {
          forged.push((await unsubscribe(`${index}AAAAAAAA.BBBBBBBB`)).status);
        }
        expect(forged).toEqual([400, 400, 400, 429, 429]);
        // Over the limit, from the same address: signed links still unsubscribe, every time.
        for (const token of [...tokens, ...tokens, ...tokens]) {
          expect(await unsubscribe(token)).toMatchObject({
            status: 200,
            json: { outcome: "unsubscribed" },
          });
        }
        expect(await subscriber("a@example.com", limited)).toBeUndefined();
        expect(await subscriber("b@example.com", limited)).toBeUndefined();
      } finally {
        await limited.app.close();
      }
    });
  });

  describe("without SMTP_URL", () => {
    it("says at start-up that no e-mail is sent, and keeps sign-ups pending without mail", async () => {
      const mark = site.logs.length;
      const quiet = await start();
      try {
        expect(site.logs.slice(mark).join("\n")).toMatch(/SMTP_URL is not set.*stay pending/);
        expect(
          (await post(`${quiet.base}/api/newsletter`, { email: "q@example.com" })).status,
        ).toBe(202);
        expect(await subscriber("q@example.com", quiet)).toMatchObject({ status: "pending" });
        expect(await queuedMails(quiet)).toBe(0);
      } finally {
        await quiet.app.close();
      }
    });

    it("deletes sign-ups never confirmed after 30 days", async () => {
      const quiet = await start();
      await post(`${quiet.base}/api/newsletter`, { email: "stale@example.com" });
      await quiet.app.close();
      const month = await start({ now: () => new Date(Date.now() + 31 * 86_400_000) }, quiet);
      try {
        await eventually(async () => (await subscriber("stale@example.com", quiet)) === undefined);
      } finally {
        await month.app.close();
      }
    });
  });
});
