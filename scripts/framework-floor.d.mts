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
