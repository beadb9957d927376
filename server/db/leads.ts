// What the forms store and what the sales team reads back, as prepared statements. Only the
// fields of each form plus created_at: no IP address, user agent or other request data.
import type Database from "better-sqlite3";

import type { ContactInput, NewsletterInput, NotifyInput } from "../../app/lib/forms/schemas.js";
import type { Db } from "./database.js";

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
] as const satisfies readonly (keyof LeadRecord)[];

const TABLES = {
  contact: "contact_submissions",
  newsletter: "newsletter_subscriptions",
  notify: "notify_requests",
} as const satisfies Record<FormName, string>;

const EMPTY: Omit<LeadRecord, "form" | "created_at" | "email"> = {
  name: null,
  company: null,
  segment: null,
  topic: null,
  message: null,
  topics: null,
  product: null,
  industry: null,
};

export type SaveResult = "created" | "existing";

export interface LeadStore {
  addContact(input: ContactInput): void;
  /** One row per address (lower-cased); a repeat replaces the topics when it names any. */
  subscribe(input: NewsletterInput): SaveResult;
  /** One row per address and product or industry; a repeat changes nothing. */
  addNotify(input: NotifyInput): SaveResult;
  /** Submissions created at or after `since` (ISO 8601; default all), oldest first. */
  list(options?: { since?: string; form?: FormName }): LeadRecord[];
  /** Deletes submissions created before `cutoff` (ISO 8601), in one transaction. */
  purgeBefore(cutoff: string): Record<FormName, number>;
  count(form: FormName): number;
}

export function createLeadStore(db: Db): LeadStore {
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
  const findSubscription = db
    .prepare<[string], number>("SELECT id FROM newsletter_subscriptions WHERE email = ?")
    .pluck();
  const insertSubscription = db.prepare<[string]>(
    "INSERT INTO newsletter_subscriptions (email) VALUES (?)",
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

  const subscribe = db.transaction((email: string, topics: readonly string[] | undefined) => {
    const existing = findSubscription.get(email);
    const id = existing ?? insertSubscription.run(email).lastInsertRowid;
    if (topics !== undefined) {
      if (existing !== undefined) clearTopics.run(id);
      for (const topic of topics) insertTopic.run(id, topic);
    }
    return existing === undefined ? "created" : "existing";
  });

  const selects = {
    contact: db.prepare<[string], Omit<LeadRecord, "form" | "topics" | "product" | "industry">>(
      `SELECT created_at, name, email, company, segment, topic, message
       FROM contact_submissions WHERE created_at >= ? ORDER BY created_at, id`,
    ),
    newsletter: db.prepare<[string], { created_at: string; email: string; topics: string }>(
      `SELECT s.created_at, s.email,
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

  const read: Record<FormName, (since: string) => LeadRecord[]> = {
    contact: (since) =>
      selects.contact.all(since).map((row) => ({ ...EMPTY, form: "contact", ...row })),
    newsletter: (since) =>
      selects.newsletter.all(since).map((row) => ({
        ...EMPTY,
        form: "newsletter",
        created_at: row.created_at,
        email: row.email,
        topics: (JSON.parse(row.topics) as string[]).sort(),
      })),
    notify: (since) =>
      selects.notify.all(since).map((row) => ({ ...EMPTY, form: "notify", ...row })),
  };

  const deletes = Object.fromEntries(
    FORMS.map((form) => [
      form,
      db.prepare<[string]>(`DELETE FROM ${TABLES[form]} WHERE created_at < ?`),
    ]),
  ) as Record<FormName, Database.Statement<[string]>>;
  const counts = Object.fromEntries(
    FORMS.map((form) => [
      form,
      db.prepare<[], number>(`SELECT count(*) FROM ${TABLES[form]}`).pluck(),
    ]),
  ) as Record<FormName, Database.Statement<[], number>>;

  const purge = db.transaction((cutoff: string) => {
    const purged = {} as Record<FormName, number>;
    for (const form of FORMS) purged[form] = deletes[form].run(cutoff).changes;
    return purged;
  });

  return {
    addContact(input) {
      insertContact.run({
        name: input.name,
        email: input.email,
        company: input.company ?? null,
        segment: input.segment ?? null,
        topic: input.topic ?? null,
        message: input.message,
      });
    },
    subscribe(input) {
      const topics = input.topics && [...new Set(input.topics)];
      return subscribe.immediate(input.email.toLowerCase(), topics);
    },
    addNotify(input) {
      const { changes } = insertNotify.run(
        input.email.toLowerCase(),
        input.product ?? null,
        input.industry ?? null,
      );
      return changes === 1 ? "created" : "existing";
    },
    list({ since = "", form } = {}) {
      const forms = form ? [form] : FORMS;
      return forms
        .flatMap((name) => read[name](since))
        .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
    },
    purgeBefore(cutoff) {
      return purge.immediate(cutoff);
    },
    count(form) {
      return counts[form].get() ?? 0;
    },
  };
}
