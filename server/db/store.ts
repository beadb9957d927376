// Where the server keeps its leads: SQLite in DATA_DIR through the writer thread (the default, one
// process), or PostgreSQL when DATABASE_URL names one (several processes on one database). Both
// answer the same operations through the same Writer interface (server/db/writer-protocol.ts).
import { isPostgresUrl, startPostgresStore } from "./postgres/store.js";
import { startWriter, type Writer, type WriterOptions } from "./writer.js";

export interface StoreEngineOptions extends WriterOptions {
  /** postgres://…: PostgreSQL instead of DATA_DIR's SQLite file. */
  databaseUrl?: string;
}

/** Refuses a DATABASE_URL that is not PostgreSQL's, without repeating it (it holds a password). */
export function checkDatabaseUrl(url: string | undefined): string | undefined {
  if (url === undefined || url.trim() === "") return undefined;
  if (!isPostgresUrl(url.trim())) {
    const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0] ?? "no scheme";
    throw new Error(
      `DATABASE_URL must be a postgres:// or postgresql:// URL (got ${scheme}); ` +
        "leave it unset for the SQLite file in DATA_DIR.",
    );
  }
  return url.trim();
}

/** Opens (and migrates) the configured engine; resolves once it takes operations. */
export async function startStore({ databaseUrl, ...options }: StoreEngineOptions): Promise<Writer> {
  const url = checkDatabaseUrl(databaseUrl);
  if (url === undefined) return startWriter(options);
  return startPostgresStore({
    databaseUrl: url,
    origin: options.origin,
    mail: options.mail,
    salesTo: options.salesTo,
    leaseOwner: options.leaseOwner,
    onError: options.onError,
  });
}
