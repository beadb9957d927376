// The client build's files and the URLs they answer: one mapping, shared by the build steps
// (postbuild) and the production server (server/build-output.ts), so they never disagree.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * Whether an HTML file is a folder's listing rather than a page of the site: an index.html below
 * `.well-known/` (the CSAF provider's folders, CSAF 2.0 requirement 14). It is no React Router
 * page, and it answers at its folder's URL, with the slash.
 * @param {string} relativePath path below the client directory, either separator
 */
export function isFolderListing(relativePath) {
  return /^\/?\.well-known\/(.+\/)?index\.html$/.test(relativePath.split(sep).join("/"));
}

/**
 * Whether a file of the client build belongs to the browser editor (build/client/admin/, built by
 * vite.admin.config.ts; decision 0033): no page of the site, served at /admin/ with its own
 * headers (server/editor-policy.ts), its HTML left as Vite wrote it.
 * @param {string} relativePath path below the client directory, either separator
 */
export function isEditorFile(relativePath) {
  return /^\/?admin\//.test(relativePath.split(sep).join("/"));
}

/**
 * The URL path an editor file answers: "admin/index.html" → "/admin/", any other its own path.
 * @param {string} relativePath path below the client directory, either separator
 */
export function urlPathForEditorFile(relativePath) {
  const path = `/${relativePath.split(sep).join("/").replace(/^\/+/, "")}`;
  return path.endsWith("/index.html") ? path.slice(0, -"index.html".length) : path;
}

/**
 * The URL path a prerendered HTML file answers: "index.html" → "/",
 * "industries/msp/index.html" → "/industries/msp", "other.html" → "/other.html"; a folder's
 * listing its folder, ".well-known/csaf/white/index.html" → "/.well-known/csaf/white/".
 * @param {string} relativePath path below the client directory, either separator
 * @returns {string}
 */
export function urlPathForHtmlFile(relativePath) {
  const path = `/${relativePath.split(sep).join("/").replace(/^\/+/, "")}`;
  if (path === "/index.html") return "/";
  if (isFolderListing(path)) return path.slice(0, -"index.html".length);
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}

/**
 * Every file below `dir`, as sorted paths relative to it (posix separators), skipping
 * dot-files and dot-folders except `.well-known/` (security.txt).
 * @param {string} dir
 * @returns {string[]}
 */
export function listBuildFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter(
      (file) => !file.split("/").some((part) => part.startsWith(".") && part !== ".well-known"),
    )
    .sort();
}

/**
 * The HTML pages below `dir` (relative paths, sorted).
 * @param {string} dir
 * @returns {string[]}
 */
export const listHtmlFiles = (dir) => listBuildFiles(dir).filter((file) => file.endsWith(".html"));
