/**
 * Which page '/' leads to. The browser (clientLoader) and the server (302) share this
 * so the two can never disagree.
 */
export const SHADOWCRADLE_PATH = "/shadowcradle";
export const HOME_PATH = "/home";

/** Parses a comma-separated host list; empty input yields the fallback list. */
export function parseHosts(value: string | undefined, fallback: readonly string[]): string[] {
  const hosts = (value ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length > 0 ? hosts : fallback.map((host) => host.toLowerCase());
}

/** Strips a port and a trailing dot, lower-cases, and drops a leading "www.". */
export function normaliseHostname(hostname: string): string {
  let host = hostname.trim().toLowerCase();
  if (host.startsWith("[")) return host; // IPv6 literal: never a product domain
  host = host.replace(/:\d+$/, "").replace(/\.$/, "");
  return host.startsWith("www.") ? host.slice(4) : host;
}

/** True when the hostname is one of the ShadowCradle domains, with or without www, any case. */
export function isShadowCradleHost(hostname: string, hosts: readonly string[]): boolean {
  const host = normaliseHostname(hostname);
  return hosts.some((candidate) => normaliseHostname(candidate) === host);
}

/** The path that '/' redirects to for a given hostname. */
export function rootRedirectTarget(hostname: string, hosts: readonly string[]): string {
  return isShadowCradleHost(hostname, hosts) ? SHADOWCRADLE_PATH : HOME_PATH;
}
