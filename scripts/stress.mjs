// `npm run stress`: attacks a production build of the server the way issue 12's probe did, and
// prints one figure per attack. It starts its own server on 127.0.0.1 (a free port, a throwaway
// DATA_DIR), talks to nothing else, and stops by itself (hard limit: STRESS_LIMIT_MS).
//
//   npm run stress                  the build in ./build (run `npm run build` first)
//   npm run stress -- --build DIR   another build directory, e.g. an older one to compare with
//   npm run stress -- --only a,b    some of the attacks: baseline, flood, slow, lock, burst,
//                                   start-locked, sigterm, slow-smtp, unsubscribe-flood,
//                                   search-flood
//   npm run stress -- --compare DIR the search flood against another build too, interleaved
//                                   (e.g. the previous commit's), with the ratios of the two
//   npm run stress -- --rounds N    rounds of the search flood's cases (default 2)
//
// Timings vary with the machine: they belong here, never in `npm test`.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import autocannon from "autocannon";

// Node's own SQLite (Node 24), as the server uses it (server/db/sqlite.ts).
const { DatabaseSync } = process.getBuiltinModule("node:sqlite");

const STRESS_LIMIT_MS = 900_000;
const LOOPBACK = "127.0.0.1";
const MIB = 1024 * 1024;
/**
 * The search's limits switched off (the search flood's "limits off" case): each client's
 * allowance and, where the build has one (decision 0034), the server-wide time share.
 */
const SEARCH_LIMITS_OFF = { SEARCH_RATE_LIMIT_MAX: "1000000", SEARCH_TIME_SHARE: "1" };

const { values } = parseArgs({
  options: {
    build: { type: "string", default: "build" },
    compare: { type: "string" },
    rounds: { type: "string", default: "2" },
    only: { type: "string" },
  },
});
const only = values.only?.split(",").map((name) => name.trim());
const buildDir = resolve(values.build);
const entry = join(buildDir, "srv/server/index.js");
const compareEntry = values.compare && join(resolve(values.compare), "srv/server/index.js");
for (const file of [entry, compareEntry ?? entry]) {
  if (!existsSync(file)) {
    console.error(`stress: no server build at ${file}; run \`npm run build\` first.`);
    process.exit(1);
  }
}
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`stress: --rounds takes a positive integer, got "${values.rounds}"`);
  process.exit(1);
}

const hardStop = setTimeout(() => {
  console.error(`stress: still running after ${STRESS_LIMIT_MS / 1000} s, giving up`);
  stopServer();
  process.exit(2);
}, STRESS_LIMIT_MS);
hardStop.unref();

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function percentile(samples, p) {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "n/a");
const latency = (samples) =>
  `median ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, ` +
  `max ${ms(Math.max(...samples))} (${samples.length} requests)`;

// ── The server under test ─────────────────────────────────────────────────────────────────────
const dataDir = mkdtempSync(join(tmpdir(), "cradlesec-stress-"));
let server;
/** Every server started here, so that none outlives the run. */
const servers = new Set();
function stopServer() {
  for (const child of servers) if (child.exitCode === null) child.kill("SIGTERM");
}
// Interrupted: the servers started here stop with it, and their data goes.
process.once("SIGINT", () => {
  stopServer();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(130);
});

/**
 * Starts a server on LOOPBACK (a free port); resolves with the process, its port (undefined
 * when it exited before listening), when that happened and what it wrote.
 */
function spawnServer({ dir = dataDir, env = {}, waitMs = 30_000, script = entry } = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: LOOPBACK,
      DATA_DIR: dir,
      RATE_LIMIT_MAX: "1000000", // the attacks below come from one address
      SEARCH_RATE_LIMIT_MAX: "1000000",
      SMTP_URL: "",
      TRUST_PROXY: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  servers.add(child);
  const state = { child, log: "", port: undefined, exitCode: undefined, ms: NaN };
  child.stdout.setEncoding("utf8");
  child.stderr.setEncoding("utf8");
  // Kept until it listens (its port, or why it exited), then only drained: a flood's access log
  // (megabytes) would otherwise cost this process, and so the page sampler here, its time.
  const keep = (chunk) => {
    if (state.port === undefined) state.log += chunk;
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  return new Promise((done) => {
    const timer = setTimeout(() => done(state), waitMs);
    const check = () => {
      if (state.port !== undefined) return;
      const match = /site at http:\/\/(?:localhost|127\.0\.0\.1):(\d+)/.exec(state.log);
      if (!match) return;
      state.port = Number(match[1]);
      state.ms = performance.now() - started;
      clearTimeout(timer);
      done(state);
    };
    child.stdout.on("data", check);
    child.once("exit", (code, signal) => {
      servers.delete(child);
      state.exitCode = code ?? signal;
      if (state.port === undefined) {
        state.ms = performance.now() - started;
        clearTimeout(timer);
        done(state);
      }
    });
  });
}

async function startServer() {
  const state = await spawnServer();
  if (state.port === undefined)
    throw new Error(`server exited (${state.exitCode}) before listening`);
  server = state.child;
  return state.port;
}

/** Stops a server with `signal`; resolves with the milliseconds it took to exit. */
function stopWith(child, signal) {
  const started = performance.now();
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(0);
  return new Promise((done) => {
    child.once("exit", () => done(performance.now() - started));
    child.kill(signal);
  });
}

// ── HTTP helpers (loopback only: every request goes to LOOPBACK:port) ──────────────────────────
let port;
const pageAgent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One HTTP request; resolves with the status (0 when the connection failed) and the time. */
function send({ method = "GET", path, headers = {}, body, agent = pageAgent, to = port }) {
  const started = performance.now();
  return new Promise((done) => {
    const req = request({ host: LOOPBACK, port: to, method, path, headers, agent }, (response) => {
      response.resume();
      response.on("end", () =>
        done({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
      response.on("error", () => done({ status: response.statusCode ?? 0, ms: NaN }));
    });
    req.on("error", () => done({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/** GET /home one after the other until `until()` is true; returns the latencies. */
async function samplePages(until, gapMs = 25, to = port) {
  const samples = [];
  while (!until()) {
    const { status, ms: time } = await send({ path: "/home", to });
    if (status === 200) samples.push(time);
    await sleep(gapMs);
  }
  return samples;
}

const contactBody = (email) =>
  JSON.stringify({
    name: "Stress Test",
    email,
    company: "Loopback Ltd",
    message: "A valid contact message sent by npm run stress, long enough to pass.",
  });

/** `count` valid contact posts at once, each on its own connection (prefix-N@example.com). */
function postContacts(prefix, count, to = port) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      send({
        method: "POST",
        path: "/api/contact",
        headers: { "content-type": "application/json" },
        body: contactBody(`${prefix}${index}@example.com`),
        agent,
        to,
      }),
    ),
  );
}

function countRows(prefix, dir = dataDir) {
  const db = new DatabaseSync(join(dir, "leads.sqlite"), { readOnly: true });
  try {
    return db
      .prepare("SELECT count(*) AS count FROM contact_submissions WHERE email LIKE ?")
      .get(`${prefix}%`).count;
  } finally {
    db.close();
  }
}

const tally = (statuses) => {
  if (statuses.length === 0) return "none";
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, count]) => `${count} × ${status === "0" ? "connection error" : status}`)
    .join(", ");
};

// ── The attacks ──────────────────────────────────────────────────────────────────────────────
async function baseline() {
  let count = 0;
  const samples = await samplePages(() => count++ >= 60, 5);
  console.log(`baseline  GET /home: ${latency(samples)}`);
}

async function flood() {
  // Valid JSON, so that a server that parses it does the whole job: 1 MiB of small numbers.
  const body = Buffer.from(`{"items":[${"1,".repeat((MIB - 13) / 2)}1]}`.padEnd(MIB, " "));
  const statuses = [];
  let done = false;
  const agent = new Agent({ keepAlive: false, maxSockets: 20 });
  const pages = samplePages(() => done);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 150 }, () =>
      send({
        method: "POST",
        path: "/api/x",
        headers: { "content-type": "application/json", "content-length": String(MIB) },
        body,
        agent,
      }).then(({ status }) => statuses.push(status)),
    ),
  );
  done = true;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`flood     150 × 1 MiB POST /api/x, 20 at a time, ${seconds} s: ${tally(statuses)}`);
  console.log(`          GET /home meanwhile: ${latency(await pages)}`);
  agent.destroy();
}

async function slowClients() {
  const BODIES = 210;
  const HEADERS = 30;
  const sockets = [];
  const open = (opening) => {
    const socket = connect({ host: LOOPBACK, port });
    const state = { socket, closed: false, opening };
    socket.on("close", () => (state.closed = true));
    socket.on("error", () => (state.closed = true));
    socket.on("data", () => {}); // a 408/400 answer, if any
    socket.write(opening);
    sockets.push(state);
    return state;
  };
  const slowBody = [
    "POST /api/contact HTTP/1.1",
    `Host: ${LOOPBACK}:${port}`,
    "Content-Type: application/json",
    "Content-Length: 10000",
    "",
    "{",
  ].join("\r\n");
  for (let index = 0; index < BODIES; index += 1) open(slowBody);
  for (let index = 0; index < HEADERS; index += 1) open("GET /home HTTP/1.1\r\nHost: x\r\n");
  // One more byte every 10 s on each, for 60 s.
  const drip = setInterval(() => {
    for (const state of sockets) {
      if (!state.closed) state.socket.write(state.opening.startsWith("GET") ? "X-a: b\r\n" : " ");
    }
  }, 10_000);
  let done = false;
  const pages = samplePages(() => done, 200);
  await sleep(60_000);
  done = true;
  clearInterval(drip);
  const stillOpen = (list) => list.filter((state) => !state.closed).length;
  const bodies = sockets.slice(0, BODIES);
  const headers = sockets.slice(BODIES);
  console.log(
    `slow      after 60 s of one byte every 10 s: ${stillOpen(bodies)} of ${BODIES} slow-body ` +
      `and ${stillOpen(headers)} of ${HEADERS} slow-header connections still open`,
  );
  console.log(`          GET /home meanwhile: ${latency(await pages)}`);
  for (const state of sockets) state.socket.destroy();
}

async function heldLock() {
  const HOLD_MS = 8_000;
  const POSTS = 20;
  const db = new DatabaseSync(join(dataDir, "leads.sqlite"));
  db.exec("PRAGMA busy_timeout = 10000");
  db.exec("BEGIN IMMEDIATE"); // the write lock, as a backup or a long purge would hold it
  const holding = sleep(HOLD_MS).then(() => db.exec("COMMIT"));
  let locked = true;
  void holding.then(() => (locked = false));
  const pages = samplePages(() => !locked);
  await sleep(200);
  const posts = await postContacts("lock-", POSTS);
  await holding;
  db.close();
  const samples = await pages;
  const acknowledged = posts.filter(({ status }) => status >= 200 && status < 300).length;
  await sleep(500);
  console.log(`lock      write lock held ${HOLD_MS / 1000} s by a second connection:`);
  console.log(`          GET /home meanwhile: ${latency(samples)}`);
  console.log(
    `          ${POSTS} posts meanwhile: ${tally(posts.map(({ status }) => status))}; ` +
      `${acknowledged} acknowledged, ${countRows("lock-")} stored; slowest answer ` +
      `${ms(Math.max(...posts.map(({ ms: time }) => time)))}`,
  );
}

async function burst() {
  const POSTS = 1_000;
  const started = performance.now();
  const posts = await postContacts("burst-", POSTS);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const acknowledged = posts.filter(({ status }) => status >= 200 && status < 300).length;
  await sleep(500);
  console.log(
    `burst     ${POSTS} concurrent valid posts in ${seconds} s: ` +
      `${tally(posts.map(({ status }) => status))}; ${acknowledged} acknowledged, ` +
      `${countRows("burst-")} stored`,
  );
}

// ── Faults of the server's own processes and of its SMTP server (issue 34) ─────────────────────
/**
 * A fake SMTP server on LOOPBACK that takes messages and then, by mode, answers at once
 * ("accept"), never ("hang": the connection stays open after the message) or after `delayMs`
 * ("slow": the message counts as accepted then, even if the client has gone, as a real server's
 * does). Records each accepted message's Message-ID and when the client hung up.
 */
async function fakeSmtp(mode = "accept", delayMs = 0) {
  const state = { mode, delayMs, accepted: [], dataDone: 0, hangUps: [], sockets: new Set() };
  const smtp = createServer((socket) => {
    state.sockets.add(socket);
    const own = state.mode;
    const opened = performance.now();
    let answered = false;
    socket.on("close", () => {
      state.sockets.delete(socket);
      if (!answered && own !== "accept") state.hangUps.push(performance.now() - opened);
    });
    socket.on("error", () => socket.destroy());
    socket.setEncoding("utf8");
    socket.write("220 localhost ESMTP stress\r\n");
    let buffer = "";
    let data;
    socket.on("data", (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end !== -1; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== undefined) {
          if (line !== ".") {
            data += `${line}\n`;
            continue;
          }
          const message = data;
          data = undefined;
          state.dataDone += 1;
          const accept = () => {
            answered = true;
            state.accepted.push(/^Message-ID: *(\S*)/im.exec(message)?.[1] ?? "(none)");
            if (!socket.destroyed) socket.write("250 queued\r\n");
          };
          if (own === "accept") accept();
          else if (own === "slow") setTimeout(accept, state.delayMs).unref();
          continue; // "hang": never a word again
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "DATA") {
          data = "";
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write(verb === "EHLO" ? "250 localhost\r\n" : "250 ok\r\n");
      }
    });
  });
  await new Promise((done) => smtp.listen(0, LOOPBACK, done));
  state.url = `smtp://${LOOPBACK}:${smtp.address().port}`;
  state.close = () => {
    for (const socket of state.sockets) socket.destroy();
    return new Promise((done) => smtp.close(done));
  };
  return state;
}

async function waitFor(condition, limitMs) {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > limitMs) return NaN;
    await sleep(50);
  }
  return performance.now() - started;
}

const seconds = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(1)} s` : "never");

function outboxRows(dir) {
  const db = new DatabaseSync(join(dir, "leads.sqlite"), { readOnly: true });
  try {
    return db.prepare("SELECT status, attempts, next_attempt_at FROM mail_outbox").all();
  } finally {
    db.close();
  }
}

/** The longest a pending row that was tried still waits, as a duration from now. */
function longestWait(dir) {
  const waits = outboxRows(dir)
    .filter((row) => row.status === "pending" && row.attempts > 0)
    .map((row) => Date.parse(row.next_attempt_at) - Date.now());
  return waits.length === 0 ? "no row waits" : `rows wait up to ${seconds(Math.max(...waits))}`;
}

async function startLocked() {
  // A database the server has already migrated, its write lock held by another connection.
  const ready = mkdtempSync(join(tmpdir(), "cradlesec-stress-lock-"));
  const first = await spawnServer({ dir: ready });
  await stopWith(first.child, "SIGTERM");
  const holder = new DatabaseSync(join(ready, "leads.sqlite"));
  holder.exec("BEGIN IMMEDIATE");
  const locked = await spawnServer({ dir: ready, waitMs: 20_000 });
  holder.exec("COMMIT");
  holder.close();
  console.log(
    `startlock migrated database, write lock held throughout: ` +
      (locked.port === undefined
        ? `exited (${locked.exitCode}) after ${seconds(locked.ms)}: ${locked.log.trim().split("\n").at(-1)}`
        : `listening after ${seconds(locked.ms)}`),
  );
  if (locked.port !== undefined) await stopWith(locked.child, "SIGTERM");

  // A database with migrations to apply, locked for 8 s.
  const HOLD_MS = 8_000;
  const fresh = mkdtempSync(join(tmpdir(), "cradlesec-stress-lock-"));
  const empty = new DatabaseSync(join(fresh, "leads.sqlite"));
  empty.exec("PRAGMA journal_mode = WAL");
  empty.exec("BEGIN IMMEDIATE");
  setTimeout(() => {
    empty.exec("COMMIT");
    empty.close();
  }, HOLD_MS);
  const waited = await spawnServer({ dir: fresh, waitMs: 20_000 });
  const waits = (waited.log.match(/waiting for the database's write lock/g) ?? []).length;
  console.log(
    `          database to migrate, write lock held ${seconds(HOLD_MS)}: ` +
      (waited.port === undefined
        ? `exited (${waited.exitCode}) after ${seconds(waited.ms)}`
        : `listening after ${seconds(waited.ms)}, ${waits} log lines while waiting`),
  );
  if (waited.port !== undefined) await stopWith(waited.child, "SIGTERM");
  await sleep(HOLD_MS); // the lock is released before its directory goes
  rmSync(ready, { recursive: true, force: true });
  rmSync(fresh, { recursive: true, force: true });
}

async function sigterm() {
  const dir = mkdtempSync(join(tmpdir(), "cradlesec-stress-mail-"));
  const smtp = await fakeSmtp("hang");
  const env = { SMTP_URL: smtp.url };
  try {
    for (const signal of ["SIGTERM", "SIGKILL"]) {
      const running = await spawnServer({ dir, env });
      const prefix = `${signal.toLowerCase()}-`;
      smtp.mode = "hang";
      const before = smtp.accepted.length;
      const posts = await postContacts(prefix, 4, running.port);
      await waitFor(() => smtp.dataDone >= 2, 10_000); // two mails in flight, never answered
      const stopMs = await stopWith(running.child, signal);
      const waiting = longestWait(dir);
      smtp.mode = "accept";
      for (const socket of smtp.sockets) socket.destroy();
      const again = await spawnServer({ dir, env });
      const deliveredMs = await waitFor(() => smtp.accepted.length - before >= 4, 20_000);
      console.log(
        `${signal === "SIGTERM" ? "sigterm  " : "kill -9  "} 4 posts (${tally(posts.map(({ status }) => status))}), ` +
          `2 mails in flight to an SMTP server that hangs; ${signal} → exit in ${seconds(stopMs)}, ` +
          `${waiting}; after a restart all 4 mails sent in ${seconds(deliveredMs)} ` +
          `(${smtp.accepted.length - before} of 4 within 20 s)`,
      );
      await stopWith(again.child, "SIGTERM");
      smtp.dataDone = 0;
    }
  } finally {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function slowSmtp() {
  const DELAY_MS = 40_000; // over the old 30 s socket timeout
  const WATCH_MS = 50_000;
  const dir = mkdtempSync(join(tmpdir(), "cradlesec-stress-slow-"));
  const smtp = await fakeSmtp("slow", DELAY_MS);
  const running = await spawnServer({ dir, env: { SMTP_URL: smtp.url } });
  try {
    await postContacts("slow-", 1, running.port);
    await sleep(WATCH_MS);
    const [row] = outboxRows(dir);
    const retry =
      row.status === "pending"
        ? `, retry in ${seconds(Date.parse(row.next_attempt_at) - Date.now())}`
        : "";
    console.log(
      `slowsmtp  SMTP server answers ${seconds(DELAY_MS)} after the message: sender hung up ` +
        `after ${smtp.hangUps.length ? seconds(smtp.hangUps[0]) : "never"}; accepted ` +
        `${smtp.accepted.length} (Message-ID ${smtp.accepted[0] ?? "none"}); outbox row ` +
        `${row.status} after ${row.attempts} attempt(s)${retry}` +
        (row.status === "pending" ? " → a second copy will be sent" : ""),
    );
  } finally {
    await stopWith(running.child, "SIGTERM");
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CPU seconds a process has used (Linux /proc; NaN elsewhere), its threads included. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in 1/100 s
  } catch {
    return NaN;
  }
}

/**
 * Starts a server of its own (`env` on top of the usual; `script`: another build's), samples
 * `pages` calm, then again while autocannon (`cannon`: its target path and options, on its own
 * thread) floods it, unless `cannon` is undefined (then the second sample is calm too, as long
 * as a flood would last); returns the flood's rate and answers, the server's CPU and both
 * samples (latencies of the 200s, and how many were not 200).
 */
async function pagesUnderFlood({ env = {}, cannon, script, pages = ["/home"], seconds = 10 }) {
  const dir = mkdtempSync(join(tmpdir(), "cradlesec-stress-own-"));
  const running = await spawnServer({ dir, env, script });
  if (running.port === undefined) throw new Error(`server exited (${running.exitCode})`);
  try {
    const sample = async (until) => {
      const result = { samples: [], errors: 0 };
      for (let index = 0; !until(index); index += 1) {
        const path = pages[index % pages.length];
        const { status, ms: time } = await send({ path, to: running.port });
        if (status === 200) result.samples.push(time);
        else result.errors += 1;
        await sleep(10);
      }
      return result;
    };
    const calm = await sample((index) => index >= 200);
    let done = false;
    const during = sample(() => done);
    const cpuBefore = cpuSeconds(running.child.pid);
    let result = { requests: { average: 0 }, statusCodeStats: {}, errors: 0 };
    if (cannon) {
      const { path, ...rest } = cannon;
      result = await autocannon({
        url: `http://${LOOPBACK}:${running.port}${path}`,
        workers: 1, // its own thread: the page sampler here measures the server, not autocannon
        duration: seconds,
        ...rest,
      });
    } else await sleep(seconds * 1000);
    done = true;
    const cpu = cpuSeconds(running.child.pid) - cpuBefore;
    const counts = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
    );
    if (result.errors) counts.error = result.errors;
    const statuses = Object.entries(counts)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ");
    const { samples, errors } = await during;
    return {
      rate: Math.round(result.requests.average),
      counts,
      statuses: statuses || "none",
      cpu,
      calm: calm.samples,
      calmErrors: calm.errors,
      during: samples,
      errors,
    };
  } finally {
    await stopWith(running.child, "SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

/** "GET /home p99 … (median, p95, max), before the flood p99 …" of pagesUnderFlood's samples. */
const pagesLine = ({ calm, during }) =>
  `GET /home p99 ${ms(percentile(during, 99))} (${latency(during)}), ` +
  `before the flood p99 ${ms(percentile(calm, 99))}`;

async function unsubscribeFlood() {
  const DURATION_S = 10;
  // A fixed rate (the most an old build answered here), so that builds that answer faster do
  // not get more posts to answer.
  const RATE = 1_500;
  // The default allowance, as in production: the flood comes from one address.
  const flooded = await pagesUnderFlood({
    env: { RATE_LIMIT_MAX: "" },
    cannon: {
      path: "/newsletter/unsubscribe?token=AAAAAAAA.BBBBBBBBBBBB",
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      connections: 50,
      overallRate: RATE,
      duration: DURATION_S,
    },
  });
  console.log(
    `unsub     ${flooded.rate} bogus one-click unsubscribes/s for ${DURATION_S} s ` +
      `(${flooded.statuses}); server CPU ${flooded.cpu.toFixed(1)} s; ${pagesLine(flooded)}`,
  );
}

/** Pages the light client asks for in turn while searches flood the server. */
const SAMPLED_PAGES = ["/home", "/pricing", "/labs", "/about", "/contact"];

/** Pooled percentiles of several runs' samples, and the range of the runs' own p99s. */
function pooled(runs, key) {
  const all = runs.flatMap((run) => run[key]);
  const p99s = runs.map((run) => percentile(run[key], 99));
  return {
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    count: all.length,
    low: Math.min(...p99s),
    high: Math.max(...p99s),
  };
}

async function searchFlood() {
  const SECONDS = 8;
  const CONNECTIONS = 32;
  const CLIENTS = 1_000;
  // As fast as 32 connections go (scripts/stress-search-request.cjs): /api/search and
  // /search?q= in turn, half popular queries asked again and again, half never asked before.
  // The server believes loopback's X-Forwarded-For (TRUST_PROXY), as behind the nginx proxy, so
  // the flood comes from one client (203.0.113.7) or from CLIENTS of them, and the light client
  // sampling pages meanwhile is another (127.0.0.1), one request at a time.
  const flood = (clients) => ({
    path: "/api/search",
    headers: { "accept-encoding": "gzip" },
    requests: [
      { setupRequest: fileURLToPath(new URL("stress-search-request.cjs", import.meta.url)) },
    ],
    initialContext: { clients },
    connections: CONNECTIONS,
  });
  // The server's limits as in production (the defaults), and switched off.
  const defended = { TRUST_PROXY: LOOPBACK, SEARCH_RATE_LIMIT_MAX: "" };
  const undefended = { ...defended, ...SEARCH_LIMITS_OFF };
  const cases = [
    ["no flood", defended, undefined],
    // For scale: what any flood costs pages, whatever it asks (a page, from its file).
    [
      "one client, /home",
      defended,
      { path: "/home", headers: { "accept-encoding": "gzip" }, connections: CONNECTIONS },
    ],
    ["one client", defended, flood(1)],
    [`${CLIENTS} clients`, defended, flood(CLIENTS)],
    [`${CLIENTS} clients, limits off`, undefended, flood(CLIENTS)],
  ];
  const builds = [["this build", entry]];
  if (compareEntry) builds.push(["--compare", compareEntry]);
  console.log(
    `search    ${CONNECTIONS} connections flooding /api/search and /search?q= for ${SECONDS} s ` +
      `per run, ${rounds} round(s) of ${cases.length} case(s) × ${builds.length} build(s), ` +
      `interleaved; pages sampled one at a time (${SAMPLED_PAGES.join(", ")}):`,
  );
  const runs = new Map();
  for (let round = 0; round < rounds; round += 1) {
    for (const [label, env, cannon] of cases) {
      // Each round turns the builds' order round, so that neither always goes first.
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const [build, script] of order) {
        const run = await pagesUnderFlood({
          env,
          cannon,
          script,
          pages: SAMPLED_PAGES,
          seconds: SECONDS,
        });
        const key = `${build}: ${label}`;
        runs.set(key, [...(runs.get(key) ?? []), run]);
        console.log(
          `          ${key.padEnd(40)} ${String(run.rate).padStart(5)} requests/s ` +
            `(${run.statuses}); server CPU ${run.cpu.toFixed(1)} s; pages p99 ` +
            `${ms(percentile(run.during, 99))} (calm before: ${ms(percentile(run.calm, 99))})`,
        );
      }
    }
  }
  console.log(`          pooled over ${rounds} round(s):`);
  for (const [key, list] of runs) {
    const during = pooled(list, "during");
    const calm = pooled(list, "calm");
    const errors = list.reduce((sum, run) => sum + run.errors, 0);
    const refused = list.reduce((sum, run) => sum + (run.counts["429"] ?? 0), 0);
    const shed = list.reduce((sum, run) => sum + (run.counts["503"] ?? 0), 0);
    const answered = list.reduce((sum, run) => sum + (run.counts["200"] ?? 0), 0);
    console.log(
      `          ${key.padEnd(40)} pages p50 ${ms(during.p50)}, p95 ${ms(during.p95)}, ` +
        `p99 ${ms(during.p99)} (runs ${ms(during.low)}–${ms(during.high)}; ${during.count} ` +
        `pages, ${errors} not 200); calm p99 ${ms(calm.p99)}, ratio ` +
        `${(during.p99 / calm.p99).toFixed(1)}; flood answered ${answered} × 200, ${refused} × 429, ` +
        `${shed} × 503`,
    );
  }
  if (builds.length === 2) {
    for (const [label] of cases) {
      const ours = pooled(runs.get(`this build: ${label}`), "during");
      const theirs = pooled(runs.get(`--compare: ${label}`), "during");
      console.log(
        `          ${label}: pages p99 this build / --compare ` +
          `${(ours.p99 / theirs.p99).toFixed(2)} (${ms(ours.p99)} / ${ms(theirs.p99)})`,
      );
    }
  }
}

const attacks = [
  ["baseline", baseline],
  ["flood", flood],
  ["slow", slowClients],
  ["lock", heldLock],
  ["burst", burst],
  ["start-locked", startLocked],
  ["sigterm", sigterm],
  ["slow-smtp", slowSmtp],
  ["unsubscribe-flood", unsubscribeFlood],
  ["search-flood", searchFlood],
];
const unknown = only?.filter((name) => !attacks.some(([known]) => known === name)) ?? [];
if (unknown.length > 0) {
  console.error(`stress: unknown attack ${unknown.join(", ")}`);
  process.exit(1);
}

try {
  port = await startServer();
  console.log(`stress: ${entry} on ${LOOPBACK}:${port}, data in ${dataDir}`);
  for (const [name, attack] of attacks) {
    if (!only || only.includes(name)) await attack();
  }
} catch (error) {
  console.error(`stress: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  pageAgent.destroy();
  stopServer();
  await new Promise((done) => (server?.exitCode === null ? server.once("exit", done) : done()));
  rmSync(dataDir, { recursive: true, force: true });
}
