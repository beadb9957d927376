// Entry point of the production server (compiled to build/srv/server/index.js).
//   PORT                port to listen on (default 3000)
//   HOST                interface (default 0.0.0.0: every interface, as a container needs;
//                       set 127.0.0.1 to keep it local)
//   SHADOWCRADLE_HOSTS  comma-separated hostnames whose "/" leads to /shadowcradle
import { fileURLToPath } from "node:url";

import { site } from "../app/content/site.js";
import { parseHosts } from "../app/lib/host-redirect.js";
import { buildServer } from "./app.js";

/** The build directory, from this file's place in it: build/srv/server/index.js. */
const buildDir = fileURLToPath(new URL("../../", import.meta.url));
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readPort(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}".`);
  }
  return port;
}

async function start(): Promise<void> {
  const port = readPort(process.env.PORT);
  const host = process.env.HOST || "0.0.0.0";
  const app = await buildServer({
    clientDir: `${buildDir}client`,
    cspManifestPath: `${buildDir}csp-manifest.json`,
    shadowCradleHosts: parseHosts(process.env.SHADOWCRADLE_HOSTS, site.shadowCradleDefaultHosts),
    logger: true,
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1); // a second signal: stop waiting
    closing = true;
    app.log.info(`${signal}: closing (in-flight requests may finish)`);
    setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);

  const address = await app.listen({ port, host });
  app.log.info(`${site.brand} site at ${address.replace("0.0.0.0", "localhost")}`);
}

start().catch((error: unknown) => {
  console.error(`server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
