// The headers of the browser editor at /admin/ (decision 0033), which no visitor's page shares:
// Sveltia CMS adds its component styles as <style> elements at run time, so /admin/ alone allows
// inline styles (never inline scripts or eval); it may reach the forge configured at build time
// (build/editor-policy.json, written by vite.admin.ts) and nothing else. The server (app.ts) and
// the static-hosting files (static-hosting.ts) both send what this module says.
import { existsSync, readFileSync } from "node:fs";

export const EDITOR_ROOT = "/admin/";
/** The page Sveltia's preview frame loads: framed by /admin/, and only by it. */
export const EDITOR_PREVIEW = "/admin/preview.html";

/** Whether a URL path is the editor's (the build's files below build/client/admin/). */
export const isEditorPath = (path: string): boolean => path.startsWith(EDITOR_ROOT);

/** What the editor may reach besides its own origin: the configured forge's origins. */
export interface EditorOrigins {
  /** API and OAuth token origins (connect-src). */
  connect: string[];
  /** Avatar hosts (img-src). */
  img: string[];
  /**
   * The editor's own origin, where it is known (the edit server's), for Sveltia's `blob:` preview
   * frame, which inherits /admin/'s policy: named in frame-src besides 'self' (Firefox matches
   * nothing to 'self' in that frame, so refuses the preview page it loads), and in /admin/'s
   * frame-ancestors instead of 'none' (WebKit applies that to the frame, in /admin/ itself).
   */
  origin?: string;
}

export const NO_FORGE: EditorOrigins = { connect: [], img: [] };

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/;

/** build/editor-policy.json, checked: a list of plain origins for each directive. */
export function readEditorPolicy(path: string): EditorOrigins {
  if (!existsSync(path)) {
    throw new Error(
      `Editor policy not found: ${path}. The /admin/ build (vite.admin.config.ts) writes it.`,
    );
  }
  const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<
    Record<keyof EditorOrigins, unknown>
  >;
  const list = (key: keyof EditorOrigins): string[] => {
    const value = parsed[key];
    if (
      !Array.isArray(value) ||
      !value.every((item) => typeof item === "string" && ORIGIN.test(item))
    ) {
      throw new Error(`Editor policy ${path}: "${key}" must be a list of origins (https://host)`);
    }
    return value as string[];
  };
  return { connect: list("connect"), img: list("img") };
}

/**
 * The editor's CSP over plain HTTP (withTlsDirective gives the TLS one), for the URL `path`:
 * scripts from this origin only; inline styles (Sveltia's run-time <style> elements); images and
 * media from here, `data:` and `blob:` (the files it reads from the repository), and the forge's
 * avatars; fetches to here, the forge and its own data:/blob: URLs; its preview frame (/admin/preview.html, and Sveltia's
 * own `blob:` frame). /admin/preview.html may be framed by the editor only, the rest by nobody.
 */
export function editorContentSecurityPolicy(origins: EditorOrigins, path: string): string {
  const sources = (...list: string[]) => list.join(" ");
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources("'self'", "data:", "blob:", ...origins.img)}`,
    "media-src 'self' blob:",
    "font-src 'self'",
    // data: and blob: URLs it reads back (its own logo, files it holds): no other origin.
    `connect-src ${sources("'self'", "data:", "blob:", ...origins.connect)}`,
    `frame-src ${sources("'self'", "blob:", ...(origins.origin ? [origins.origin] : []))}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    `frame-ancestors ${path === EDITOR_PREVIEW ? "'self'" : (origins.origin ?? "'none'")}`,
    // Sveltia's preview frame (a blob: document) sets <base href> to this origin.
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * What the editor's responses send instead of, or besides, STATIC_SECURITY_HEADERS: never indexed;
 * the preview page framed by the editor; and no opener isolation, because the forge's login runs
 * in a popup that comes back to /admin/ and hands the token over through `window.opener`
 * (Sveltia's OAuth and PKCE flows), which `Cross-Origin-Opener-Policy: same-origin` would cut.
 */
export function editorSecurityHeaders(path: string): Record<string, string> {
  return {
    "x-robots-tag": "noindex, nofollow",
    "x-frame-options": path === EDITOR_PREVIEW ? "SAMEORIGIN" : "DENY",
    "cross-origin-opener-policy": "unsafe-none",
  };
}
