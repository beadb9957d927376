// @vitest-environment node
// `npm run leads -- --backup FILE` under write load: a server takes posts from several clients
// while the CLI, in its own process as in production, copies the database; the copy is then
// restored as docs/operations.md says and served. Nothing acknowledged before the backup started may be
// missing, and the copy must hold whole transactions only.
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { backupDatabase } from "./backup.js";
import { DB_FILE, openDatabase } from "./db/database.js";
import Database from "./db/sqlite.js";
import { runLeadsCli } from "./leads-cli.js";
import { until } from "./testing/fake-smtp.js";
import { post, type Running, type TestSite, testSite } from "./testing/site.js";

const CLIENTS = 8;
/** Rows in the database before the load: enough pages that the copy takes a while. */
const PREFILL = 5_000;

let site: TestSite;
let backups: string;
beforeAll(async () => {
  site = await testSite();
  backups = mkdtempSync(join(tmpdir(), "cradlesec-backups-"));
});
afterAll(() => {
  site.cleanup();
  rmSync(backups, { recursive: true, force: true });
});

/** `npm run leads -- …` in a process of its own, from the TypeScript sources. */
async function leadsCli(args: string[], dataDir: string) {
  const hooks = fileURLToPath(new URL("./testing/ts-worker-register.mjs", import.meta.url));
  const cli = fileURLToPath(new URL("./leads-cli.ts", import.meta.url));
  return promisify(execFile)(process.execPath, ["--import", hooks, cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
}

/** Clients posting contact messages one after another until stopped; what got a 201, when. */
function writeLoad(server: Running) {
  const acknowledged: string[] = [];
  let stopped = false;
  let failures = 0;
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let index = 0; !stopped; index += 1) {
      const email = `load-${client}-${index}@example.com`;
      const answer = await post(`${server.base}/api/contact`, {
        name: "Backup Load",
        email,
        message: `Posted while the backup runs, number ${index} of client ${client}.`,
      });
      if (answer.status === 201) acknowledged.push(email);
      else failures += 1;
    }
  });
  return {
    acknowledged,
    failures: () => failures,
    async stop() {
      stopped = true;
      await Promise.all(clients);
    },
  };
}

function prefill(dataDir: string) {
  const db = openDatabase(dataDir);
  try {
    const insert = db.prepare(
      "INSERT INTO contact_submissions (name, email, message) VALUES ('Earlier Lead', ?, ?)",
    );
    db.transaction(() => {
      for (let index = 0; index < PREFILL; index += 1) {
        insert.run(`earlier-${index}@example.com`, `An earlier message. ${"x".repeat(2_000)}`);
      }
    })();
  } finally {
    db.close();
  }
}

describe("a backup under write load", () => {
  it("holds every post acknowledged before it started, whole transactions only, and restores", async () => {
    const sent: string[] = [];
    // Patient: the test is about the copy, not about posts or probes on a loaded machine.
    const options = {
      mailTransport: { sendMail: async () => void sent.push("mail"), close: () => {} },
      storeTimeoutMs: 15_000,
      health: { timeoutMs: 10_000 },
    };
    let server = await site.start(options);
    const { dataDir } = server;
    prefill(dataDir);
    const live = new Database(join(dataDir, DB_FILE), { readonly: true });
    const linkKey = live
      .prepare("SELECT value FROM settings WHERE name = 'link_key'")
      .pluck()
      .get();
    live.close();

    const load = writeLoad(server);
    await until(() => load.acknowledged.length >= 50, 30_000);
    const before = new Set(load.acknowledged);
    const file = join(backups, "leads-backup.sqlite");
    const started = performance.now();
    const { stdout } = await leadsCli(["--backup", file], dataDir);
    const backupMs = performance.now() - started;
    const during = load.acknowledged.length - before.size;
    const byEnd = new Set(load.acknowledged);
    // Posts go on after the copy, which must not have them.
    await until(() => load.acknowledged.length >= before.size + during + 20, 30_000);
    await load.stop();
    const total = load.acknowledged.length;

    const copyMs = Number(/integrity ok, in (\d+) ms\.\n$/.exec(stdout)?.[1]);
    expect(copyMs).toBeGreaterThanOrEqual(0);
    expect(load.failures()).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(existsSync(`${file}-wal`)).toBe(false);

    const copy = new Database(file, { readonly: true });
    let inCopy: Set<string>;
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
      inCopy = new Set(
        copy
          .prepare("SELECT email FROM contact_submissions WHERE email LIKE 'load-%'")
          .pluck()
          .all() as string[],
      );
      expect(copy.prepare("SELECT count(*) FROM contact_submissions").pluck().get()).toBe(
        PREFILL + inCopy.size,
      );
      // Each post is one transaction: its row and its e-mail's outbox row, both or neither.
      expect(
        copy
          .prepare(
            `SELECT count(*) FROM contact_submissions c
             WHERE c.email LIKE 'load-%'
               AND (SELECT count(*) FROM mail_outbox m WHERE m.contact_id = c.id) <> 1`,
          )
          .pluck()
          .get(),
      ).toBe(0);
      expect(copy.prepare("SELECT value FROM settings WHERE name = 'link_key'").pluck().get()).toBe(
        linkKey,
      );
    } finally {
      copy.close();
    }
    const missing = [...before].filter((email) => !inCopy.has(email));
    expect(missing).toEqual([]);
    // Nothing in the copy that the server had not stored: every row of it had its answer.
    const acknowledged = new Set(load.acknowledged);
    expect([...inCopy].filter((email) => !acknowledged.has(email))).toEqual([]);
    // A snapshot taken mid-load: more than was acknowledged before, less than in the end.
    expect(inCopy.size).toBeGreaterThanOrEqual(before.size);
    expect(inCopy.size).toBeLessThan(total);
    const afterSnapshot = [...byEnd].filter((email) => !inCopy.has(email)).length;
    console.info(
      `backup under load: ${CLIENTS} clients, ${before.size} posts acknowledged before the ` +
        `backup started, ${during} during it, ${total} in all; ${inCopy.size} in the copy ` +
        `(+${PREFILL} earlier rows), ${statSync(file).size} bytes; the copy took ${copyMs} ms, ` +
        `the CLI process ${Math.round(backupMs)} ms, during which ${afterSnapshot} posts were ` +
        "acknowledged after its snapshot; none missing",
    );

    // Restore as docs/operations.md says: stop the server, remove the -wal and -shm files, put the copy
    // in place of leads.sqlite, start.
    await server.app.close();
    for (const suffix of ["-wal", "-shm"]) rmSync(join(dataDir, DB_FILE + suffix), { force: true });
    copyFileSync(file, join(dataDir, DB_FILE));
    server = await site.start(options, dataDir);
    try {
      const ready = await fetch(`${server.base}/readyz`);
      expect(ready.status).toBe(200);
      let exported = "";
      const code = await runLeadsCli(["--format", "json", "--form", "contact"], {
        stdout: { write: (text: string) => (exported += text) },
        stderr: { write: () => true },
        env: { DATA_DIR: dataDir },
        now: () => new Date(),
      });
      expect(code).toBe(0);
      const restored = new Set((JSON.parse(exported) as { email: string }[]).map((r) => r.email));
      expect([...before].filter((email) => !restored.has(email))).toEqual([]);
      expect(restored.size).toBe(PREFILL + inCopy.size);
    } finally {
      await server.app.close();
    }
  }, 120_000);
});

describe("backupDatabase", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "cradlesec-backup-src-"));
    openDatabase(dataDir).close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("replaces an older backup at FILE, whole", async () => {
    const file = join(backups, "replaced.sqlite");
    await backupDatabase(dataDir, file);
    const db = openDatabase(dataDir);
    db.prepare("INSERT INTO notify_requests (email, product) VALUES (?, ?)").run(
      "later@example.com",
      "portal",
    );
    db.close();
    const result = await backupDatabase(dataDir, file);
    expect(result.bytes).toBe(statSync(file).size);
    const copy = new Database(file, { readonly: true });
    expect(copy.prepare("SELECT count(*) FROM notify_requests").pluck().get()).toBe(1);
    copy.close();
    expect(existsSync(`${file}.partial-${process.pid}`)).toBe(false);
  });

  it("refuses to write over the database, or into a missing directory, or from no database", async () => {
    await expect(backupDatabase(dataDir, join(dataDir, DB_FILE))).rejects.toThrow(/itself/);
    await expect(backupDatabase(dataDir, join(dataDir, `${DB_FILE}-wal`))).rejects.toThrow(
      /itself/,
    );
    await expect(backupDatabase(dataDir, join(backups, "no", "such.sqlite"))).rejects.toThrow(
      /does not exist/,
    );
    await expect(
      backupDatabase(join(backups, "missing"), join(backups, "x.sqlite")),
    ).rejects.toThrow(/No leads database/);
    expect(existsSync(join(backups, "missing"))).toBe(false);
  });
});
