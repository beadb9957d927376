// @vitest-environment node
// The outbox sender against fake SMTP servers on 127.0.0.1: bounded connections, retries with
// backoff, restarts, permanent failures, and what a visitor's text can do to the e-mail.
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDatabase } from "../db/database.js";
import { createLeadStore } from "../db/leads.js";
import { createOutbox } from "../db/outbox.js";
import { fakeSmtp, until } from "../testing/fake-smtp.js";
import { post, type Running, type TestSite, testSite } from "../testing/site.js";
import type { MailMessage } from "./messages.js";
import {
  DEFAULT_LEASE_MS,
  DEFAULT_SEND_TIMEOUT_MS,
  defaultRetryDelay,
  describeMailError,
  SMTP_TIMEOUTS,
  startMailSender,
} from "./sender.js";

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

/** The outbox rows of a server's database. */
function outboxRows(dataDir: string) {
  const db = openDatabase(dataDir);
  try {
    return db
      .prepare("SELECT status, attempts, next_attempt_at, lease_owner, message_id FROM mail_outbox")
      .all() as {
      status: string;
      attempts: number;
      next_attempt_at: string;
      lease_owner: string | null;
      message_id: string | null;
    }[];
  } finally {
    db.close();
  }
}

describe("mails in flight when the server stops", () => {
  it("gives their leases back on a graceful stop: the next start sends them at once", async () => {
    const smtp = await fakeSmtp("accept");
    smtp.setMode("silent"); // connections from now on hang (the URL keeps 5 s timeouts)
    const first = await site.start({ smtpUrl: smtp.url, mailSender: { stopWaitMs: 50 } });
    try {
      await post(`${first.base}/api/contact`, contact("inflight@example.com"));
      await until(() => smtp.open() === 1);
    } finally {
      await first.app.close(); // SIGTERM
    }
    const stoppedAt = Date.now();
    const [row] = outboxRows(first.dataDir);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lease_owner: null });
    expect(Date.parse(row!.next_attempt_at)).toBeLessThanOrEqual(stoppedAt);

    smtp.setMode("accept");
    const second = await site.start({ smtpUrl: smtp.url }, first.dataDir);
    try {
      await until(() => smtp.messages.length === 1);
      await until(() => outboxRows(first.dataDir)[0]!.status === "sent");
    } finally {
      await second.app.close();
      await smtp.close();
    }
  });

  it("sends at start, not after the lease, what a process that died (kill -9) was sending", async () => {
    const dataDir = (await site.start({})).dataDir; // a migrated database, then the crash:
    const db = openDatabase(dataDir);
    createLeadStore(db).addContact(contact("crash@example.com"), new Date(), { mail: true });
    const dead = createOutbox(db, { origin: "https://www.cradlesec.com", owner: "1-dead" });
    const [job] = dead.claim(new Date(), 1, DEFAULT_LEASE_MS).jobs;
    db.close();

    const smtp = await fakeSmtp("accept");
    const server = await site.start({ smtpUrl: smtp.url }, dataDir);
    try {
      await until(() => smtp.messages.length === 1);
      // The same message as the attempt that died with the process: recognisably a repeat.
      expect(smtp.messages[0]).toContain(`Message-ID: ${job!.message.messageId}`);
      await until(() => outboxRows(dataDir)[0]!.status === "sent");
      expect(outboxRows(dataDir)[0]).toMatchObject({ attempts: 2, lease_owner: null });
    } finally {
      await server.app.close();
      await smtp.close();
    }
  });
});

describe("a slow SMTP server", () => {
  it("is given longer than common delays to answer a message, within the lease", () => {
    // Scanning and greylisting servers answer the data after a minute or more (the probe's: 75 s).
    expect(SMTP_TIMEOUTS.socketTimeout).toBeGreaterThanOrEqual(5 * 60_000);
    expect(DEFAULT_SEND_TIMEOUT_MS).toBeGreaterThan(SMTP_TIMEOUTS.socketTimeout);
    expect(DEFAULT_LEASE_MS).toBeGreaterThan(DEFAULT_SEND_TIMEOUT_MS);
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
    await vi.waitFor(() =>
      expect(writer.call).toHaveBeenCalledWith("claimMail", expect.anything(), expect.anything()),
    );
    const stopped = sender.stop();
    const message = { from: "a@example.com", to: "b@example.com", subject: "s", text: "t" };
    answerClaim({ jobs: [{ id: 1, kind: "contact", attempts: 1, message }] });
    await stopped;
    expect(transport.sendMail).not.toHaveBeenCalled();
    expect(transport.close).toHaveBeenCalledTimes(1);
  });
});
