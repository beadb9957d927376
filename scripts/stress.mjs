// `npm run stress`: attacks a production build of the server the way issue 12's probe did, and
// prints one figure per attack. It starts its own server on 127.0.0.1 (a free port, a throwaway
// DATA_DIR), talks to nothing else, and stops by itself (hard limit: STRESS_LIMIT_MS).
//
//   npm run stress                  the build in ./build (run `npm run build` first)
//   npm run stress -- --build DIR   another build directory, e.g. an older one to compare with
//
// Timings vary with the machine: they belong here, never in `npm test`.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import Database from "better-sqlite3";

const STRESS_LIMIT_MS = 240_000;
const LOOPBACK = "127.0.0.1";
const MIB = 1024 * 1024;

const { values } = parseArgs({ options: { build: { type: "string", default: "build" } } });
const buildDir = resolve(values.build);
const entry = join(buildDir, "srv/server/index.js");
if (!existsSync(entry)) {
  console.error(`stress: no server build at ${entry}; run \`npm run build\` first.`);
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
function stopServer() {
  if (server && server.exitCode === null) server.kill("SIGTERM");
}
// Interrupted: the server started here stops with it, and its data goes.
process.once("SIGINT", () => {
  stopServer();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(130);
});

async function startServer() {
  server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: LOOPBACK,
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "1000000", // the attacks below come from one address
      SMTP_URL: "",
      TRUST_PROXY: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let log = "";
  return new Promise((done, fail) => {
    server.stdout.setEncoding("utf8");
    server.stdout.on("data", (chunk) => {
      log += chunk;
      const match = /site at http:\/\/(?:localhost|127\.0\.0\.1):(\d+)/.exec(log);
      if (match) {
        server.stdout.removeAllListeners("data");
        server.stdout.resume(); // keep draining the access log
        done(Number(match[1]));
      }
    });
    server.once("exit", (code) => fail(new Error(`server exited (${code}) before listening`)));
  });
}

// ── HTTP helpers (loopback only: every request goes to LOOPBACK:port) ──────────────────────────
let port;
const pageAgent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One HTTP request; resolves with the status (0 when the connection failed) and the time. */
function send({ method = "GET", path, headers = {}, body, agent = pageAgent }) {
  const started = performance.now();
  return new Promise((done) => {
    const req = request({ host: LOOPBACK, port, method, path, headers, agent }, (response) => {
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
async function samplePages(until, gapMs = 25) {
  const samples = [];
  while (!until()) {
    const { status, ms: time } = await send({ path: "/home" });
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
function postContacts(prefix, count) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      send({
        method: "POST",
        path: "/api/contact",
        headers: { "content-type": "application/json" },
        body: contactBody(`${prefix}${index}@example.com`),
        agent,
      }),
    ),
  );
}

function countRows(prefix) {
  const db = new Database(join(dataDir, "leads.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT count(*) FROM contact_submissions WHERE email LIKE ?")
      .pluck()
      .get(`${prefix}%`);
  } finally {
    db.close();
  }
}

const tally = (statuses) => {
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
  const db = new Database(join(dataDir, "leads.sqlite"));
  db.pragma("busy_timeout = 10000");
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

try {
  port = await startServer();
  console.log(`stress: ${entry} on ${LOOPBACK}:${port}, data in ${dataDir}`);
  await baseline();
  await flood();
  await slowClients();
  await heldLock();
  await burst();
} catch (error) {
  console.error(`stress: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  pageAgent.destroy();
  stopServer();
  await new Promise((done) => (server?.exitCode === null ? server.once("exit", done) : done()));
  rmSync(dataDir, { recursive: true, force: true });
}
