// What the forms store and what the sales team reads back, as prepared statements. Only the
// fields of each form plus created_at (and, for the newsletter, the state of its double opt-in):
// no IP address, user agent or other request data. Used by the writer thread (server/db/writer-
// worker.ts), which is the server's only connection, and by the CLI.
import { randomBytes } from "node:crypto";

import type { ConfirmOutcome, UnsubscribeOutcome } from "../../app/content/newsletter-links.js";
import type { ContactInput, NewsletterInput, NotifyInput } from "../../app/lib/forms/schemas.js";
import { CONFIRM_LINK_DAYS, type LinkClaims, readLink, signLink } from "../links.js";
import type { Db } from "./database.js";
import type { Statement } from "./sqlite.js";

export const FORMS = ["contact", "newsletter", "notify"] as const;
export type FormName = (typeof FORMS)[number];

export const isFormName = (value: unknown): value is FormName =>
  typeof value === "string" && (FORMS as readonly string[]).includes(value);

/** One submission of any form, with the union of their fields (null where a form has none). */
export interface LeadRecord {
  form: FormName;
  created_at: string;
  name: string | null;
  email: string;
  company: string | null;
  segment: string | null;
  topic: string | null;
  message: string | null;
  topics: string[] | null;
  product: string | null;
  industry: string | null;
  /** Newsletter: pending (not confirmed yet) or confirmed. */
  status: string | null;
  /** Newsletter: when the subscriber confirmed (null for subscriptions older than opt-in). */
  confirmed_at: string | null;
  /** Contact: the e-mail to the sales inbox (pending, sent, failed; null when mail is off). */
  mail: string | null;
  /** Newsletter: the subscription's id, for its unsubscribe link. */
  subscription_id: number | null;
}

/** Column order of the export. */
export const LEAD_FIELDS = [
  "form",
  "created_at",
  "name",
  "email",
  "company",
  "segment",
  "topic",
  "message",
  "topics",
  "product",
  "industry",
  "status",
  "confirmed_at",
  "mail",
] as const satisfies readonly (keyof LeadRecord)[];

const TABLES = {
  contact: "contact_submissions",
  newsletter: "newsletter_subscriptions",
  notify: "notify_requests",
} as const satisfies Record<FormName, string>;

/** A record's fields that its form does not have. */
export const EMPTY_LEAD: Omit<LeadRecord, "form" | "created_at" | "email"> = {
  name: null,
  company: null,
  segment: null,
  topic: null,
  message: null,
  topics: null,
  product: null,
  industry: null,
  status: null,
  confirmed_at: null,
  mail: null,
  subscription_id: null,
};

export type SaveResult = "created" | "existing";

/** What a newsletter post came to (the visitor is told the same in every case). */
export type SubscribeOutcome = "new" | "pending" | "confirmed";

/** A confirmation mail is queued again for a pending address at most this often. */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;
/** Subscriptions never confirmed are deleted after this many days. */
export const PENDING_DAYS = 30;
/** Rows deleted per transaction by a purge, so that a purge never holds the lock for long. */
export const PURGE_BATCH = 500;

const DAY_MS = 86_400_000;

export interface StoreOptions {
  /** Queue e-mails in the outbox (when the server can send them). Default false. */
  mail?: boolean;
}

export interface LeadStore {
  /** Stores a contact message, with its e-mail to sales when mail is on, in one transaction. */
  addContact(input: ContactInput, now: Date, options?: StoreOptions): void;
  /**
   * A newsletter sign-up. A new address is stored pending (with its confirmation mail when mail
   * is on); a pending one takes the new topics, and its confirmation is queued again at most
   * hourly; a confirmed one is never changed here.
   */
  subscribe(input: NewsletterInput, now: Date, options?: StoreOptions): SubscribeOutcome;
  /** One row per address and product or industry; a repeat changes nothing. */
  addNotify(input: NotifyInput): SaveResult;
  /** Acts on a confirmation link's token (single use, until it expires). */
  confirm(token: unknown, now: Date): ConfirmOutcome;
  /** Acts on an unsubscribe link's token: the subscription and its topics are deleted. */
  unsubscribe(token: unknown): UnsubscribeOutcome;
  /** The lasting unsubscribe token of a subscription. */
  unsubscribeToken(id: number, nonce: string): string;
  /** Submissions created at or after `since` (ISO 8601; default all), oldest first. */
  list(options?: { since?: string; form?: FormName }): LeadRecord[];
  /** The unsubscribe nonce of each subscription, for the export's links. */
  unsubscribeNonces(): Map<number, string>;
  /**
   * Deletes submissions created before `cutoff` (ISO 8601), PURGE_BATCH rows per transaction
   * so that the server's writes wait milliseconds, not the length of the purge; `between` runs
   * after each batch, with the lock released (the CLI pauses there, so that waiting writers
   * get their turn).
   */
  purgeBefore(cutoff: string, between?: () => void): Record<FormName, number>;
  /** Deletes subscriptions still pending that were made before `cutoff`, in batches. */
  purgeUnconfirmed(cutoff: string, between?: () => void): number;
  count(form: FormName): number;
}

/** The records of all forms, oldest first (ISO 8601 sorts as it reads). */
export const sortLeads = (records: LeadRecord[]) =>
  records.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));

/**
 * What `npm run leads` reads and deletes, on either engine (SQLite: sqliteLeads below;
 * PostgreSQL: postgres/leads.ts). Purges delete in batches; `between` runs between them.
 */
export interface LeadsSource {
  list(options?: { since?: string; form?: FormName }): Promise<LeadRecord[]>;
  unsubscribeNonces(): Promise<Map<number, string>>;
  unsubscribeToken(id: number, nonce: string): string;
  purgeBefore(cutoff: string, between?: () => void): Promise<Record<FormName, number>>;
  purgeUnconfirmed(cutoff: string, between?: () => void): Promise<number>;
  close(): Promise<void>;
}

/** The SQLite store as a LeadsSource (it closes `db`). */
export function sqliteLeads(db: Db): LeadsSource {
  const store = createLeadStore(db);
  return {
    list: async (options) => store.list(options),
    unsubscribeNonces: async () => store.unsubscribeNonces(),
    unsubscribeToken: (id, nonce) => store.unsubscribeToken(id, nonce),
    purgeBefore: async (cutoff, between) => store.purgeBefore(cutoff, between),
    purgeUnconfirmed: async (cutoff, between) => store.purgeUnconfirmed(cutoff, between),
    close: async () => {
      db.close();
    },
  };
}

const newNonce = () => randomBytes(16).toString("hex");

/** The HMAC key of e-mail links (migration 2 made it). */
export function readLinkKey(db: Db): Buffer {
  const hex = db
    .prepare<[], string>("SELECT value FROM settings WHERE name = 'link_key'")
    .pluck()
    .get();
  if (!hex) throw new Error("The leads database has no link key (settings.link_key).");
  return Buffer.from(hex, "hex");
}

/** A confirmation token for a subscription, valid CONFIRM_LINK_DAYS from `now`. */
export function confirmToken(key: Buffer, id: number, nonce: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + CONFIRM_LINK_DAYS * 86_400;
  return signLink(key, "confirm", { id, nonce, expires });
}

interface LinkedSubscription {
  status: string;
  confirm_nonce: string | null;
  unsubscribe_nonce: string | null;
}

/** What a confirmation link does to the subscription it names ("confirm": confirm it now). */
export function confirmDecision(
  row: LinkedSubscription | undefined,
  claims: LinkClaims,
  now: Date,
): Exclude<ConfirmOutcome, "confirmed"> | "confirm" {
  // Unsubscribed or deleted since, or the id now belongs to another subscription.
  if (!row || row.confirm_nonce !== claims.nonce) return "invalid";
  if (row.status === "confirmed") return "already-confirmed"; // the link worked once
  if (claims.expires * 1000 < now.getTime()) return "expired";
  return "confirm";
}

/** What an unsubscribe link does to the subscription it names ("delete": delete it now). */
export function unsubscribeDecision(
  row: LinkedSubscription | undefined,
  claims: LinkClaims,
): UnsubscribeOutcome | "delete" {
  // Gone already (a second click, or deleted since): that subscription has ended either way.
  if (!row) return "unsubscribed";
  // The id now belongs to a newer subscription, which this link must not end.
  if (row.unsubscribe_nonce !== claims.nonce) return "invalid";
  return "delete";
}

export function createLeadStore(db: Db): LeadStore {
  const key = readLinkKey(db);

  const insertContact = db.prepare<{
    name: string;
    email: string;
    company: string | null;
    segment: string | null;
    topic: string | null;
    message: string;
  }>(
    `INSERT INTO contact_submissions (name, email, company, segment, topic, message)
     VALUES (@name, @email, @company, @segment, @topic, @message)`,
  );
  const queueContactMail = db.prepare<[number | bigint, string]>(
    `INSERT INTO mail_outbox (kind, contact_id, next_attempt_at) VALUES ('contact', ?, ?)`,
  );
  const queueConfirmation = db.prepare<[number | bigint, string]>(
    `INSERT INTO mail_outbox (kind, subscription_id, next_attempt_at)
     VALUES ('newsletter-confirmation', ?, ?)`,
  );
  const findSubscription = db.prepare<
    [string],
    { id: number; status: string; confirmation_queued_at: string | null }
  >("SELECT id, status, confirmation_queued_at FROM newsletter_subscriptions WHERE email = ?");
  const insertSubscription = db.prepare<[string, string, string]>(
    `INSERT INTO newsletter_subscriptions (email, status, confirm_nonce, unsubscribe_nonce)
     VALUES (?, 'pending', ?, ?)`,
  );
  const markQueued = db.prepare<[string, number | bigint]>(
    "UPDATE newsletter_subscriptions SET confirmation_queued_at = ? WHERE id = ?",
  );
  const clearTopics = db.prepare<[number | bigint]>(
    "DELETE FROM newsletter_topics WHERE subscription_id = ?",
  );
  const insertTopic = db.prepare<[number | bigint, string]>(
    "INSERT OR IGNORE INTO newsletter_topics (subscription_id, topic) VALUES (?, ?)",
  );
  const insertNotify = db.prepare<[string, string | null, string | null]>(
    `INSERT INTO notify_requests (email, product, industry) VALUES (?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  const subscriptionById = db.prepare<
    [number],
    { status: string; confirm_nonce: string | null; unsubscribe_nonce: string | null }
  >(`SELECT status, confirm_nonce, unsubscribe_nonce FROM newsletter_subscriptions WHERE id = ?`);
  // The nonce stays: it tells a second press of the same link ("already confirmed") from a link
  // of another subscription; the status makes the link single use.
  const confirmSubscription = db.prepare<[string, number, string]>(
    `UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = ?
     WHERE id = ? AND status = 'pending' AND confirm_nonce = ?`,
  );
  const deleteSubscription = db.prepare<[number, string]>(
    "DELETE FROM newsletter_subscriptions WHERE id = ? AND unsubscribe_nonce = ?",
  );

  const addContact = db.transaction((input: ContactInput, mail: boolean, now: string) => {
    const { lastInsertRowid } = insertContact.run({
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      segment: input.segment ?? null,
      topic: input.topic ?? null,
      message: input.message,
    });
    if (mail) queueContactMail.run(lastInsertRowid, now);
  });

  const subscribe = db.transaction(
    (email: string, topics: readonly string[] | undefined, now: Date, mail: boolean) => {
      const iso = now.toISOString();
      const existing = findSubscription.get(email);
      if (existing?.status === "confirmed") return "confirmed"; // never changed from the form
      const id =
        existing?.id ?? insertSubscription.run(email, newNonce(), newNonce()).lastInsertRowid;
      if (topics !== undefined) {
        if (existing) clearTopics.run(id);
        for (const topic of topics) insertTopic.run(id, topic);
      }
      const last = existing?.confirmation_queued_at;
      const due = !last || now.getTime() - Date.parse(last) >= CONFIRMATION_RESEND_MS;
      if (mail && due) {
        queueConfirmation.run(id, iso);
        markQueued.run(iso, id);
      }
      return existing ? "pending" : "new";
    },
  );

  const confirm = (claims: LinkClaims, now: Date): ConfirmOutcome => {
    const outcome = confirmDecision(subscriptionById.get(claims.id), claims, now);
    if (outcome !== "confirm") return outcome;
    const { changes } = confirmSubscription.run(now.toISOString(), claims.id, claims.nonce);
    return changes === 1 ? "confirmed" : "invalid";
  };

  const selects = {
    contact: db.prepare<
      [string],
      Omit<LeadRecord, "form" | "topics" | "product" | "industry" | "status" | "confirmed_at">
    >(
      `SELECT c.created_at, c.name, c.email, c.company, c.segment, c.topic, c.message,
         (SELECT status FROM mail_outbox WHERE contact_id = c.id ORDER BY id DESC LIMIT 1) AS mail
       FROM contact_submissions c WHERE c.created_at >= ? ORDER BY c.created_at, c.id`,
    ),
    newsletter: db.prepare<
      [string],
      {
        id: number;
        created_at: string;
        email: string;
        topics: string;
        status: string;
        confirmed_at: string | null;
      }
    >(
      `SELECT s.id, s.created_at, s.email, s.status, s.confirmed_at,
         (SELECT json_group_array(topic) FROM newsletter_topics WHERE subscription_id = s.id)
           AS topics
       FROM newsletter_subscriptions s WHERE s.created_at >= ? ORDER BY s.created_at, s.id`,
    ),
    notify: db.prepare<
      [string],
      { created_at: string; email: string; product: string | null; industry: string | null }
    >(
      `SELECT created_at, email, product, industry
       FROM notify_requests WHERE created_at >= ? ORDER BY created_at, id`,
    ),
  };
  const nonces = db.prepare<[], { id: number; unsubscribe_nonce: string | null }>(
    "SELECT id, unsubscribe_nonce FROM newsletter_subscriptions",
  );

  const read: Record<FormName, (since: string) => LeadRecord[]> = {
    contact: (since) =>
      selects.contact.all(since).map((row) => ({ ...EMPTY_LEAD, form: "contact", ...row })),
    newsletter: (since) =>
      selects.newsletter.all(since).map((row) => ({
        ...EMPTY_LEAD,
        form: "newsletter",
        created_at: row.created_at,
        email: row.email,
        topics: (JSON.parse(row.topics) as string[]).sort(),
        status: row.status,
        confirmed_at: row.confirmed_at,
        subscription_id: row.id,
      })),
    notify: (since) =>
      selects.notify.all(since).map((row) => ({ ...EMPTY_LEAD, form: "notify", ...row })),
  };

  // Deleting a contact or a subscription deletes its outbox rows and topics (ON DELETE CASCADE).
  const deleteBatch = Object.fromEntries(
    FORMS.map((form) => [
      form,
      db.prepare<[string, number]>(
        `DELETE FROM ${TABLES[form]} WHERE id IN
           (SELECT id FROM ${TABLES[form]} WHERE created_at < ? LIMIT ?)`,
      ),
    ]),
  ) as Record<FormName, Statement<[string, number]>>;
  const deletePendingBatch = db.prepare<[string, number]>(
    `DELETE FROM newsletter_subscriptions WHERE id IN
       (SELECT id FROM newsletter_subscriptions
        WHERE status = 'pending' AND created_at < ? LIMIT ?)`,
  );
  const counts = Object.fromEntries(
    FORMS.map((form) => [
      form,
      db.prepare<[], number>(`SELECT count(*) FROM ${TABLES[form]}`).pluck(),
    ]),
  ) as Record<FormName, Statement<[], number>>;

  /** Runs `statement` until it deletes nothing, each batch in its own short transaction. */
  const inBatches = (
    statement: Statement<[string, number]>,
    cutoff: string,
    between?: () => void,
  ) => {
    const batch = db.transaction(() => statement.run(cutoff, PURGE_BATCH).changes);
    let total = 0;
    for (let changes = batch.immediate(); changes > 0; changes = batch.immediate()) {
      total += changes;
      if (changes === PURGE_BATCH) between?.();
    }
    return total;
  };

  return {
    addContact(input, now, options = {}) {
      addContact.immediate(input, options.mail ?? false, now.toISOString());
    },
    subscribe(input, now, options = {}) {
      const topics = input.topics && [...new Set(input.topics)];
      return subscribe.immediate(input.email.toLowerCase(), topics, now, options.mail ?? false);
    },
    addNotify(input) {
      const { changes } = insertNotify.run(
        input.email.toLowerCase(),
        input.product ?? null,
        input.industry ?? null,
      );
      return changes === 1 ? "created" : "existing";
    },
    confirm(token, now) {
      const claims = readLink(key, "confirm", token);
      return claims ? db.transaction(confirm).immediate(claims, now) : "invalid";
    },
    unsubscribe(token) {
      const claims = readLink(key, "unsubscribe", token);
      if (!claims) return "invalid";
      const outcome = unsubscribeDecision(subscriptionById.get(claims.id), claims);
      if (outcome === "delete") deleteSubscription.run(claims.id, claims.nonce);
      return outcome === "delete" ? "unsubscribed" : outcome;
    },
    unsubscribeToken(id, nonce) {
      return signLink(key, "unsubscribe", { id, nonce, expires: 0 });
    },
    list({ since = "", form } = {}) {
      const forms = form ? [form] : FORMS;
      return sortLeads(forms.flatMap((name) => read[name](since)));
    },
    unsubscribeNonces() {
      return new Map(
        nonces
          .all()
          .filter((row) => row.unsubscribe_nonce !== null)
          .map((row) => [row.id, row.unsubscribe_nonce!]),
      );
    },
    purgeBefore(cutoff, between) {
      const purged = {} as Record<FormName, number>;
      for (const form of FORMS) purged[form] = inBatches(deleteBatch[form], cutoff, between);
      return purged;
    },
    purgeUnconfirmed(cutoff, between) {
      return inBatches(deletePendingBatch, cutoff, between);
    },
    count(form) {
      return counts[form].get() ?? 0;
    },
  };
}

/** The cutoff before which pending subscriptions are deleted. */
export const pendingCutoff = (now: Date) =>
  new Date(now.getTime() - PENDING_DAYS * DAY_MS).toISOString();
