import type { FastifyInstance, FastifyReply } from "fastify";

export interface FrameworkFloor {
  /** gzip -9 bytes of the JS the floor app's page loads. */
  jsBytes: number;
  /** gzip -9 bytes of its route manifest (one route plus the root). */
  manifestBytes: number;
}

/** The framework floor (perf/floor), measured; builds it first. */
export function frameworkFloor(): FrameworkFloor;

/**
 * A copy of the floor's client build put through the site's postbuild rewrites; resolves to its
 * client directory. Call after frameworkFloor().
 */
export function shippedFloor(): Promise<string>;

/** The production server's security headers, for serveFloor (server/security-headers.ts). */
export interface FloorSecurity {
  /** The floor copy's page → inline-script hashes, as postbuild writes them. */
  cspManifestPath: string;
  contentSecurityPolicy: (scriptHashes?: readonly string[]) => string;
  setSecurityHeaders: (reply: FastifyReply, csp?: string) => void;
}

/**
 * Serves a floor copy on 127.0.0.1 (precompressed files), with the site's security headers when
 * `security` is given; resolves to the server and the page's URL.
 */
export function serveFloor(
  clientDir: string,
  security?: FloorSecurity,
): Promise<{ server: FastifyInstance; url: string }>;

/** The one `/assets/manifest-<hash>.js` among a page's JS; throws unless exactly one. */
export function routeManifestPathname(pathnames: readonly string[]): string;

/** Number of routes a route manifest file lists. */
export function routeCount(source: string): number;

/** A page's JS: in all, its route manifest, and its own code (total − floor − manifest growth). */
export function ownJs(
  pathnames: readonly string[],
  floor: FrameworkFloor,
  clientDir?: string,
): { total: number; manifest: number; own: number };
