/** The shape of an entry of app/routes.ts that matters for listing its URLs. */
export interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: readonly RouteEntry[];
}

/**
 * Every URL path the route table defines, from the nested config of app/routes.ts.
 * Splat ("*") and dynamic (":param") segments are left out: they have no single URL.
 */
export function routePaths(entries: readonly RouteEntry[], parent = ""): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    const joined = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const dynamic = /(^|\/)(\*|:)/.test(entry.path ?? "");
    if (!dynamic && (entry.index || (entry.path && !entry.children))) paths.push(joined || "/");
    if (entry.children && !dynamic) paths.push(...routePaths(entry.children, joined));
  }
  return [...new Set(paths)];
}
