// `npm run leads -- …`: the form submissions for the sales team, their deletion after the
// retention period, and backups. Reads DATA_DIR (default ./data) like the server; safe while it
// runs (WAL), and a purge deletes in small transactions, so the server's writes wait
// milliseconds at most.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { site } from "../app/content/generated/site.js";
import { backupDatabase } from "./backup.js";
import { openDatabase } from "./db/database.js";
import {
  FORMS,
  isFormName,
  LEAD_FIELDS,
  type LeadRecord,
  type LeadsSource,
  PENDING_DAYS,
  pendingCutoff,
  sqliteLeads,
} from "./db/leads.js";
import { openPostgresLeads } from "./db/postgres/leads.js";
import { checkDatabaseUrl } from "./db/store.js";
import { linkUrl } from "./links.js";

export const USAGE = `Usage:
  npm run leads -- [--since YYYY-MM-DD] [--format csv|json] [--form contact|newsletter|notify]
      Prints the submissions created on or after --since (UTC; default: all), oldest first:
      CSV (default; a header row, then one row per submission, every cell quoted) or a JSON
      array. Newsletter rows show the subscriber's status (pending until the address is
      confirmed, then confirmed) and the one-click unsubscribe link that every newsletter
      e-mail must carry (List-Unsubscribe); contact rows the state of the e-mail to sales.
  npm run leads -- --purge-older-than <N>d
      Deletes the submissions of all three forms created more than N days ago, and newsletter
      subscriptions never confirmed within ${PENDING_DAYS} days; prints counts.
  npm run leads -- --backup FILE
      Writes a consistent copy of the database to FILE (replacing it) while the server runs,
      checks it, and prints its size. The copy holds personal data and the key of the
      newsletter links: keep it as private as the database. docs/operations.md: how to restore it.

Environment: DATA_DIR, the server's data directory (default ./data), or DATABASE_URL
(postgres://…) when the servers keep their leads in PostgreSQL; PUBLIC_ORIGIN, the site of the
unsubscribe links (default ${site.origin}).`;

const DAY_MS = 86_400_000;
/** Pause between purge batches: a server waiting for the lock takes it then (its busy handler
 * retries every few to 100 ms). */
const PURGE_PAUSE_MS = 25;
const pause = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, PURGE_PAUSE_MS);

/** Spreadsheets run cells that start like a formula: make them text with a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * What may come before a formula's first character without showing: whitespace (the forms trim
 * it, but not U+200B and its kind), format characters (Cf: zero-width space and joiners, bidi
 * marks, BOM) and space separators (Zs). A spreadsheet, or a person cleaning the sheet, may
 * drop them and see the formula.
 */
const INVISIBLE_START = /^[\s\p{Cf}\p{Zs}]+/u;

/** Whether a spreadsheet could read `text` as a formula. */
export const startsLikeFormula = (text: string) =>
  FORMULA_START.test(text) || FORMULA_START.test(text.replace(INVISIBLE_START, ""));

/**
 * One CSV cell (RFC 4180), always quoted: a spreadsheet that splits on another delimiter
 * (";" in many locales) then still reads one cell, and never a formula after the delimiter.
 */
export function csvCell(value: string | readonly string[] | null): string {
  let text = value === null ? "" : typeof value === "string" ? value : value.join("; ");
  if (startsLikeFormula(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The export's columns: the stored fields, then each subscriber's unsubscribe link. */
export const EXPORT_FIELDS = [...LEAD_FIELDS, "unsubscribe_url"] as const;
export type ExportRecord = Record<(typeof EXPORT_FIELDS)[number], string | string[] | null>;

export function toCsv(records: readonly ExportRecord[]): string {
  const lines = [
    EXPORT_FIELDS.map(csvCell).join(","),
    ...records.map((record) => EXPORT_FIELDS.map((field) => csvCell(record[field])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export const toJson = (records: readonly ExportRecord[]) => `${JSON.stringify(records, null, 2)}\n`;

/** The records with the export's columns: the unsubscribe link instead of the row id. */
async function exportRecords(store: LeadsSource, records: readonly LeadRecord[], origin: string) {
  const nonces = await store.unsubscribeNonces();
  return records.map((record): ExportRecord => {
    const id = record.subscription_id;
    const nonce = id === null ? undefined : nonces.get(id);
    const unsubscribe =
      id !== null && nonce
        ? linkUrl(origin, "unsubscribe", store.unsubscribeToken(id, nonce))
        : null;
    const row = { ...record, unsubscribe_url: unsubscribe };
    return Object.fromEntries(EXPORT_FIELDS.map((field) => [field, row[field]])) as ExportRecord;
  });
}

/** "2026-01-01" or a full ISO date-time → ISO 8601 UTC; undefined when it is not a date. */
export function parseSince(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return undefined;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** "365d" → the number of days, or undefined. */
export function parseDays(value: string): number | undefined {
  const match = /^(\d{1,5})d$/.exec(value);
  const days = match ? Number(match[1]) : NaN;
  return days >= 1 ? days : undefined;
}

export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
  now: () => Date;
}

const defaultIo: CliIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  now: () => new Date(),
};

/** The leads of DATABASE_URL (PostgreSQL) or else of DATA_DIR (SQLite, which must exist). */
async function openLeads(env: CliIo["env"]): Promise<LeadsSource> {
  const url = checkDatabaseUrl(env.DATABASE_URL);
  if (url !== undefined) return openPostgresLeads(url);
  return sqliteLeads(openDatabase(env.DATA_DIR || "./data", { mustExist: true }));
}

/** Runs the command; resolves with the exit code (0 done, 1 failed, 2 usage). */
export async function runLeadsCli(args: readonly string[], io: CliIo = defaultIo): Promise<number> {
  const fail = (message: string, code = 2) => {
    io.stderr.write(`leads: ${message}\n${code === 2 ? `\n${USAGE}\n` : ""}`);
    return code;
  };

  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        since: { type: "string" },
        format: { type: "string" },
        form: { type: "string" },
        "purge-older-than": { type: "string" },
        backup: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return fail((error as Error).message);
  }
  if (values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }

  const purge = values["purge-older-than"];
  const exporting = values.since ?? values.format ?? values.form;
  if (values.backup !== undefined) {
    if (purge !== undefined || exporting !== undefined) {
      return fail("--backup cannot be combined with other options.");
    }
    if (checkDatabaseUrl(io.env.DATABASE_URL) !== undefined) {
      return fail(
        "--backup copies the SQLite database; with DATABASE_URL, back PostgreSQL up with pg_dump (docs/operations.md: Health and backups).",
      );
    }
    try {
      const done = await backupDatabase(io.env.DATA_DIR || "./data", values.backup);
      io.stdout.write(
        `Backed up ${done.source} to ${done.target}: ${done.pages} pages, ` +
          `${done.bytes} bytes, integrity ok, in ${done.ms} ms.\n`,
      );
      return 0;
    } catch (error) {
      return fail((error as Error).message, 1);
    }
  }
  if (purge !== undefined && exporting !== undefined) {
    return fail("--purge-older-than cannot be combined with export options.");
  }
  const days = purge === undefined ? undefined : parseDays(purge);
  if (purge !== undefined && days === undefined) {
    return fail(`--purge-older-than takes a number of days like 365d, got "${purge}".`);
  }
  const since = values.since === undefined ? "" : parseSince(values.since);
  if (since === undefined)
    return fail(`--since takes a date like 2026-01-01, got "${values.since}".`);
  const format = values.format ?? "csv";
  if (format !== "csv" && format !== "json") {
    return fail(`--format is csv or json, got "${format}".`);
  }
  if (values.form !== undefined && !isFormName(values.form)) {
    return fail(`--form is one of ${FORMS.join(", ")}, got "${values.form}".`);
  }

  let store: LeadsSource;
  try {
    store = await openLeads(io.env);
  } catch (error) {
    return fail((error as Error).message, 1);
  }
  try {
    if (days !== undefined) {
      const cutoff = new Date(io.now().getTime() - days * DAY_MS).toISOString();
      const purged = await store.purgeBefore(cutoff, pause);
      const counts = FORMS.map((form) => `${form} ${purged[form]}`).join(", ");
      io.stdout.write(`Deleted submissions created before ${cutoff}: ${counts}.\n`);
      const pendingBefore = pendingCutoff(io.now());
      const pending = await store.purgeUnconfirmed(pendingBefore, pause);
      io.stdout.write(
        `Deleted newsletter subscriptions not confirmed since before ${pendingBefore}: ${pending}.\n`,
      );
      return 0;
    }
    const origin = (io.env.PUBLIC_ORIGIN || site.origin).replace(/\/+$/, "");
    const form = isFormName(values.form) ? values.form : undefined;
    const records = await exportRecords(store, await store.list({ since, form }), origin);
    io.stdout.write(format === "csv" ? toCsv(records) : toJson(records));
    return 0;
  } catch (error) {
    return fail((error as Error).message, 1);
  } finally {
    await store.close();
  }
}

// Run as a program (node build/srv/server/leads-cli.js …); scripts/leads.mjs imports it instead.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runLeadsCli(process.argv.slice(2));
}
