// What the server sends with each file of the build, besides the security headers: its cache
// policy, its media type, and where a non-canonical URL of a page leads. The server (app.ts) and
// the static-hosting configurations (static-hosting.ts) both read it, so they cannot disagree.
import { createRequire } from "node:module";

import { CSAF_ROOT, labsJsonFeedPath, labsRssPath } from "../app/lib/labs/paths.js";

const CSAF_FOLDER = `${CSAF_ROOT}/`;

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
export const CACHE_PUBLIC_FILE = "public, max-age=3600";

/** "/" answers by Host (host-redirect.ts); a file or the not-found page by Accept-Encoding. */
export const ROOT_VARY = "Host";
export const ENCODING_VARY = "Accept-Encoding";

/** Cache policy by file: hashed assets forever, HTML revalidated, other public files an hour. */
export function cachePolicy(file: string): string {
  const path = file.replace(/\.(br|gz)$/, "");
  // Vite's hashed files: the site's, and the editor's (/admin/assets/).
  if (path.startsWith("assets/") || path.startsWith("admin/assets/")) return CACHE_IMMUTABLE;
  if (path.endsWith(".html")) return CACHE_REVALIDATE;
  return CACHE_PUBLIC_FILE;
}

/**
 * Media types the file extension alone gets wrong (send would say application/xml, text/plain,
 * application/json).
 */
export function contentTypeOverride(file: string): string | undefined {
  const path = file.replace(/\.(br|gz)$/, "");
  if (`/${path}`.replace(/^\/\//, "/").startsWith(CSAF_FOLDER)) {
    // The CSAF files as CSAF tools check them: JSON without a charset (the BSI's checker asks
    // for exactly application/json), hashes as text, the public key as a key.
    if (path.endsWith(".json")) return "application/json";
    if (/\.sha(256|512)$/.test(path)) return "text/plain; charset=utf-8";
    if (path.includes("/openpgp/") && path.endsWith(".asc")) return "application/pgp-keys";
  }
  if (path.endsWith("rss.xml")) return "application/rss+xml; charset=utf-8";
  if (path.endsWith("/feed.json")) return "application/feed+json; charset=utf-8";
  if (path.endsWith(".txt")) return "text/plain; charset=utf-8";
  if (path.endsWith(".webmanifest")) return "application/manifest+json; charset=utf-8";
  return undefined;
}

interface Send {
  mime: { getType(path: string): string | null; default_type?: string };
  isUtf8MimeType(type: string): boolean;
}

// The `send` that @fastify/static sends files with (its own dependency, resolved from it): its
// media type table and its rule for adding a charset. Loading the plugin sets its default type.
const requireHere = createRequire(import.meta.url);
const requireFromStatic = createRequire(requireHere.resolve("@fastify/static"));
requireFromStatic("@fastify/static");
const send = requireFromStatic("@fastify/send") as Send;

/**
 * The Content-Type a file of the build is served with: contentTypeOverride, else the type
 * @fastify/static's send gives its extension, with `; charset=utf-8` where send adds it.
 */
export function fileContentType(file: string): string {
  const override = contentTypeOverride(file);
  if (override) return override;
  const type = send.mime.getType(file) ?? send.mime.default_type;
  if (!type) throw new Error(`no media type for ${file}: @fastify/static sets a default type`);
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/**
 * The page a non-canonical URL of it names, one URL per page: "/home/" and "/home/index.html"
 * → "/home", "/index.html" → "/". Undefined for any other path. Whether that page exists is the
 * caller's question.
 */
export function canonicalPath(path: string): string | undefined {
  if (path.endsWith("/index.html")) return path.slice(0, -"/index.html".length) || "/";
  if (path.endsWith("/")) return path.slice(0, -1);
  return undefined;
}

/**
 * Whether a URL is for readers on other sites too (a browser-based CSAF tool, a web feed reader):
 * the CSAF provider's files, the Labs feeds, security.txt. They go out with
 * CROSS_ORIGIN_READABLE_HEADERS (security-headers.ts); the site's pages do not.
 */
export function isCrossOriginReadable(path: string): boolean {
  return (
    path.startsWith(CSAF_FOLDER) ||
    path === labsRssPath ||
    path === labsJsonFeedPath ||
    path === "/.well-known/security.txt"
  );
}
