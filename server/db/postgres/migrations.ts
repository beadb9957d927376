// The schema of the leads database on PostgreSQL (DATABASE_URL), as an append-only list like the
// SQLite one (../migrations.ts): migration N takes the database from version N-1 to N, recorded
// in schema_migrations. Migration 1 is where SQLite's four migrations ended, with PostgreSQL's
// types (timestamptz, identity columns) and the same CHECKs, so nothing else can store what the
// forms refuse. Never edit a migration once it has shipped; add one.
import { randomBytes } from "node:crypto";

import type { Pool, PoolClient } from "pg";

import {
  CONTACT_SEGMENTS,
  CONTACT_TOPICS,
  MAIL_KINDS,
  MAIL_STATUSES,
  NEWSLETTER_TOPICS,
  SUBSCRIPTION_STATUSES,
} from "../migrations.js";

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

const EMAIL = "email text NOT NULL CHECK (char_length(email) <= 254 AND email LIKE '%_@_%')";
/** 32 lower-case hex digits (the nonces of e-mail links, Message-IDs). */
const nonce = (column: string) => `${column} text CHECK (${column} ~ '^[0-9a-f]{32}$')`;

/** Each migration: SQL, then (optionally) what it does with values made here. */
export const pgMigrations: readonly { sql: string; run?: (client: PoolClient) => Promise<void> }[] =
  [
    {
      sql: `
    CREATE TABLE contact_submissions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      ${EMAIL},
      company text CHECK (company IS NULL OR char_length(company) BETWEEN 1 AND 120),
      segment text CHECK (segment IN (${list(CONTACT_SEGMENTS)})),
      topic text CHECK (topic IN (${list(CONTACT_TOPICS)})),
      message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000)
    );
    CREATE INDEX contact_submissions_created_at ON contact_submissions (created_at);

    CREATE TABLE newsletter_subscriptions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      ${EMAIL} UNIQUE CHECK (email = lower(email)),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN (${list(SUBSCRIPTION_STATUSES)})),
      confirmed_at timestamptz,
      confirmation_queued_at timestamptz,
      ${nonce("confirm_nonce")},
      ${nonce("unsubscribe_nonce")}
    );
    CREATE INDEX newsletter_subscriptions_created_at ON newsletter_subscriptions (created_at);
    CREATE INDEX newsletter_subscriptions_status ON newsletter_subscriptions (status, created_at);
    CREATE TABLE newsletter_topics (
      subscription_id integer NOT NULL
        REFERENCES newsletter_subscriptions (id) ON DELETE CASCADE,
      topic text NOT NULL CHECK (topic IN (${list(NEWSLETTER_TOPICS)})),
      PRIMARY KEY (subscription_id, topic)
    );

    CREATE TABLE notify_requests (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      ${EMAIL} CHECK (email = lower(email)),
      product text CHECK (product IS NULL OR char_length(product) BETWEEN 1 AND 40),
      industry text CHECK (industry IS NULL OR char_length(industry) BETWEEN 1 AND 40),
      CHECK (product IS NULL OR industry IS NULL)
    );
    CREATE UNIQUE INDEX notify_requests_unique
      ON notify_requests (email, coalesce(product, ''), coalesce(industry, ''));
    CREATE INDEX notify_requests_created_at ON notify_requests (created_at);

    CREATE TABLE mail_outbox (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      kind text NOT NULL CHECK (kind IN (${list(MAIL_KINDS)})),
      contact_id integer REFERENCES contact_submissions (id) ON DELETE CASCADE,
      subscription_id integer REFERENCES newsletter_subscriptions (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN (${list(MAIL_STATUSES)})),
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      next_attempt_at timestamptz NOT NULL,
      done_at timestamptz,
      last_error text CHECK (char_length(last_error) <= 300),
      lease_owner text CHECK (char_length(lease_owner) BETWEEN 1 AND 100),
      ${nonce("message_id")},
      CHECK ((kind = 'contact') = (contact_id IS NOT NULL)),
      CHECK ((kind = 'newsletter-confirmation') = (subscription_id IS NOT NULL))
    );
    CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE status = 'pending';
    CREATE INDEX mail_outbox_contact ON mail_outbox (contact_id);
    CREATE INDEX mail_outbox_subscription ON mail_outbox (subscription_id);
    CREATE INDEX mail_outbox_lease_owner ON mail_outbox (lease_owner)
      WHERE lease_owner IS NOT NULL;

    CREATE TABLE settings (
      name text PRIMARY KEY,
      value text NOT NULL
    );

    CREATE TABLE idempotency_keys (
      form text NOT NULL CHECK (form IN ('contact', 'newsletter', 'notify')),
      key text NOT NULL CHECK (char_length(key) BETWEEN 8 AND 128 AND key ~ '^[!-~]+$'),
      created_at timestamptz NOT NULL DEFAULT now(),
      fingerprint text NOT NULL CHECK (char_length(fingerprint) = 64),
      result text NOT NULL CHECK (char_length(result) <= 100),
      PRIMARY KEY (form, key)
    );
    CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
    `,
      // HMAC key of the confirmation and unsubscribe links: made here, never leaves the database.
      run: async (client) => {
        await client.query("INSERT INTO settings (name, value) VALUES ('link_key', $1)", [
          randomBytes(32).toString("hex"),
        ]);
      },
    },
  ];

/** Any number, the same in every process: the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 0x43_52_44_4c; // "CRDL"

/**
 * Applies the pending migrations, each in its own transaction under an advisory lock, so that
 * servers (and the CLI) starting together apply each once; refuses a database that newer code
 * has migrated. With nothing to migrate it takes no lock beyond reading the version.
 */
export async function migratePostgres(pool: Pool): Promise<void> {
  const version = async (client: Pool | PoolClient): Promise<number> => {
    // Two statements: a query naming a table that does not exist yet fails when planned.
    const exists = await client.query<{ table: string | null }>(
      "SELECT to_regclass('schema_migrations')::text AS table",
    );
    const { rows } = exists.rows[0]?.table
      ? await client.query<{ version: number | null }>(
          "SELECT max(version) AS version FROM schema_migrations",
        )
      : { rows: [] };
    const current = rows[0]?.version ?? 0;
    if (current > pgMigrations.length) {
      throw new Error(
        `The leads database is at schema version ${current}, newer than this code ` +
          `(${pgMigrations.length}): refusing to use it.`,
      );
    }
    return current;
  };
  if ((await version(pool)) === pgMigrations.length) return;
  const client = await pool.connect();
  try {
    for (;;) {
      await client.query("BEGIN");
      try {
        await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
        await client.query(
          `CREATE TABLE IF NOT EXISTS schema_migrations (
             version integer PRIMARY KEY,
             applied_at timestamptz NOT NULL DEFAULT now())`,
        );
        const current = await version(client);
        const migration = pgMigrations[current];
        if (!migration) {
          await client.query("COMMIT");
          return;
        }
        await client.query(migration.sql);
        await migration.run?.(client);
        await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [current + 1]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
  } finally {
    client.release();
  }
}
