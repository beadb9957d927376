// @vitest-environment node
// `npm run leads` on both engines: DATA_DIR's SQLite file, or DATABASE_URL's PostgreSQL.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { confirmToken } from "./db/leads.js";
import type { Writer } from "./db/writer.js";
import type { OpArgs, OpName } from "./db/writer-protocol.js";
import { csvCell, EXPORT_FIELDS, parseSince, runLeadsCli } from "./leads-cli.js";
import { readLink } from "./links.js";
import { type EngineDatabase, engineDatabase, engines } from "./testing/engines.js";
import { testDatabase } from "./testing/postgres.js";

const NOW = new Date("2026-06-01T12:00:00.000Z");

async function runWith(env: Record<string, string>, ...args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runLeadsCli(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: { ...env, PUBLIC_ORIGIN: "https://example.org" },
    now: () => NOW,
  });
  return { code, stdout, stderr };
}

/** A minimal RFC 4180 reader, to check the CSV round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe.each(engines())("on %s", (engine) => {
  let database: EngineDatabase;
  let linkKey: Buffer;
  const run = (...args: string[]) => runWith(database.env, ...args);

  beforeAll(async () => {
    database = await engineDatabase(engine);
    const mail = await database.start({ origin: "https://example.org", mail: true });
    const quiet = await database.start({ origin: "https://example.org", mail: false });
    linkKey = mail.linkKey;
    const call = <O extends OpName>(writer: Writer, op: O, args: OpArgs<O>) =>
      writer.call(op, args, { now: NOW, timeoutMs: 10_000 });
    await database.rows(
      "INSERT INTO contact_submissions (created_at, name, email, message) VALUES (?, ?, ?, ?)",
      "2025-01-15T08:00:00.000Z",
      "Old Lead",
      "old@example.com",
      "An old message, long enough.",
    );
    await database.rows(
      "INSERT INTO notify_requests (created_at, email, industry) VALUES (?, ?, ?)",
      "2025-02-01T08:00:00.000Z",
      "old-notify@example.com",
      "healthcare",
    );
    await call(mail, "contact", {
      name: '=HYPERLINK("http://evil.example","click")',
      email: "formula@example.com",
      company: "x;=1+1",
      message: '-2+3 "quoted", with a comma\nand a second line',
    });
    await call(quiet, "contact", {
      name: "@SUM(A1)",
      email: "at@example.com",
      message: "Hello there, world!!!",
    });
    await call(mail, "newsletter", {
      email: "news@example.com",
      topics: ["product-news", "design"],
    });
    await call(quiet, "newsletter", { email: "pending@example.com" });
    const [row] = await database.rows<{ id: number; confirm_nonce: string }>(
      "SELECT id, confirm_nonce FROM newsletter_subscriptions WHERE email = ?",
      "news@example.com",
    );
    const token = confirmToken(linkKey, row!.id, row!.confirm_nonce, NOW);
    expect(await call(mail, "confirm", { token })).toBe("confirmed");
    await call(mail, "notify", { email: "notify@example.com", product: "portal" });
  });
  afterAll(() => database.dispose());

  describe("export", () => {
    it("prints CSV with a header row, every cell quoted, and formulas neutralised", async () => {
      const { code, stdout, stderr } = await run("--since", "2026-01-01", "--format", "csv");
      expect(stderr).toBe("");
      expect(code).toBe(0);
      // Every cell quoted: a spreadsheet that splits on ";" still sees one cell, never "=1+1".
      for (const line of stdout.split("\r\n").filter(Boolean)) {
        expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
      }
      expect(stdout).toContain('"x;=1+1"');
      const rows = parseCsv(stdout);
      expect(rows[0]).toEqual([
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
        "unsubscribe_url",
      ]);
      expect(rows[0]).toEqual([...EXPORT_FIELDS]);
      expect(rows).toHaveLength(6); // header + 2 contacts + 2 newsletter + 1 notify (not the old ones)
      const byEmail = new Map(rows.slice(1).map((row) => [row[3], row]));
      const formula = byEmail.get("formula@example.com")!;
      expect(formula[2]).toBe('\'=HYPERLINK("http://evil.example","click")');
      expect(formula[4]).toBe("x;=1+1");
      expect(formula[7]).toBe('\'-2+3 "quoted", with a comma\nand a second line');
      expect(formula[13]).toBe("pending"); // its e-mail to sales
      expect(byEmail.get("at@example.com")![2]).toBe("'@SUM(A1)");
      expect(byEmail.get("at@example.com")![13]).toBe(""); // stored while mail was off
      expect(byEmail.get("news@example.com")![8]).toBe("design; product-news");
      expect(byEmail.get("news@example.com")![11]).toBe("confirmed");
      expect(byEmail.get("news@example.com")![12]).toBe(NOW.toISOString());
      expect(byEmail.get("pending@example.com")![11]).toBe("pending");
      expect(byEmail.get("notify@example.com")![9]).toBe("portal");
      // Every data cell that a spreadsheet would read as a formula starts with a quote.
      for (const row of rows.slice(1)) {
        for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }
    });

    it("gives each subscriber the one-click unsubscribe link their e-mails must carry", async () => {
      const records = JSON.parse(
        (await run("--format", "json", "--form", "newsletter")).stdout,
      ) as {
        email: string;
        unsubscribe_url: string;
      }[];
      for (const record of records) {
        const url = new URL(record.unsubscribe_url);
        expect(url.origin + url.pathname).toBe("https://example.org/newsletter/unsubscribe");
        const token = url.searchParams.get("token");
        // Valid: the link ends that subscription (checked on a copy, so the data stays).
        expect(readLink(linkKey, "unsubscribe", token)).toBeDefined();
      }
      expect(records.map((record) => record.email)).toEqual([
        "news@example.com",
        "pending@example.com",
      ]);
    });

    it("prints JSON, unaltered, optionally for one form", async () => {
      const all = await run("--format", "json");
      expect(all.code).toBe(0);
      const records = JSON.parse(all.stdout) as Record<string, unknown>[];
      expect(records).toHaveLength(7);
      expect(Object.keys(records[0]!)).toEqual([...EXPORT_FIELDS]);
      expect(records[0]).toMatchObject({ form: "contact", email: "old@example.com" });
      expect(records.find((record) => record.email === "formula@example.com")?.name).toBe(
        '=HYPERLINK("http://evil.example","click")',
      );
      const notify = JSON.parse(
        (await run("--format", "json", "--form", "notify")).stdout,
      ) as unknown[];
      expect(notify).toEqual([
        expect.objectContaining({
          form: "notify",
          email: "old-notify@example.com",
          industry: "healthcare",
        }),
        expect.objectContaining({ form: "notify", email: "notify@example.com", product: "portal" }),
      ]);
      const newsletter = JSON.parse((await run("--format", "json", "--form", "newsletter")).stdout);
      expect(newsletter).toEqual([
        expect.objectContaining({
          email: "news@example.com",
          topics: ["design", "product-news"],
          status: "confirmed",
        }),
        expect.objectContaining({ email: "pending@example.com", status: "pending", topics: [] }),
      ]);
    });

    it.each([
      [["--format", "xml"], /csv or json/],
      [["--since", "last tuesday"], /date like/],
      [["--form", "orders"], /one of contact, newsletter, notify/],
      [["--purge-older-than", "1y"], /number of days/],
      [["--purge-older-than", "30d", "--since", "2026-01-01"], /cannot be combined/],
      [["--bogus"], /Unknown option/],
    ])("refuses %j with usage (exit 2)", async (args, message) => {
      const { code, stderr, stdout } = await run(...args);
      expect(code).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr).toContain("Usage:");
      expect(stdout).toBe("");
    });

    it("sends a PostgreSQL backup to pg_dump instead of copying a SQLite file", async () => {
      const { code, stderr } = await runWith(
        { DATABASE_URL: "postgres://leads@127.0.0.1:1/leads" },
        "--backup",
        "copy.sqlite",
      );
      expect(code).toBe(2);
      expect(stderr).toMatch(/pg_dump/);
    });

    it("prints help", async () => {
      expect(await run("--help")).toMatchObject({
        code: 0,
        stdout: expect.stringContaining("Usage:"),
      });
    });

    it("fails without a database rather than creating one", async () => {
      if (engine === "sqlite") {
        const { code } = await runWith(
          { DATA_DIR: `${database.dataDir}/missing` },
          "--format",
          "json",
        );
        expect(code).toBe(1);
        return;
      }
      const empty = await testDatabase();
      try {
        const { code, stderr } = await runWith({ DATABASE_URL: empty.url }, "--format", "json");
        expect(code).toBe(1);
        expect(stderr).toMatch(/No leads database/);
      } finally {
        await empty.drop();
      }
    });
  });

  describe("purge", () => {
    it("deletes rows older than N days in all three tables, and unconfirmed sign-ups after 30 days", async () => {
      await database.rows(
        "INSERT INTO newsletter_subscriptions (created_at, email, status, unsubscribe_nonce) VALUES (?, ?, 'pending', ?)",
        "2026-04-01T00:00:00.000Z",
        "stale@example.com",
        "a".repeat(32),
      );
      const { code, stdout } = await run("--purge-older-than", "365d");
      expect(code).toBe(0);
      expect(stdout).toBe(
        "Deleted submissions created before 2025-06-01T12:00:00.000Z: contact 1, newsletter 0, notify 1.\n" +
          "Deleted newsletter subscriptions not confirmed since before 2026-05-02T12:00:00.000Z: 1.\n",
      );
      const records = JSON.parse((await run("--format", "json")).stdout) as { email: string }[];
      expect(records.map((record) => record.email).sort()).toEqual([
        "at@example.com",
        "formula@example.com",
        "news@example.com",
        "notify@example.com",
        "pending@example.com",
      ]);
      expect((await run("--purge-older-than", "365d")).stdout).toMatch(
        /contact 0, newsletter 0, notify 0/,
      );
    });
  });
});

describe("helpers", () => {
  it("quotes every CSV cell", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("x;=1+1")).toBe('"x;=1+1"');
    expect(csvCell("\tTabbed")).toBe('"\'\tTabbed"');
    expect(csvCell(["a", "b"])).toBe('"a; b"');
  });

  it("neutralises a formula behind invisible or format characters", () => {
    expect(csvCell("\u200b=1+1")).toBe('"\'\u200b=1+1"');
    expect(csvCell("\u2060\ufeff\u00a0@SUM(A1)")).toBe('"\'\u2060\ufeff\u00a0@SUM(A1)"');
    expect(csvCell("\u200bplain")).toBe('"\u200bplain"');
  });

  it("quotes every cell whose first visible character starts a formula (property)", () => {
    // Characters that do not show: whitespace, format (Cf) and space separators (Zs).
    const invisible = fc.constantFrom(
      " ",
      "\u00a0",
      "\u1680",
      "\u2000",
      "\u200a",
      "\u202f",
      "\u205f",
      "\u3000",
      "\u00ad",
      "\u061c",
      "\u200b",
      "\u200c",
      "\u200d",
      "\u200e",
      "\u200f",
      "\u202a",
      "\u202e",
      "\u2060",
      "\u2066",
      "\ufeff",
      "\u{e0001}",
    );
    const prefix = fc.array(invisible, { maxLength: 6 }).map((parts) => parts.join(""));
    const rest = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(prefix, fc.constantFrom("=", "+", "-", "@"), rest, (before, start, after) => {
        const text = `${before}${start}${after}`;
        expect(csvCell(text)).toBe(`"'${text.replaceAll('"', '""')}"`);
      }),
    );
    // And a cell whose first visible character starts no formula is kept as it is.
    fc.assert(
      fc.property(
        prefix,
        fc.constantFrom("a", "Z", "0", "(", "é"),
        rest,
        (before, start, after) => {
          const text = `${before}${start}${after}`;
          expect(csvCell(text)).toBe(`"${text.replaceAll('"', '""')}"`);
        },
      ),
    );
  });

  it("reads dates as UTC", () => {
    expect(parseSince("2026-01-01")).toBe("2026-01-01T00:00:00.000Z");
    expect(parseSince("2026-01-01T10:00:00+02:00")).toBe("2026-01-01T08:00:00.000Z");
    expect(parseSince("2026-13-01")).toBeUndefined();
    expect(parseSince("1/1/2026")).toBeUndefined();
  });
});
