// A pass-through proxy in front of the production server that puts one same-origin script, the
// probe, first in every page's <head>. WebDriver classic cannot run a script before a page's
// own, so the probe is how WebKit's uncaught errors, console errors and CSP violations are seen
// from the first byte. The server's headers, its CSP included, pass unchanged: the probe is
// allowed by `script-src 'self'`, and the pages' inline scripts keep their hashes.
import { createServer, request } from "node:http";

export const PROBE_PATH = "/__cross-engine/probe.js";
const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;

/**
 * Runs in the page before anything else (or, where no proxy stands in front, from when it is run:
 * tests/cross-engine/editor.mjs): records what would go unseen.
 */
export function probe() {
  const found = [];
  Object.defineProperty(window, "__crossEngineProblems", { value: found });
  document.addEventListener("securitypolicyviolation", (event) =>
    found.push(`CSP ${event.violatedDirective}: ${event.blockedURI || "inline"}`),
  );
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target && target !== window && "src" in target) {
        found.push(`failed to load ${target.src || target.href}`);
      } else if (target && target !== window && "href" in target) {
        found.push(`failed to load ${target.href}`);
      } else {
        found.push(`uncaught: ${event.message}`);
      }
    },
    true,
  );
  window.addEventListener("unhandledrejection", (event) =>
    found.push(`unhandled rejection: ${event.reason}`),
  );
  const original = { error: console.error, warn: console.warn };
  console.error = function (...args) {
    found.push(`console.error: ${args.map(String).join(" ")}`);
    return original.error.apply(this, args);
  };
  console.warn = function (...args) {
    const text = args.map(String).join(" ");
    if (/hydrat/i.test(text)) found.push(`console.warn: ${text}`);
    return original.warn.apply(this, args);
  };
}

/**
 * Starts the proxy on a free port of 127.0.0.1 in front of `upstream` (an origin).
 * `statuses` records the status of each page it passed, by path and query.
 */
export async function startProbeProxy(upstream) {
  const target = new URL(upstream);
  /** @type {Map<string, number>} */
  const statuses = new Map();
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === PROBE_PATH) {
      outgoing.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
      outgoing.end(`(${probe.toString()})();\n`);
      return;
    }
    const headers = { ...incoming.headers };
    delete headers["accept-encoding"]; // pages come uncompressed, to put the probe in
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (answer) => {
        const isPage = /^text\/html/.test(String(answer.headers["content-type"] ?? ""));
        if (!isPage) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        statuses.set(incoming.url ?? "", answer.statusCode ?? 0);
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          const html = Buffer.concat(chunks)
            .toString("utf8")
            .replace("<head>", `<head>${PROBE_TAG}`);
          const body = Buffer.from(html, "utf8");
          const rest = { ...answer.headers };
          delete rest["content-length"];
          delete rest.etag;
          outgoing.writeHead(answer.statusCode ?? 502, { ...rest, "content-length": body.length });
          outgoing.end(incoming.method === "HEAD" ? undefined : body);
        });
      },
    );
    forward.on("error", (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    statuses,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
