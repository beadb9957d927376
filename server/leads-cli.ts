// `npm run leads -- …`: the form submissions for the sales team, and their deletion after the
// retention period. Reads DATA_DIR (default ./data) like the server; safe while it runs (WAL).
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { openDatabase } from "./db/database.js";
import { createLeadStore, FORMS, isFormName, LEAD_FIELDS, type LeadRecord } from "./db/leads.js";

export const USAGE = `Usage:
  npm run leads -- [--since YYYY-MM-DD] [--format csv|json] [--form contact|newsletter|notify]
      Prints the submissions created on or after --since (UTC; default: all), oldest first:
      CSV (default; a header row, then one row per submission) or a JSON array.
  npm run leads -- --purge-older-than <N>d
      Deletes the submissions of all three forms created more than N days ago; prints counts.

Environment: DATA_DIR, the server's data directory (default ./data).`;

const DAY_MS = 86_400_000;

/** Spreadsheets run cells that start like a formula: make them text with a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | readonly string[] | null): string {
  let text = value === null ? "" : typeof value === "string" ? value : value.join("; ");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(records: readonly LeadRecord[]): string {
  const lines = [
    LEAD_FIELDS.join(","),
    ...records.map((record) => LEAD_FIELDS.map((field) => csvCell(record[field])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export const toJson = (records: readonly LeadRecord[]) => `${JSON.stringify(records, null, 2)}\n`;

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

/** Runs the command; returns the exit code (0 done, 1 failed, 2 usage). */
export function runLeadsCli(args: readonly string[], io: CliIo = defaultIo): number {
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

  let db;
  try {
    db = openDatabase(io.env.DATA_DIR || "./data", { mustExist: true });
  } catch (error) {
    return fail((error as Error).message, 1);
  }
  try {
    const store = createLeadStore(db);
    if (days !== undefined) {
      const cutoff = new Date(io.now().getTime() - days * DAY_MS).toISOString();
      const purged = store.purgeBefore(cutoff);
      const counts = FORMS.map((form) => `${form} ${purged[form]}`).join(", ");
      io.stdout.write(`Deleted submissions created before ${cutoff}: ${counts}.\n`);
      return 0;
    }
    const records = store.list({ since, form: isFormName(values.form) ? values.form : undefined });
    io.stdout.write(format === "csv" ? toCsv(records) : toJson(records));
    return 0;
  } catch (error) {
    return fail((error as Error).message, 1);
  } finally {
    db.close();
  }
}

// Run as a program (node build/srv/server/leads-cli.js …); scripts/leads.mjs imports it instead.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runLeadsCli(process.argv.slice(2));
}
