// @vitest-environment node
// Limits on every route (body size, origin, 404/405 before the body) and of the HTTP server
// itself (timeouts, connection cap, answers to what Node's parser refuses), over raw sockets so
// that the test decides exactly which bytes the server gets, and when.
import { connect, type Socket } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { STATIC_SECURITY_HEADERS } from "./security-headers.js";
import { type Running, type TestSite, testSite } from "./testing/site.js";

let site: TestSite;
let server: Running;

beforeAll(async () => {
  site = await testSite();
  server = await site.start();
});
afterAll(async () => {
  await server.app.close();
  site.cleanup();
});

interface Exchange {
  /** Everything the server sent. */
  text: string;
  status: number;
  headers: Record<string, string>;
  /** The server closed the connection. */
  closed: boolean;
}

function parse(text: string): Pick<Exchange, "status" | "headers"> {
  const [head = ""] = text.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers };
}

/**
 * Opens a connection to `target`, writes `bytes` (and nothing more), and resolves once the
 * server has answered (`until: "answer"`, a whole head received) or closed the connection.
 */
function exchange(
  target: Running,
  bytes: string,
  until: "answer" | "close" = "answer",
): Promise<Exchange & { socket: Socket }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port: target.port });
    let text = "";
    let closed = false;
    const done = () => resolve({ ...parse(text), text, closed, socket });
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (until === "answer" && text.includes("\r\n\r\n")) done();
    });
    socket.on("close", () => {
      closed = true;
      done();
    });
    socket.on("error", (error) => (text ? undefined : reject(error)));
    socket.write(bytes);
  });
}

const request = (head: string[], body = "") => [...head, "Host: 127.0.0.1", "", body].join("\r\n");

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
    expect(headers[name], name).toBe(value);
  }
  expect(headers["content-security-policy"]).toMatch(/^default-src 'none'/);
  expect(headers["cache-control"]).toBe("no-store");
}

describe("every route refuses a large body before reading it", () => {
  it.each([
    ["POST", "/api/x"],
    ["PUT", "/api/contact"],
    ["DELETE", "/api/newsletter"],
    ["POST", "/api/contact"],
    ["POST", "/home"],
    ["PATCH", "/newsletter/confirm"],
    ["GET", "/home"],
  ])(
    "%s %s with Content-Length: 1 MiB: 413 and Connection: close, no byte of the body sent",
    async (method, path) => {
      const answer = await exchange(
        server,
        request([
          `${method} ${path} HTTP/1.1`,
          "Content-Type: application/json",
          "Content-Length: 1048576",
        ]),
      );
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe("close");
      expectSecurityHeaders(answer.headers);
      answer.socket.destroy();
    },
  );

  it("stops a chunked body at 16 KB on a form too", async () => {
    const chunk = `400\r\n${"x".repeat(1024)}\r\n`;
    const answer = await exchange(
      server,
      request(
        [
          "POST /api/contact HTTP/1.1",
          "Content-Type: application/json",
          "Transfer-Encoding: chunked",
        ],
        chunk.repeat(20),
      ),
    );
    expect(answer.status).toBe(413);
    answer.socket.destroy();
  });
});

describe("404 and 405 answer before the body is read", () => {
  // The body is announced but never sent: an answer proves the server did not wait for it.
  it.each([
    ["POST", "/api/x", 404],
    ["POST", "/api/contact/", 404],
    ["PUT", "/api/contact", 405],
    ["DELETE", "/api/notify", 405],
    ["OPTIONS", "/api/newsletter", 405],
    ["POST", "/home", 405],
    ["PUT", "/newsletter/unsubscribe", 405],
  ])("%s %s → %i", async (method, path, status) => {
    const answer = await exchange(
      server,
      request([
        `${method} ${path} HTTP/1.1`,
        "Content-Type: application/json",
        "Content-Length: 10",
      ]),
    );
    expect(answer.status).toBe(status);
    expect(answer.headers.connection).toBe("close");
    if (status === 405) expect(answer.headers.allow).toMatch(/POST|GET, HEAD/);
    expectSecurityHeaders(answer.headers);
    answer.socket.destroy();
  });
});

describe("the origin check covers every method but GET and HEAD", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "%s from another site: 403",
    async (method) => {
      for (const path of ["/api/contact", "/api/x", "/newsletter/confirm"]) {
        const response = await fetch(`${server.base}${path}`, {
          method,
          headers: { origin: "https://evil.example", accept: "application/json" },
        });
        expect(response.status, `${method} ${path}`).toBe(403);
        await response.arrayBuffer();
      }
    },
  );

  it("lets GET and HEAD through whatever their Origin", async () => {
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${server.base}/home`, {
        method,
        headers: { origin: "https://evil.example" },
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  });
});

describe("timeouts and the connection cap", () => {
  let limited: Running;
  beforeAll(async () => {
    limited = await site.start({
      httpLimits: { headersTimeoutMs: 200, requestTimeoutMs: 400, checkIntervalMs: 50 },
    });
  });
  afterAll(() => limited.app.close());

  it("cuts off a slow body: 408 with the security headers, and the connection closed", async () => {
    const answer = await exchange(
      limited,
      request(
        ["POST /api/contact HTTP/1.1", "Content-Type: application/json", "Content-Length: 100"],
        "{",
      ),
      "close",
    );
    expect(answer.closed).toBe(true);
    expect(answer.status).toBe(408);
    expectSecurityHeaders(answer.headers);
  });

  it("cuts off slow headers the same way", async () => {
    const answer = await exchange(limited, "GET /home HTTP/1.1\r\nHost: 127.0.0.1\r\n", "close");
    expect(answer.closed).toBe(true);
    expect(answer.status).toBe(408);
    expectSecurityHeaders(answer.headers);
  });

  it("closes a connection that never sends anything", async () => {
    const answer = await exchange(limited, "", "close");
    expect(answer.closed).toBe(true);
  });

  it("closes connections beyond the cap as they arrive", async () => {
    const capped = await site.start({ httpLimits: { maxConnections: 3 } });
    try {
      const open = await Promise.all(
        Array.from({ length: 3 }, () =>
          exchange(capped, request(["GET /home HTTP/1.1", "Connection: keep-alive"])),
        ),
      );
      expect(open.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const refused = await exchange(capped, request(["GET /home HTTP/1.1"]), "close");
      expect(refused).toMatchObject({ closed: true, text: "" });
      open[0]!.socket.destroy();
      await new Promise((resolve) => open[0]!.socket.once("close", resolve));
      // A slot is free again (the server sees the close a moment after the client).
      let again: Exchange = { closed: true, status: 0, headers: {}, text: "" };
      for (let attempt = 0; attempt < 20 && again.status !== 200; attempt += 1) {
        again = await exchange(capped, request(["GET /home HTTP/1.1", "Connection: close"]));
        if (again.status !== 200) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(again.status).toBe(200);
      for (const answer of open) answer.socket.destroy();
    } finally {
      await capped.app.close();
    }
  });
});

describe("what Node's HTTP parser refuses carries the security headers", () => {
  it.each([
    ["a malformed request line", 400, "NOT HTTP AT ALL\r\n\r\n"],
    ["a bad header", 400, "GET /home HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"],
    [
      "headers over 16 KB",
      431,
      `GET /home HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    ],
  ] as const)("%s: %i", async (_label, status, bytes) => {
    const answer = await exchange(server, bytes, "close");
    expect(answer.status).toBe(status);
    expect(answer.closed).toBe(true);
    expectSecurityHeaders(answer.headers);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
  });
});
