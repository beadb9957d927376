// The server on a socket, over the fixture build, for the form and limit tests.
import { mkdtempSync } from "node:fs";
import { join } from "node:path";

import type { FastifyInstance } from "fastify";

import { postbuild } from "../../scripts/postbuild.mjs";
import { buildServer, type ServerOptions } from "../app.js";
import { createFixture, FILES } from "./fixture.js";

export interface Running {
  app: FastifyInstance;
  /** http://127.0.0.1:port */
  base: string;
  port: number;
  dataDir: string;
}

export interface TestSite {
  /** A server with its own data directory (or `dataDir`), logging into `logs`. */
  start(options?: Partial<ServerOptions>, dataDir?: string): Promise<Running>;
  logs: string[];
  cleanup(): void;
}

/** The fixture build (plus `extraFiles`), post-built, and a way to start servers over it. */
export async function testSite(extraFiles: Record<string, string> = {}): Promise<TestSite> {
  const fixture = createFixture({ ...FILES, ...extraFiles });
  await postbuild({ clientDir: fixture.clientDir, manifestPath: fixture.manifestPath });
  const logs: string[] = [];
  return {
    logs,
    async start(options = {}, dataDir) {
      const dir = dataDir ?? mkdtempSync(join(fixture.root, "data-"));
      const app = await buildServer({
        clientDir: fixture.clientDir,
        cspManifestPath: fixture.manifestPath,
        shadowCradleHosts: [],
        dataDir: dir,
        rateLimitMax: 1_000_000,
        logger: { write: (line: string) => logs.push(line) },
        ...options,
      });
      const base = await app.listen({ host: "127.0.0.1", port: 0 });
      return { app, base, port: Number(new URL(base).port), dataDir: dir };
    },
    cleanup: () => fixture.cleanup(),
  };
}

export const FORM = "application/x-www-form-urlencoded";

export interface PostOptions {
  type?: string;
  headers?: Record<string, string>;
  method?: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** A POST as a script sends it (JSON) unless `type` says otherwise; redirects not followed. */
export async function post(url: string, body: unknown, options: PostOptions = {}): Promise<Answer> {
  const type = options.type ?? "application/json";
  const payload =
    typeof body === "string" || body instanceof Uint8Array
      ? body
      : type === "application/json"
        ? JSON.stringify(body)
        : new URLSearchParams(body as Record<string, string>).toString();
  const response = await fetch(url, {
    method: options.method ?? "POST",
    body: payload,
    headers: { "content-type": type, ...options.headers },
    redirect: "manual",
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
