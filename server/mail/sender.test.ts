// @vitest-environment node
// The outbox sender against fake SMTP servers on 127.0.0.1: bounded connections, retries with
// backoff, restarts, permanent failures, and what a visitor's text can do to the e-mail.
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDatabase } from "../db/database.js";
import { createLeadStore } from "../db/leads.js";
import { fakeSmtp, until } from "../testing/fake-smtp.js";
import { post, type Running, type TestSite, testSite } from "../testing/site.js";
import type { MailMessage } from "./messages.js";
import { defaultRetryDelay, describeMailError, startMailSender } from "./sender.js";

let site: TestSite;
beforeAll(async () => {
  site = await testSite();
});
afterAll(() => site.cleanup());

const contact = (email: string, name = "Dana Ortiz") => ({
  name,
  email,
  message: "We would like to hear about immutable backups.",
});

/** Log lines written since `mark` (a count of lines) that contain `text`. */
const logged = (mark: number, text: string) =>
  site.logs.slice(mark).filter((line) => line.includes(text)).length;

/** Fast retries, so that a test sees several attempts. */
const QUICK = { retryDelayMs: () => 50, pollMs: 100 };

function mailStates(server: Running) {
  const db = openDatabase(server.dataDir);
  try {
    return createLeadStore(db)
      .list({ form: "contact" })
      .map((record) => record.mail);
  } finally {
    db.close();
  }
}

describe("an SMTP server that never answers", () => {
  const POSTS = 40;

  it("costs a bounded number of connections, loses nothing, and delivers each once it answers", async () => {
    const smtp = await fakeSmtp("silent");
    const mark = site.logs.length;
    const server = await site.start({
      smtpUrl: smtp.url,
      mailSender: { ...QUICK, concurrency: 2 },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: POSTS }, (_, index) =>
          post(`${server.base}/api/contact`, contact(`silent${index}@example.com`)),
        ),
      );
      expect(answers.every((answer) => answer.status === 201)).toBe(true);
      // Several rounds of attempts time out…
      await until(() => logged(mark, "e-mail failed, will retry") >= 6, 10_000);
      expect(smtp.maxOpen()).toBeLessThanOrEqual(2);
      expect(mailStates(server).every((state) => state === "pending")).toBe(true);
      // …then the server answers again: every message arrives, once.
      smtp.setMode("accept");
      await until(() => smtp.messages.length === POSTS, 20_000);
      expect(smtp.maxOpen()).toBeLessThanOrEqual(2);
      const recipients = smtp.messages.map((message) => /^Reply-To: (\S+)$/m.exec(message)?.[1]);
      expect(new Set(recipients).size).toBe(POSTS);
      await until(() => mailStates(server).every((state) => state === "sent"));
    } finally {
      await server.app.close();
      await smtp.close();
    }
  }, 40_000);
});

describe("restarts", () => {
  it("sends after a restart what could not be sent before it", async () => {
    const down = await fakeSmtp("silent");
    const mark = site.logs.length;
    const first = await site.start({ smtpUrl: down.url, mailSender: QUICK });
    for (let index = 0; index < 5; index += 1) {
      const answer = await post(
        `${first.base}/api/contact`,
        contact(`restart${index}@example.com`),
      );
      expect(answer.status).toBe(201);
    }
    await until(() => logged(mark, "e-mail failed, will retry") > 0);
    await first.app.close();
    await down.close();

    // Later (past any lease and backoff), with a mail server that works.
    const up = await fakeSmtp("accept");
    const tomorrow = () => new Date(Date.now() + 86_400_000);
    const second = await site.start({ smtpUrl: up.url, now: tomorrow }, first.dataDir);
    try {
      await until(() => up.messages.length === 5);
      await until(() => mailStates(second).every((state) => state === "sent"));
      expect(up.messages).toHaveLength(5);
    } finally {
      await second.app.close();
      await up.close();
    }
  });
});

describe("giving up", () => {
  it("marks an e-mail failed for good on a permanent refusal (5xx), without retrying", async () => {
    const smtp = await fakeSmtp("reject");
    const mark = site.logs.length;
    const server = await site.start({ smtpUrl: smtp.url, mailSender: QUICK });
    try {
      await post(`${server.base}/api/contact`, contact("refused@example.com"));
      await until(() => mailStates(server)[0] === "failed");
      await until(() => logged(mark, "e-mail failed for good") === 1);
      expect(site.logs.slice(mark).join("\n")).not.toContain("refused@example.com");
      expect(site.logs.slice(mark).filter((line) => line.includes("will retry"))).toEqual([]);
    } finally {
      await server.app.close();
      await smtp.close();
    }
  });

  it("marks it failed after the last attempt", async () => {
    const smtp = await fakeSmtp("silent");
    const server = await site.start({
      smtpUrl: smtp.url,
      mailSender: { ...QUICK, maxAttempts: 2 },
    });
    try {
      await post(`${server.base}/api/contact`, contact("twice@example.com"));
      await until(() => mailStates(server)[0] === "failed", 10_000);
      const db = openDatabase(server.dataDir);
      expect(db.prepare("SELECT attempts, status FROM mail_outbox").get()).toEqual({
        attempts: 2,
        status: "failed",
      });
      db.close();
    } finally {
      await server.app.close();
      await smtp.close();
    }
  });

  it("keeps addresses out of the error it logs and stores", () => {
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <dana@example.com> unknown"),
      {
        code: "EENVELOPE",
        responseCode: 550,
        command: "RCPT TO",
      },
    );
    expect(describeMailError(error)).toBe(
      "EENVELOPE 550 RCPT TO Can't send mail - all recipients were rejected: 550 <[address]> unknown",
    );
  });

  it("waits longer after each failure, at most six hours", () => {
    expect([1, 2, 3, 10, 20].map(defaultRetryDelay)).toEqual([
      60_000, 120_000, 240_000, 21_600_000, 21_600_000,
    ]);
  });
});

describe("what a visitor types", () => {
  it("cannot add a forged line to the e-mail with line breaks in the name", async () => {
    const smtp = await fakeSmtp("accept");
    const server = await site.start({ smtpUrl: smtp.url });
    try {
      const name = "Dana\r\nE-mail: ceo@forged.example\nCompany: Forged Inc";
      const answer = await post(`${server.base}/api/contact`, contact("real@example.com", name));
      expect(answer.status).toBe(201);
      await until(() => smtp.messages.length === 1);
      const lines = smtp.messages[0]!.split("\n");
      expect(lines.filter((line) => /^E-mail:/.test(line))).toEqual(["E-mail: real@example.com"]);
      expect(lines.filter((line) => /^Company:/.test(line))).toEqual([]);
      expect(lines).toContain("Name: Dana E-mail: ceo@forged.example Company: Forged Inc");
    } finally {
      await server.app.close();
      await smtp.close();
    }
  });
});

describe("stopping", () => {
  it("sends nothing it claimed after it was told to stop, and waits for the claim", async () => {
    let answerClaim!: (value: unknown) => void;
    const claim = new Promise((resolve) => (answerClaim = resolve));
    const writer = { call: vi.fn(async (op: string) => (op === "claimMail" ? claim : null)) };
    const transport = { sendMail: vi.fn(async (_message: MailMessage) => ({})), close: vi.fn() };
    const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
    const sender = startMailSender({ writer: writer as never, transport, log: quiet });
    expect(writer.call).toHaveBeenCalledWith("claimMail", expect.anything(), expect.anything());
    const stopped = sender.stop();
    const message = { from: "a@example.com", to: "b@example.com", subject: "s", text: "t" };
    answerClaim({ jobs: [{ id: 1, kind: "contact", attempts: 1, message }] });
    await stopped;
    expect(transport.sendMail).not.toHaveBeenCalled();
    expect(transport.close).toHaveBeenCalledTimes(1);
  });
});
