// What `npm run leads` reads and deletes on PostgreSQL (DATABASE_URL), as ../leads.ts does on
// SQLite: the submissions of the three forms with the state of their e-mail or subscription,
// the subscribers' unsubscribe nonces, and purges in batches of PURGE_BATCH rows, each its own
// transaction, so a purge never holds the rows the servers write for long.
import { signLink } from "../../links.js";
import {
  EMPTY_LEAD,
  type FormName,
  FORMS,
  type LeadRecord,
  type LeadsSource,
  PURGE_BATCH,
  sortLeads,
} from "../leads.js";
import { pgMigrations } from "./migrations.js";
import { createPool, readPgLinkKey } from "./store.js";

const TABLES = {
  contact: "contact_submissions",
  newsletter: "newsletter_subscriptions",
  notify: "notify_requests",
} as const satisfies Record<FormName, string>;

/** A timestamp as the SQLite store writes it: ISO 8601, UTC, milliseconds. */
const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The leads at `url`; fails when the database has no leads schema (never creates one). */
export async function openPostgresLeads(url: string): Promise<LeadsSource> {
  const pool = createPool(url);
  let key: Buffer;
  try {
    const { rows } = await pool.query<{ version: number | null }>(
      `SELECT CASE WHEN to_regclass('schema_migrations') IS NULL THEN NULL ELSE 1 END AS version`,
    );
    if (rows[0]?.version === null) {
      throw new Error("No leads database at DATABASE_URL (no server has started on it yet).");
    }
    const version = await pool.query<{ version: number }>(
      "SELECT max(version) AS version FROM schema_migrations",
    );
    if ((version.rows[0]?.version ?? 0) !== pgMigrations.length) {
      throw new Error(
        `The leads database is at schema version ${version.rows[0]?.version}, this code at ` +
          `${pgMigrations.length}: run the matching server first.`,
      );
    }
    key = await readPgLinkKey(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  /** Rows of `sql` (its $1 the `since` cutoff, or null for all) as records of `form`. */
  const select = async <Row extends Partial<LeadRecord>>(
    form: FormName,
    sql: string,
    since: string,
  ): Promise<LeadRecord[]> =>
    (
      await pool.query<Row & Pick<LeadRecord, "created_at" | "email">>(sql, [since || null])
    ).rows.map((row) => ({ ...EMPTY_LEAD, ...row, form }));
  const after = (alias: string) =>
    `WHERE $1::timestamptz IS NULL OR ${alias}.created_at >= $1
     ORDER BY ${alias}.created_at, ${alias}.id`;
  const read: Record<FormName, (since: string) => Promise<LeadRecord[]>> = {
    contact: (since) =>
      select(
        "contact",
        `SELECT ${ISO("c.created_at")} AS created_at, c.name, c.email, c.company, c.segment,
           c.topic, c.message,
           (SELECT status FROM mail_outbox WHERE contact_id = c.id ORDER BY id DESC LIMIT 1)
             AS mail
         FROM contact_submissions c ${after("c")}`,
        since,
      ),
    newsletter: (since) =>
      select(
        "newsletter",
        `SELECT s.id AS subscription_id, ${ISO("s.created_at")} AS created_at, s.email, s.status,
           ${ISO("s.confirmed_at")} AS confirmed_at,
           array(SELECT topic FROM newsletter_topics WHERE subscription_id = s.id
                 ORDER BY topic) AS topics
         FROM newsletter_subscriptions s ${after("s")}`,
        since,
      ),
    notify: (since) =>
      select(
        "notify",
        `SELECT ${ISO("n.created_at")} AS created_at, n.email, n.product, n.industry
         FROM notify_requests n ${after("n")}`,
        since,
      ),
  };

  /** Runs a batched DELETE until it deletes nothing; each batch commits on its own. */
  const inBatches = async (sql: string, cutoff: string, between?: () => void) => {
    let total = 0;
    for (;;) {
      const { rowCount } = await pool.query(sql, [cutoff, PURGE_BATCH]);
      total += rowCount ?? 0;
      if ((rowCount ?? 0) < PURGE_BATCH) return total;
      between?.();
    }
  };

  return {
    async list({ since = "", form } = {}) {
      const forms = form ? [form] : FORMS;
      return sortLeads((await Promise.all(forms.map((name) => read[name](since)))).flat());
    },
    async unsubscribeNonces() {
      const { rows } = await pool.query<{ id: number; unsubscribe_nonce: string }>(
        `SELECT id, unsubscribe_nonce FROM newsletter_subscriptions
         WHERE unsubscribe_nonce IS NOT NULL`,
      );
      return new Map(rows.map((row) => [row.id, row.unsubscribe_nonce]));
    },
    unsubscribeToken(id, nonce) {
      return signLink(key, "unsubscribe", { id, nonce, expires: 0 });
    },
    async purgeBefore(cutoff, between) {
      const purged = {} as Record<FormName, number>;
      for (const form of FORMS) {
        purged[form] = await inBatches(
          `DELETE FROM ${TABLES[form]} WHERE id IN
             (SELECT id FROM ${TABLES[form]} WHERE created_at < $1 LIMIT $2)`,
          cutoff,
          between,
        );
      }
      return purged;
    },
    purgeUnconfirmed(cutoff, between) {
      return inBatches(
        `DELETE FROM newsletter_subscriptions WHERE id IN
           (SELECT id FROM newsletter_subscriptions
            WHERE status = 'pending' AND created_at < $1 LIMIT $2)`,
        cutoff,
        between,
      );
    },
    close: () => pool.end(),
  };
}
