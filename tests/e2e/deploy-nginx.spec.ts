// Static hosting (decision 0021): Debian's nginx with the configuration the build generates
// answers every route and every kind of file as the Node server does: same status, redirect
// target, media type, encoding, cache policy and security headers, over HTTP and over TLS. The
// CDN files (_headers, _redirects) are checked against the same server.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { type IncomingHttpHeaders, type IncomingMessage, request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { site } from "../../app/content/generated/site";
import { parseHosts } from "../../app/lib/host-redirect";
import { NOT_FOUND_PATH } from "../../app/lib/paths";
import { freePort } from "../../scripts/free-port.mjs";
import { TEST_TLS_CERT, TEST_TLS_KEY } from "../../server/testing/tls";
import { E2E_PORT } from "./browser";
import { searchPhrases } from "./content-readers";
import { allPaths, expect, resourcePaths, test } from "./fixtures";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** Debian's libnginx-mod-http-brotli-static (.ci/run installs it), so .br files are compared too. */
const BROTLI_MODULE =
  process.env.NGINX_BROTLI_MODULE ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
/** What clients accept: each request is made with each. */
const ENCODINGS = ["gzip, deflate, br", "gzip", "identity"];
const DEPLOY_CLI = "build/srv/server/deploy-cli.js";
const CLIENT_DIR = "build/client";

/** What is compared, response by response: the status and these headers. */
const COMPARED = [
  "location",
  "content-type",
  "content-encoding",
  "cache-control",
  "vary",
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-resource-policy",
  "cross-origin-opener-policy",
  "access-control-allow-origin",
  "x-robots-tag",
] as const;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

/** A GET sent as given (no decompression, no redirect), over HTTP or TLS. */
function get(
  port: number,
  path: string,
  headers: Record<string, string>,
  tls = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: "127.0.0.1", port, path, headers, rejectUnauthorized: false };
    const done = (response: IncomingMessage) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    };
    const request = tls ? httpsRequest(options, done) : httpRequest(options, done);
    request.on("error", reject);
    request.end();
  });
}

/** A file of each kind the build holds, by its URL. */
function fileKinds(): string[] {
  const assets = readdirSync(join(CLIENT_DIR, "assets"));
  const first = (pattern: RegExp, dir = "assets") => {
    const name = readdirSync(join(CLIENT_DIR, dir)).find((file) => pattern.test(file));
    expect(name, `a ${pattern} file in ${dir}`).toBeTruthy();
    return `/${dir}/${name}`;
  };
  const dataBesidePage = readdirSync(join(CLIENT_DIR, "blog")).find((file) =>
    file.endsWith(".data"),
  );
  return [
    first(/\.js$/),
    first(/\.css$/),
    first(/\.woff2$/),
    `${first(/\.js$/)}.gz`, // precompressed variants are never addressed: 404
    ...(assets.some((file) => file.endsWith(".svg")) ? [first(/\.svg$/)] : []),
    first(/\.png$/, "og"),
    first(/\.png$/, "icons"),
    first(/\.webm$/, "media"),
    "/favicon.svg",
    "/robots.txt",
    "/sitemap.xml",
    "/site.webmanifest",
    "/.well-known/security.txt",
    ...resourcePaths, // the feed, the calendar
    `/blog/${dataBesidePage}`,
    "/robots.txt.data", // React Router's leftovers: 404
    "/__spa-fallback.html",
    // The editor (decision 0033): its page, its folder's other names, its hashed files.
    "/admin/",
    "/admin",
    "/admin/index.html",
    first(/\.js$/, "admin/assets"),
    first(/\.woff2$/, "admin/assets"),
    ...(existsSync(join(CLIENT_DIR, "admin/preview.html")) ? ["/admin/preview.html"] : []),
  ];
}

/** Searches: words of a Labs entry's title, so that they find something whatever the copy. */
const [word, nextWord] = (await searchPhrases())[0]!;
const [productHost = ""] = site.shadowCradleDefaultHosts;

/** Requests: [path, extra request headers]. */
function requests(): [string, Record<string, string>][] {
  const plain = [
    ...allPaths.filter((path) => path !== "/"), // every page, and /404 (a 404)
    ...fileKinds(),
    "/",
    "/?utm_source=x",
    "/home/",
    "/home/index.html",
    "/index.html",
    "/industries/msp/?ref=1",
    "/no/such/page",
    "/no/such/page/",
    "/assets/",
    "/404/index.html",
    "/api",
    "/api/no-such-form",
    // Search: both proxied to the server, which writes the results into the page (no JS).
    `/search?${new URLSearchParams({ q: `${word} ${nextWord}` })}`,
    `/api/search?${new URLSearchParams({ q: word })}`,
    `/api/search?q=${"x".repeat(201)}`,
  ];
  return [
    ...plain.map((path): [string, Record<string, string>] => [path, {}]),
    ...[
      productHost,
      `WWW.${productHost.toUpperCase()}:8443`,
      `www.www.${productHost}`,
      "localhost",
    ].map((host): [string, Record<string, string>] => ["/", { host }]),
  ];
}

const field = (answer: Answer, name: string) => {
  const value = answer.headers[name];
  // Header names are case-insensitive, and so is a Vary list.
  return name === "vary" && typeof value === "string" ? value.toLowerCase() : value;
};

let nginx: ChildProcess | undefined;
let stateDir = "";
let httpPort = 0;
let tlsPort = 0;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), "cradlesec-nginx-"));
  chmodSync(stateDir, 0o755); // nginx started as root runs its workers as nobody
  writeFileSync(join(stateDir, "cert.pem"), TEST_TLS_CERT);
  writeFileSync(join(stateDir, "key.pem"), TEST_TLS_KEY);
  httpPort = await freePort();
  do tlsPort = await freePort();
  while (tlsPort === httpPort);
  const generated = spawnSync(process.execPath, [
    DEPLOY_CLI,
    "nginx",
    ...["--listen", `127.0.0.1:${httpPort}`, "--tls-listen", `127.0.0.1:${tlsPort}`],
    ...[
      "--certificate",
      join(stateDir, "cert.pem"),
      "--certificate-key",
      join(stateDir, "key.pem"),
    ],
    ...["--root", CLIENT_DIR, "--api", `127.0.0.1:${E2E_PORT}`, "--state-dir", stateDir],
    ...["--brotli-module", BROTLI_MODULE],
  ]);
  expect(generated.status, generated.stderr.toString()).toBe(0);
  const config = join(stateDir, "nginx.conf");
  writeFileSync(config, generated.stdout);
  nginx = spawn(NGINX, ["-p", stateDir, "-c", config, "-g", "daemon off;"], { stdio: "pipe" });
  let output = "";
  let failed = "";
  nginx.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  nginx.on("error", (error) => (failed = `${NGINX} did not start (.ci/run installs it): ${error}`));
  await expect
    .poll(
      async () => {
        if (failed) return failed;
        if (nginx?.exitCode !== null) return `nginx exited: ${output}`;
        return get(httpPort, "/home", {}).then(
          (answer) => answer.status,
          () => "not listening yet",
        );
      },
      { timeout: 10_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await exited;
  }
  rmSync(stateDir, { recursive: true, force: true });
});

for (const tls of [false, true]) {
  test(`nginx answers every route and kind of file as the server does, over ${tls ? "TLS" : "HTTP"}`, async () => {
    const differences: string[] = [];
    let identical = 0;
    let routes = 0;
    for (const [path, headers] of requests()) {
      for (const encoding of ENCODINGS) {
        const asked = { "accept-encoding": encoding, ...headers };
        // The server learns of TLS from its trusted proxy (TRUST_PROXY=127.0.0.1), as in production.
        const server = await get(
          E2E_PORT,
          path,
          tls ? { ...asked, "x-forwarded-proto": "https" } : asked,
        );
        const proxy = await get(tls ? tlsPort : httpPort, path, asked, tls);
        const label = `${path}${headers.host ? ` (Host ${headers.host})` : ""} [${encoding}]`;
        routes += 1;
        if (server.status === proxy.status) identical += 1;
        else differences.push(`${label}: status ${server.status} ≠ ${proxy.status}`);
        for (const name of COMPARED) {
          // nginx gives its redirect a short HTML body; the server's has none, hence no type.
          if (name === "content-type" && server.status >= 300 && server.status < 400) continue;
          if (field(server, name) === field(proxy, name)) identical += 1;
          else differences.push(`${label}: ${name} ${field(server, name)} ≠ ${field(proxy, name)}`);
        }
      }
    }
    const summary = `${tls ? "TLS" : "HTTP"}: ${routes / ENCODINGS.length} routes × ${ENCODINGS.length} Accept-Encodings × (status + ${COMPARED.length} headers): ${identical} identical, ${differences.length} different`;
    console.log(`deploy-nginx: ${summary}`);
    test.info().annotations.push({ type: "comparison", description: summary });
    expect(differences).toEqual([]);
    // Sanity: what was compared is what it should be, not two identical mistakes.
    const port = tls ? tlsPort : httpPort;
    const home = await get(port, "/home", { "accept-encoding": "gzip" }, tls);
    expect(home.headers["content-encoding"]).toBe("gzip");
    const brotli = await get(port, "/home", { "accept-encoding": "gzip, br" }, tls);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(home.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(home.headers["strict-transport-security"] !== undefined).toBe(tls);
  });
}

test("a revalidation answers 304 with the same headers from both", async () => {
  const compared = [];
  for (const path of ["/home", "/industries/msp", fileKinds()[1]!, "/robots.txt"]) {
    const revalidate = async (port: number) => {
      const first = await get(port, path, { "accept-encoding": "gzip" });
      const etag = String(first.headers.etag ?? "");
      expect(etag, `${path}: an ETag`).not.toBe("");
      return get(port, path, { "accept-encoding": "gzip", "if-none-match": etag });
    };
    const [server, proxy] = [await revalidate(E2E_PORT), await revalidate(httpPort)];
    expect([server.status, proxy.status], path).toEqual([304, 304]);
    // A 304 has no body: RFC 9110 §15.4.5 asks for the caching headers, not those of the body
    // (the server repeats Content-Encoding, nginx does not).
    const body = ["content-type", "content-encoding"];
    for (const name of COMPARED.filter((header) => !body.includes(header))) {
      expect(field(proxy, name), `${path}: ${name}`).toBe(field(server, name));
      compared.push(name);
    }
  }
  expect(compared.length).toBeGreaterThan(0);
});

test("build/deploy/nginx.conf is what deploy:nginx prints for this build's defaults", () => {
  const printed = spawnSync(process.execPath, [DEPLOY_CLI, "nginx"]);
  expect(printed.status, printed.stderr.toString()).toBe(0);
  expect(readFileSync("build/deploy/nginx.conf", "utf8")).toBe(printed.stdout.toString());
});

/** `_headers` as rules: URL pattern → header name → value. */
function parseHeadersFile(text: string): { pattern: string; headers: Map<string, string> }[] {
  const rules: { pattern: string; headers: Map<string, string> }[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!line.startsWith(" ")) {
      rules.push({ pattern: line.trim(), headers: new Map() });
      continue;
    }
    const match = /^\s+([A-Za-z-]+): (.+)$/.exec(line);
    expect(match, `a header line: ${line}`).toBeTruthy();
    expect(rules.length, "a header under a URL pattern").toBeGreaterThan(0);
    rules.at(-1)!.headers.set(match![1]!.toLowerCase(), match![2]!);
  }
  return rules;
}

/** What `_headers` sets: the security headers and the cache policy (the CDN types and encodes). */
const CDN_HEADERS = COMPARED.filter(
  (name) => !["location", "content-type", "content-encoding", "vary"].includes(name),
);

const matches = (pattern: string, path: string) =>
  pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

test("_headers gives each page and file the server's TLS headers, each header from one rule", async () => {
  const rules = parseHeadersFile(readFileSync("build/deploy/_headers", "utf8"));
  const paths = [...allPaths.filter((path) => path !== "/"), ...fileKinds()];
  let checked = 0;
  for (const path of paths) {
    const server = await get(E2E_PORT, path, { "x-forwarded-proto": "https" });
    // The not-found page has its own rule; the build's leftovers are for no visitor.
    if (server.status !== 200 && path !== NOT_FOUND_PATH) continue;
    const applied = new Map<string, string>();
    for (const rule of rules.filter(({ pattern }) => matches(pattern, path))) {
      for (const [name, value] of rule.headers) {
        // Cloudflare would join a header two rules set; Netlify would keep one: neither may happen.
        expect(applied.has(name), `${path}: ${name} set by two rules`).toBe(false);
        applied.set(name, value);
      }
    }
    for (const name of CDN_HEADERS) {
      expect(applied.get(name), `${path}: ${name}`).toBe(server.headers[name]);
      checked += 1;
    }
  }
  console.log(
    `deploy-nginx: _headers: ${paths.length} URLs, ${checked} headers as the server sends them over TLS`,
  );
});

test("_redirects leads / by host as the server does", async () => {
  const lines = readFileSync("build/deploy/_redirects", "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.split(/\s+/));
  for (const [from = "", to = "", status = ""] of lines) {
    const url = from.startsWith("https://") ? new URL(from) : undefined;
    const server = await get(E2E_PORT, url ? url.pathname : from, url ? { host: url.host } : {});
    expect(`${status.replace("!", "")} ${to}`, from).toBe(
      `${server.status} ${server.headers.location}`,
    );
  }
  const hosts = parseHosts(process.env.SHADOWCRADLE_HOSTS, site.shadowCradleDefaultHosts);
  expect(lines.map(([from]) => from)).toEqual(
    expect.arrayContaining(["/", ...hosts.map((host) => `https://${host}/`)]),
  );
});
