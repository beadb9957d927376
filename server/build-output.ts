// What the server knows about the build, read once at start: the files it may serve, the
// CSP hashes of each page, and the not-found page. A missing or inconsistent build fails
// fast here rather than as broken pages later.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

import { site } from "../app/content/generated/site.js";
import { NOT_FOUND_PATH } from "../app/lib/paths.js";
import {
  isEditorFile,
  listBuildFiles,
  urlPathForEditorFile,
  urlPathForHtmlFile,
} from "../scripts/build-files.mjs";
import { type EditorOrigins, readEditorPolicy } from "./editor-policy.js";

/** A file the server may send, keyed in {@link BuildOutput.files} by its URL path. */
export interface ServedFile {
  /** Path below the client directory, posix separators (what `reply.sendFile` takes). */
  file: string;
  /** Set for HTML pages: the key of its script hashes in the CSP manifest. */
  page?: string;
  /** A file of the browser editor (/admin/): its own headers (editor-policy.ts). */
  editor?: true;
}

/** A body held in memory, with its precompressed variants when the build made them. */
export interface InMemoryBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface BuildOutput {
  /** URL path (decoded) → file; pages by their canonical path ("/home", not "/home/"). */
  files: Map<string, ServedFile>;
  /** CSP manifest: page URL path → `'sha256-…'` sources. */
  scriptHashes: Map<string, readonly string[]>;
  notFound: { body: InMemoryBody; scriptHashes: readonly string[] };
  /** What the editor's forge needs in its CSP; undefined when the build has no /admin/. */
  editor?: EditorOrigins;
}

/** Where the /admin/ build leaves its policy: beside the CSP manifest (scripts/build-paths.mjs). */
export const editorPolicyPath = (cspManifestPath: string) =>
  join(dirname(cspManifestPath), "editor-policy.json");

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;
const PRECOMPRESSED = /\.(br|gz)$/;

function readManifest(path: string): Map<string, readonly string[]> {
  if (!existsSync(path)) {
    throw new Error(`CSP manifest not found: ${path}. Run \`npm run build\` first.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`CSP manifest ${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error(`CSP manifest ${path} must be an object of page path → hashes.`);
  }
  const manifest = new Map<string, readonly string[]>();
  for (const [page, hashes] of Object.entries(parsed)) {
    const valid =
      page.startsWith("/") &&
      Array.isArray(hashes) &&
      hashes.every((hash) => typeof hash === "string" && HASH_SOURCE.test(hash));
    if (!valid) throw new Error(`CSP manifest ${path}: invalid entry for "${page}".`);
    manifest.set(page, hashes as string[]);
  }
  return manifest;
}

function readBody(path: string): InMemoryBody {
  const optional = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
  return {
    identity: readFileSync(path),
    br: optional(`${path}.br`),
    gzip: optional(`${path}.gz`),
  };
}

/** Reads and checks the build. Throws an Error with a clear message when it is unusable. */
export function loadBuildOutput(clientDir: string, cspManifestPath: string): BuildOutput {
  if (!existsSync(clientDir) || !statSync(clientDir).isDirectory()) {
    throw new Error(`Client directory not found: ${clientDir}. Run \`npm run build\` first.`);
  }
  const scriptHashes = readManifest(cspManifestPath);
  const notFoundFile = `${NOT_FOUND_PATH.slice(1)}/index.html`;
  const notFoundPath = join(clientDir, notFoundFile);
  if (!existsSync(notFoundPath)) {
    throw new Error(`Not-found page missing: ${notFoundPath}. Is "${NOT_FOUND_PATH}" prerendered?`);
  }

  const files = new Map<string, ServedFile>();
  const unhashed: string[] = [];
  let editor: EditorOrigins | undefined;
  for (const file of listBuildFiles(clientDir)) {
    if (PRECOMPRESSED.test(file)) continue; // chosen by Accept-Encoding, never addressed
    if (isEditorFile(file)) {
      // The site's own origin, for the preview frame in Firefox and WebKit (EditorOrigins.origin).
      editor ??= { ...readEditorPolicy(editorPolicyPath(cspManifestPath)), origin: site.origin };
      files.set(urlPathForEditorFile(file), { file, editor: true });
      continue;
    }
    if (!file.endsWith(".html")) {
      files.set(`/${file}`, { file });
      continue;
    }
    const page = urlPathForHtmlFile(file);
    if (!scriptHashes.has(page)) unhashed.push(file);
    // "/" only redirects and the not-found page only answers with a 404.
    if (page !== "/" && page !== NOT_FOUND_PATH) files.set(page, { file, page });
  }
  if (unhashed.length > 0) {
    throw new Error(
      `CSP manifest ${cspManifestPath} has no entry for ${unhashed.join(", ")}: ` +
        `run scripts/postbuild.mjs after every \`react-router build\`.`,
    );
  }

  return {
    files,
    editor,
    scriptHashes,
    notFound: {
      body: readBody(notFoundPath),
      scriptHashes: scriptHashes.get(NOT_FOUND_PATH) ?? [],
    },
  };
}
