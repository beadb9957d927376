// One server process over a fixture build, for tests that need real separate processes (two
// instances on one database): `node --import ./server/testing/ts-worker-register.mjs
// server/testing/instance.ts` with INSTANCE_CLIENT_DIR, INSTANCE_CSP_MANIFEST, DATABASE_URL and
// SMTP_URL set. It logs JSON lines to stdout (the first says where it listens) and stops on
// SIGTERM as the production server does.
import { buildServer } from "../app.js";

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const app = await buildServer({
  clientDir: env("INSTANCE_CLIENT_DIR"),
  cspManifestPath: env("INSTANCE_CSP_MANIFEST"),
  shadowCradleHosts: [],
  dataDir: env("INSTANCE_DATA_DIR"),
  databaseUrl: process.env.DATABASE_URL,
  smtpUrl: process.env.SMTP_URL,
  rateLimitMax: Number(process.env.RATE_LIMIT_MAX || 1_000_000),
  // Each instance looks at the outbox every half second, as well as after its own posts: both
  // claim the same rows, as two servers behind a load balancer do.
  mailSender: { pollMs: 500 },
  logger: true,
});
const address = await app.listen({ host: "127.0.0.1", port: 0 });
process.stdout.write(`${JSON.stringify({ listening: address })}\n`);
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
