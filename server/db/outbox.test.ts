// @vitest-environment node
// The outbox: claims with a lease, attempts, retries, permanent failures, and e-mails rendered
// from the rows they are about.
import { mkdtempSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { readLink } from "../links.js";
import { type Db, openDatabase } from "./database.js";
import { createLeadStore, type LeadStore, readLinkKey } from "./leads.js";
import { ownerIsGone, processOwner } from "./lease-owner.js";
import { createOutbox, type Outbox } from "./outbox.js";

const NOW = new Date("2026-06-01T12:00:00.000Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);
const LEASE = 60_000;
const ORIGIN = "https://staging.example.com";

let root: string;
let db: Db;
let store: LeadStore;
let outbox: Outbox;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "cradlesec-outbox-"));
  db = openDatabase(root);
  store = createLeadStore(db);
  outbox = createOutbox(db, { origin: ORIGIN, salesTo: "sales@example.com" });
});
afterEach(() => {
  db.close();
  rmSync(root, { recursive: true, force: true });
});

const contact = {
  name: "Dana\nE-mail: ceo@forged.example",
  email: "dana@example.com",
  company: "Ortiz IT",
  message: "Line one of the message.\r\nLine two.",
};

describe("claim", () => {
  it("renders the contact e-mail from the stored message, with no forged lines", () => {
    store.addContact(contact, NOW, { mail: true });
    const { jobs } = outbox.claim(NOW, 10, LEASE);
    expect(jobs).toHaveLength(1);
    const [{ message, attempts, kind }] = jobs as [(typeof jobs)[number]];
    expect({ kind, attempts }).toEqual({ kind: "contact", attempts: 1 });
    expect(message).toMatchObject({
      to: "sales@example.com",
      replyTo: "dana@example.com",
      subject: "Website contact: Dana E-mail: ceo@forged.example (Ortiz IT)",
    });
    const lines = message.text.split("\n");
    expect(lines.filter((line) => line.startsWith("E-mail:"))).toEqual([
      "E-mail: dana@example.com",
    ]);
    expect(lines).toContain("Name: Dana E-mail: ceo@forged.example");
    expect(message.text).toContain("Message:\nLine one of the message.\nLine two.");
  });

  it("renders the confirmation request with signed links and one-click unsubscribe headers", () => {
    store.subscribe({ email: "sub@example.com" }, NOW, { mail: true });
    const [job] = outbox.claim(NOW, 10, LEASE).jobs;
    const message = job!.message;
    expect(message.to).toBe("sub@example.com");
    const confirm = /https:\/\/staging\.example\.com\/newsletter\/confirm\?token=(\S+)/.exec(
      message.text,
    );
    const unsubscribe =
      /<(https:\/\/staging\.example\.com\/newsletter\/unsubscribe\?token=(\S+))>/.exec(
        message.headers?.["List-Unsubscribe"] ?? "",
      );
    expect(message.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const key = readLinkKey(db);
    expect(readLink(key, "confirm", confirm?.[1])?.expires).toBe(
      Math.floor(NOW.getTime() / 1000) + 7 * 86_400,
    );
    expect(readLink(key, "unsubscribe", unsubscribe?.[2])?.expires).toBe(0);
    expect(message.text).toContain(unsubscribe?.[1]); // the body carries the same link
    expect(store.confirm(confirm?.[1], NOW)).toBe("confirmed");
    expect(store.unsubscribe(unsubscribe?.[2])).toBe("unsubscribed");
  });

  it("leases what it hands out: nothing is claimed twice until the lease runs out", () => {
    store.addContact(contact, NOW, { mail: true });
    store.addContact(contact, NOW, { mail: true });
    expect(outbox.claim(NOW, 1, LEASE).jobs).toHaveLength(1);
    const second = outbox.claim(NOW, 5, LEASE);
    expect(second.jobs).toHaveLength(1);
    expect(second.nextDueAt).toBe(at(LEASE).toISOString());
    expect(outbox.claim(at(LEASE - 1), 5, LEASE).jobs).toEqual([]);
    // The sender died mid-send: both are due again, as a second attempt.
    const again = outbox.claim(at(LEASE), 5, LEASE).jobs;
    expect(again.map((job) => job.attempts)).toEqual([2, 2]);
  });

  it("at start gives back only the leases of a process that is gone, not a live one's", () => {
    store.addContact(contact, NOW, { mail: true });
    store.addContact(contact, NOW, { mail: true });
    const live = createOutbox(db, { origin: ORIGIN, owner: processOwner("live") });
    const gone = `${hostname()}:999999999:gone`;
    const dead = createOutbox(db, { origin: ORIGIN, owner: gone });
    expect(live.claim(NOW, 1, LEASE).jobs).toHaveLength(1);
    expect(dead.claim(NOW, 1, LEASE).jobs).toHaveLength(1);
    const next = createOutbox(db, { origin: ORIGIN, owner: processOwner("next") });
    expect(next.release(at(1_000), "others")).toBe(1);
    expect(next.claim(at(1_000), 5, LEASE).jobs).toHaveLength(1);
    expect(ownerIsGone(processOwner("me"))).toBe(false);
    expect(ownerIsGone(gone)).toBe(true);
    expect(ownerIsGone("elsewhere.example:1:x")).toBe(false);
  });

  it("gives back its own leases when it stops, and at start those of a process that died", () => {
    store.addContact(contact, NOW, { mail: true });
    store.addContact(contact, NOW, { mail: true });
    const dead = createOutbox(db, { origin: ORIGIN, owner: "4242-dead" });
    expect(dead.claim(NOW, 1, LEASE).jobs).toHaveLength(1);
    expect(outbox.claim(NOW, 1, LEASE).jobs).toHaveLength(1);
    // The next process: the dead one's row is due at once, not after its lease.
    const next = createOutbox(db, { origin: ORIGIN, owner: "4243-next" });
    expect(next.release(at(1_000), "others")).toBe(2); // the dead one's, and this test's (an old-style name)
    expect(next.claim(at(1_000), 5, LEASE).jobs.map((job) => job.attempts)).toEqual([2, 2]);
    // Stopping: its own leases are given back, nobody else's.
    expect(outbox.release(at(2_000), "own")).toBe(0);
    expect(next.release(at(2_000), "own")).toBe(2);
    expect(outbox.claim(at(2_000), 5, LEASE).jobs.map((job) => job.attempts)).toEqual([3, 3]);
    expect(
      db.prepare("SELECT count(*) FROM mail_outbox WHERE lease_owner IS NOT NULL").pluck().get(),
    ).toBe(2);
  });

  it("gives each row one Message-ID, kept across retries", () => {
    store.addContact(contact, NOW, { mail: true });
    store.addContact(contact, NOW, { mail: true });
    const first = outbox.claim(NOW, 5, LEASE).jobs;
    const ids = first.map((job) => job.message.messageId);
    expect(ids).toEqual([
      expect.stringMatching(/^<[0-9a-f]{32}@staging\.example\.com>$/),
      expect.stringMatching(/^<[0-9a-f]{32}@staging\.example\.com>$/),
    ]);
    expect(new Set(ids).size).toBe(2);
    outbox.failed(first[0]!.id, NOW, "ETIMEDOUT", at(1_000));
    const retried = outbox.claim(at(LEASE), 5, LEASE).jobs;
    expect(retried.map((job) => [job.attempts, job.message.messageId])).toEqual([
      [2, ids[0]],
      [2, ids[1]],
    ]);
  });

  it("skips a confirmation request whose subscription was confirmed or deleted meanwhile", () => {
    store.subscribe({ email: "a@example.com" }, NOW, { mail: true });
    store.subscribe({ email: "b@example.com" }, NOW, { mail: true });
    const ids = db.prepare("SELECT id FROM newsletter_subscriptions ORDER BY id").pluck().all();
    db.prepare("UPDATE newsletter_subscriptions SET status = 'confirmed' WHERE id = ?").run(ids[0]);
    expect(outbox.claim(NOW, 5, LEASE).jobs.map((job) => job.message.to)).toEqual([
      "b@example.com",
    ]);
    expect(outbox.counts()).toMatchObject({ pending: 1, skipped: 1 });
  });
});

describe("outcomes", () => {
  it("marks a row sent, retries one at the time given, and fails one for good", () => {
    for (let index = 0; index < 3; index += 1) store.addContact(contact, NOW, { mail: true });
    const [sent, retried, failed] = outbox.claim(NOW, 3, LEASE).jobs;
    outbox.sent(sent!.id, NOW);
    outbox.failed(retried!.id, NOW, "ETIMEDOUT CONN timed out", at(5_000));
    outbox.failed(failed!.id, NOW, "EENVELOPE 550 RCPT TO mailbox unavailable");
    expect(outbox.counts()).toEqual({ pending: 1, sent: 1, failed: 1, skipped: 0 });
    expect(outbox.claim(at(4_999), 3, LEASE).jobs).toEqual([]);
    expect(outbox.claim(at(5_000), 3, LEASE).jobs.map((job) => [job.id, job.attempts])).toEqual([
      [retried!.id, 2],
    ]);
    expect(
      db.prepare("SELECT status, last_error FROM mail_outbox WHERE id = ?").get(failed!.id),
    ).toEqual({ status: "failed", last_error: "EENVELOPE 550 RCPT TO mailbox unavailable" });
    expect(
      store
        .list({ form: "contact" })
        .map((record) => record.mail)
        .sort(),
    ).toEqual(["failed", "pending", "sent"]);
  });
});
