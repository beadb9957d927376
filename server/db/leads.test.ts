// @vitest-environment node
// The store's double opt-in, unsubscribe, outbox rows and batched purges, on a real SQLite file.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { readLink, signLink } from "../links.js";
import { type Db, DB_FILE, openDatabase } from "./database.js";
import {
  CONFIRMATION_RESEND_MS,
  confirmToken,
  createLeadStore,
  type LeadStore,
  pendingCutoff,
  PURGE_BATCH,
  readLinkKey,
} from "./leads.js";
import Database from "./sqlite.js";

const NOW = new Date("2026-06-01T12:00:00.000Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 86_400_000;

let root: string;
let db: Db;
let store: LeadStore;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "cradlesec-leads-"));
  db = openDatabase(root);
  store = createLeadStore(db);
});
afterEach(() => {
  db.close();
  rmSync(root, { recursive: true, force: true });
});

interface SubscriptionRow {
  id: number;
  email: string;
  status: string;
  confirmed_at: string | null;
  confirm_nonce: string | null;
  unsubscribe_nonce: string;
}
const subscription = (email: string) =>
  db.prepare("SELECT * FROM newsletter_subscriptions WHERE email = ?").get(email) as
    SubscriptionRow | undefined;
const topics = (id: number) =>
  db
    .prepare("SELECT topic FROM newsletter_topics WHERE subscription_id = ? ORDER BY topic")
    .pluck()
    .all(id);
const queued = () =>
  db.prepare("SELECT kind, contact_id, subscription_id FROM mail_outbox ORDER BY id").all();

/** The confirmation token the e-mail of `email` would carry, made at `when`. */
function tokenFor(email: string, when = NOW) {
  const row = subscription(email)!;
  return confirmToken(readLinkKey(db), row.id, row.confirm_nonce!, when);
}

describe("newsletter double opt-in", () => {
  it("stores a new address as pending, with its confirmation e-mail in the same transaction", () => {
    expect(
      store.subscribe({ email: "New@Example.com", topics: ["design"] }, NOW, { mail: true }),
    ).toBe("new");
    const row = subscription("new@example.com")!;
    expect(row).toMatchObject({ status: "pending", confirmed_at: null });
    expect(row.confirm_nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(row.unsubscribe_nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(topics(row.id)).toEqual(["design"]);
    expect(queued()).toEqual([
      { kind: "newsletter-confirmation", contact_id: null, subscription_id: row.id },
    ]);
  });

  it("queues no e-mail when mail is off: the subscription stays pending", () => {
    store.subscribe({ email: "quiet@example.com" }, NOW);
    expect(subscription("quiet@example.com")?.status).toBe("pending");
    expect(queued()).toEqual([]);
  });

  it("lets a pending address change its topics, and asks again at most hourly", () => {
    store.subscribe({ email: "p@example.com", topics: ["design"] }, NOW, { mail: true });
    const again = store.subscribe(
      { email: "p@example.com", topics: ["product-news"] },
      later(60_000),
      {
        mail: true,
      },
    );
    expect(again).toBe("pending");
    const { id } = subscription("p@example.com")!;
    expect(topics(id)).toEqual(["product-news"]);
    expect(queued()).toHaveLength(1);
    store.subscribe({ email: "p@example.com" }, later(CONFIRMATION_RESEND_MS), { mail: true });
    expect(queued()).toHaveLength(2);
    expect(topics(id)).toEqual(["product-news"]); // no topics in the repeat: kept
  });

  it("confirms with the e-mail's token, once; a confirmed subscription never changes from the form", () => {
    store.subscribe({ email: "c@example.com", topics: ["design"] }, NOW, { mail: true });
    const token = tokenFor("c@example.com");
    expect(store.confirm(token, later(60_000))).toBe("confirmed");
    const row = subscription("c@example.com")!;
    expect(row.status).toBe("confirmed");
    expect(row.confirmed_at).toBe(later(60_000).toISOString());
    expect(store.confirm(token, later(120_000))).toBe("already-confirmed");

    expect(
      store.subscribe({ email: "C@example.com", topics: ["security-advisories"] }, later(DAY), {
        mail: true,
      }),
    ).toBe("confirmed");
    expect(topics(row.id)).toEqual(["design"]);
    expect(queued()).toHaveLength(1); // no second request to a confirmed address
  });

  it("refuses expired, altered and foreign tokens", () => {
    store.subscribe({ email: "e@example.com" }, NOW, { mail: true });
    const token = tokenFor("e@example.com");
    expect(store.confirm(token, later(8 * DAY))).toBe("expired");
    const key = readLinkKey(db);
    const claims = readLink(key, "confirm", token)!;
    const longer = signLink(key, "confirm", { ...claims, expires: claims.expires + 30 * 86_400 });
    expect(store.confirm(`${longer.slice(0, -4)}AAAA`, NOW)).toBe("invalid"); // altered
    const otherKey = Buffer.alloc(32, 7);
    expect(store.confirm(signLink(otherKey, "confirm", claims), NOW)).toBe("invalid");
    // An unsubscribe token does not confirm, even with the same claims.
    expect(store.confirm(signLink(key, "unsubscribe", claims), NOW)).toBe("invalid");
    expect(store.confirm("not a token", NOW)).toBe("invalid");
    expect(subscription("e@example.com")?.status).toBe("pending");
    expect(store.confirm(longer, NOW)).toBe("confirmed"); // a valid signature over new claims
  });

  it("unsubscribes with the lasting token: the address, its topics and its e-mails are deleted", () => {
    store.subscribe({ email: "u@example.com", topics: ["design"] }, NOW, { mail: true });
    const row = subscription("u@example.com")!;
    const oldConfirm = tokenFor("u@example.com");
    const token = store.unsubscribeToken(row.id, row.unsubscribe_nonce);
    expect(store.unsubscribe(`${token}x`)).toBe("invalid");
    expect(store.unsubscribe(token)).toBe("unsubscribed");
    expect(subscription("u@example.com")).toBeUndefined();
    expect(topics(row.id)).toEqual([]);
    expect(queued()).toEqual([]);
    expect(store.unsubscribe(token)).toBe("unsubscribed"); // a second click: still off the list

    // The id, free again, goes to the next subscriber: the old links must not end that one,
    // nor tell its owner anything about it once it is confirmed.
    store.subscribe({ email: "next@example.com" }, NOW);
    expect(subscription("next@example.com")?.id).toBe(row.id);
    expect(store.unsubscribe(token)).toBe("invalid");
    expect(store.confirm(tokenFor("next@example.com"), NOW)).toBe("confirmed");
    expect(store.confirm(oldConfirm, NOW)).toBe("invalid");
    expect(subscription("next@example.com")).toBeDefined();
  });

  it("deletes subscriptions never confirmed after 30 days, and only those", () => {
    const old = new Date(NOW.getTime() - 31 * DAY);
    const insert = db.prepare(
      "INSERT INTO newsletter_subscriptions (created_at, email, status, unsubscribe_nonce) VALUES (?, ?, ?, ?)",
    );
    insert.run(old.toISOString(), "stale@example.com", "pending", "0".repeat(32));
    insert.run(old.toISOString(), "kept@example.com", "confirmed", "1".repeat(32));
    store.subscribe({ email: "fresh@example.com" }, NOW);
    expect(store.purgeUnconfirmed(pendingCutoff(NOW))).toBe(1);
    expect(store.list({ form: "newsletter" }).map((record) => record.email)).toEqual([
      "kept@example.com",
      "fresh@example.com",
    ]);
  });
});

describe("contact messages", () => {
  it("queue their e-mail to sales in the same transaction when mail is on", () => {
    const message = { name: "Ann", email: "ann@example.com", message: "A message long enough." };
    store.addContact(message, NOW);
    store.addContact(message, NOW, { mail: true });
    const ids = db.prepare("SELECT id FROM contact_submissions ORDER BY id").pluck().all();
    expect(queued()).toEqual([{ kind: "contact", contact_id: ids[1], subscription_id: null }]);
    expect(store.list({ form: "contact" }).map((record) => record.mail)).toEqual([null, "pending"]);
  });
});

describe("purge", () => {
  it("deletes in batches, releasing the lock between them for other writers", () => {
    const old = "2020-01-01T00:00:00.000Z";
    const insert = db.prepare(
      "INSERT INTO notify_requests (created_at, email, product) VALUES (?, ?, 'p')",
    );
    db.transaction(() => {
      for (let index = 0; index < PURGE_BATCH * 2 + 7; index += 1) {
        insert.run(old, `n${index}@example.com`);
      }
    })();
    // A second connection that never waits: it writes only if no batch holds the lock.
    const other = new Database(join(root, DB_FILE));
    other.pragma("busy_timeout = 0");
    const write = other.prepare("INSERT INTO notify_requests (email, product) VALUES (?, 'q')");
    let writes = 0;
    const purged = store.purgeBefore("2021-01-01T00:00:00.000Z", () => {
      write.run(`between${writes}@example.com`);
      writes += 1;
    });
    other.close();
    expect(purged).toEqual({ contact: 0, newsletter: 0, notify: PURGE_BATCH * 2 + 7 });
    expect(writes).toBe(2);
    expect(store.count("notify")).toBe(2);
  });
});
