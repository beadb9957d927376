// @vitest-environment node
// Two server processes on one PostgreSQL database behind one fake SMTP server, as two instances
// behind a load balancer: 1,000 form posts spread over both, none lost (every 2xx has its row),
// and every e-mail delivered exactly once (one message per outbox row, no Message-ID twice),
// though both instances claim from the same outbox all along.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { postbuild } from "../scripts/postbuild.mjs";
import { type FakeSmtp, fakeSmtp, until } from "./testing/fake-smtp.js";
import { createFixture, FILES } from "./testing/fixture.js";
import { postgresAvailable, type TestDatabase, testDatabase } from "./testing/postgres.js";
import { post, testSite } from "./testing/site.js";

const POSTS = 1_000;
/** Posts in flight at once, over both instances. */
const CONCURRENCY = 24;

interface Instance {
  child: ChildProcess;
  base: string;
  /** The JSON log lines it wrote. */
  logs: Record<string, unknown>[];
}

const register = fileURLToPath(new URL("./testing/ts-worker-register.mjs", import.meta.url));
const entry = fileURLToPath(new URL("./testing/instance.ts", import.meta.url));

/** Starts one server process; resolves once it listens. */
function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", register, entry], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no instance after 30 s: ${stderr}`)), 30_000);
    createInterface({ input: child.stdout! }).on("line", (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      logs.push(entry);
      if (typeof entry.listening === "string") {
        clearTimeout(timer);
        resolve({ child, base: entry.listening, logs });
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the instance exited (${code}): ${stderr}`));
    });
  });
}

function stopInstance({ child }: Instance): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

describe.skipIf(!postgresAvailable())("two instances on one PostgreSQL database", () => {
  let database: TestDatabase;
  let smtp: FakeSmtp;
  let fixture: ReturnType<typeof createFixture>;
  let instances: Instance[] = [];

  beforeAll(async () => {
    fixture = createFixture(FILES);
    await postbuild({ clientDir: fixture.clientDir, manifestPath: fixture.manifestPath });
    database = await testDatabase();
    smtp = await fakeSmtp();
    const env = {
      INSTANCE_CLIENT_DIR: fixture.clientDir,
      INSTANCE_CSP_MANIFEST: fixture.manifestPath,
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
    };
    // One after the other: the first applies the migrations, the second finds them applied
    // (either way they are applied once: an advisory lock orders them).
    for (const name of ["a", "b"]) {
      const dataDir = mkdtempSync(join(fixture.root, `data-${name}-`));
      instances.push(await startInstance({ ...env, INSTANCE_DATA_DIR: dataDir }));
    }
  }, 90_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    instances = [];
    await smtp?.close();
    await database?.drop();
    fixture?.cleanup();
  });

  it("reports each instance ready, its probe a committed write to the shared database", async () => {
    for (const { base } of instances) {
      const response = await fetch(`${base}/readyz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "ready", database: "ok" });
    }
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const { rows } = await pool.query<{ value: string }>(
        "SELECT value FROM settings WHERE name = 'probe'",
      );
      expect(rows).toHaveLength(1);
    } finally {
      await pool.end();
    }
  });

  it("stores every accepted post once and sends every e-mail exactly once", async () => {
    const started = performance.now();
    const statuses: number[] = [];
    const perInstance = [0, 0];
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < POSTS; index = next++) {
        const instance = index % 2;
        perInstance[instance]! += 1;
        const base = instances[instance]!.base;
        // Seven contact messages to three newsletter sign-ups, each with its own address.
        const answer =
          index % 10 < 7
            ? await post(`${base}/api/contact`, {
                name: `Visitor ${index}`,
                email: `visitor-${index}@example.com`,
                message: `Message number ${index} about immutable backups.`,
              })
            : await post(`${base}/api/newsletter`, { email: `reader-${index}@example.com` });
        statuses[index] = answer.status;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const postsMs = performance.now() - started;

    const accepted = statuses.filter((status) => status === 201 || status === 202).length;
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const count = async (sql: string) =>
        Number((await pool.query<{ n: string }>(sql)).rows[0]!.n);
      const contacts = await count("SELECT count(*) AS n FROM contact_submissions");
      const subscriptions = await count("SELECT count(*) AS n FROM newsletter_subscriptions");
      const outbox = await count("SELECT count(*) AS n FROM mail_outbox");

      // Every e-mail: wait for the outbox to empty, then a little longer (two polls of each
      // instance) for any second copy to show.
      await until(() => smtp.messages.length >= outbox, 45_000);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const ids = smtp.messages.map((message) => /^Message-ID: (<[^>]+>)$/im.exec(message)?.[1]);
      const distinct = new Set(ids);
      const sent = await count("SELECT count(*) AS n FROM mail_outbox WHERE status = 'sent'");
      const sentBy = instances.map(
        ({ logs }) => logs.filter((line) => line.msg === "e-mail sent").length,
      );

      console.log(
        `two instances: ${POSTS} posts (${perInstance.join(" + ")}) in ${Math.round(postsMs)} ms, ` +
          `${accepted} accepted, rows ${contacts} contact + ${subscriptions} newsletter = ` +
          `${contacts + subscriptions}, lost ${accepted - contacts - subscriptions}; ` +
          `outbox ${outbox} rows, ${sent} sent; SMTP received ${smtp.messages.length} messages, ` +
          `${distinct.size} distinct Message-IDs (instance a sent ${sentBy[0]}, b ${sentBy[1]}) ` +
          `after ${Math.round(performance.now() - started)} ms`,
      );

      expect(accepted).toBe(POSTS);
      expect(contacts).toBe(700);
      expect(subscriptions).toBe(300);
      expect(outbox).toBe(POSTS);
      expect(ids.every((id) => id !== undefined)).toBe(true);
      expect(smtp.messages).toHaveLength(POSTS);
      expect(distinct.size).toBe(POSTS);
      expect(sent).toBe(POSTS);
      // Both instances took part in sending: the claim is shared, not one instance's own.
      expect(sentBy.every((count) => count > 0)).toBe(true);
      expect(sentBy[0]! + sentBy[1]!).toBe(POSTS);
    } finally {
      await pool.end();
    }
  }, 120_000);
});

describe.skipIf(!postgresAvailable())("the rate limit with several instances", () => {
  it("is per instance: each counts its own posts, in memory, whatever database they share", async () => {
    const site = await testSite();
    const database = await testDatabase();
    const servers = [
      await site.start({ databaseUrl: database.url, rateLimitMax: 3 }),
      await site.start({ databaseUrl: database.url, rateLimitMax: 3 }),
    ];
    try {
      const notify = (server: number, index: number) =>
        post(`${servers[server]!.base}/api/notify`, { email: `limit-${index}@example.com` });
      for (let index = 0; index < 3; index += 1) expect((await notify(0, index)).status).toBe(201);
      expect((await notify(0, 3)).status).toBe(429);
      // The other instance has counted none of them: one address gets RATE_LIMIT_MAX a minute
      // from each instance (docs/operations.md: Several instances).
      for (let index = 4; index < 7; index += 1) expect((await notify(1, index)).status).toBe(201);
      expect((await notify(1, 7)).status).toBe(429);
    } finally {
      await Promise.all(servers.map((server) => server.app.close()));
      await database.drop();
      site.cleanup();
    }
  });
});
