// @vitest-environment node
import { request } from "node:https";

import Fastify from "fastify";
import { describe, expect, it } from "vitest";

import {
  contentSecurityPolicy,
  setSecurityHeaders,
  STATIC_SECURITY_HEADERS,
  TLS_ONLY_HEADERS,
} from "./security-headers.js";
import { TEST_TLS_CERT, TEST_TLS_KEY } from "./testing/tls.js";

/** The headers of a GET over a TLS socket of its own, no proxy involved. */
async function headersOverTls(): Promise<Record<string, unknown>> {
  const app = Fastify({ https: { key: TEST_TLS_KEY, cert: TEST_TLS_CERT } });
  app.addHook("onRequest", async (_request, reply) => setSecurityHeaders(reply));
  app.get("/", (_request, reply) => reply.send("ok"));
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  try {
    return await new Promise((resolve, reject) => {
      request(`${address}/`, { ca: TEST_TLS_CERT }, (response) => {
        response.resume();
        resolve(response.headers);
      })
        .on("error", reject)
        .end();
    });
  } finally {
    await app.close();
  }
}

describe("setSecurityHeaders", () => {
  it("sends HSTS and upgrade-insecure-requests on a request that arrived over TLS", async () => {
    const headers = await headersOverTls();
    for (const [name, value] of Object.entries({ ...STATIC_SECURITY_HEADERS, ...TLS_ONLY_HEADERS }))
      expect(headers[name], name).toBe(value);
    expect(headers["content-security-policy"]).toBe(
      `${contentSecurityPolicy()}; upgrade-insecure-requests`,
    );
  });

  it("sends neither over plain HTTP", async () => {
    const app = Fastify();
    app.addHook("onRequest", async (_request, reply) => setSecurityHeaders(reply));
    app.get("/", (_request, reply) => reply.send("ok"));
    const { headers } = await app.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    await app.close();
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers["content-security-policy"]).toBe(contentSecurityPolicy());
    expect(headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });
});
