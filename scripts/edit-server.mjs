// The local editor (`npm run edit`, scripts/edit.mjs): the built /admin/ and a file API over the
// repository's editable folders, on 127.0.0.1 only. Sveltia CMS edits a local repository through
// the File System Access API (`showDirectoryPicker`, Chromium only); in edit mode only, this
// server adds scripts/edit-shim.js to /admin/, which installs a `showDirectoryPicker` whose
// directory is this API, so "Work with Local Repository" works in any browser, with no dialog.
// Nothing of this is in the production build.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import {
  lstat,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { basename, dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";

import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

import { EDITOR_PREVIEW, editorContentSecurityPolicy, NO_FORGE } from "../server/editor-policy.ts";

/** The folders the editor may read and write, from the repository root: the content and the
 * media folder of its configuration (app/lib/content/editor/site.ts, EDITOR_MEDIA). */
export const EDITABLE = ["content", "public/media"];
export const API = "/_edit/fs/";
export const SHIM = "/admin/edit-shim.js";
const SHIM_SOURCE = fileURLToPath(new URL("./edit-shim.js", import.meta.url));
const MAX_FILE_BYTES = 64 * 1024 * 1024;

class Refused extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.statusCode = status;
  }
}

/**
 * A relative path of the repository, as segments; refuses anything but plain names.
 * @param {unknown} raw
 * @returns {string[]}
 */
export function pathSegments(raw) {
  if (typeof raw !== "string") throw new Refused(400, "path: a string");
  if (raw === "") return [];
  const segments = raw.split("/");
  for (const segment of segments) {
    if (segment === "" || segment === "." || segment === ".." || /[\\\0]/.test(segment)) {
      throw new Refused(400, `path: not a plain relative path: ${raw}`);
    }
  }
  return segments;
}

/**
 * Where a path stands: inside an editable folder, on the way to one (the root, public/), the
 * `.git` that Sveltia checks for, or elsewhere (refused).
 * @param {string[]} segments
 * @returns {"inside" | "ancestor" | "git" | "outside"}
 */
export function placeOf(segments) {
  const path = segments.join("/");
  if (path === ".git") return "git";
  if (EDITABLE.some((folder) => path === folder || path.startsWith(`${folder}/`))) return "inside";
  if (path === "" || EDITABLE.some((folder) => folder.startsWith(`${path}/`))) return "ancestor";
  return "outside";
}

/**
 * The file API's operations on the repository at `root`, each checked by placeOf and kept inside
 * the repository's real directory (a symbolic link cannot lead out of it).
 * @param {string} root
 */
export function fileApi(root) {
  const realRoot = realpath(root);
  /** @param {string[]} segments @param {Array<ReturnType<typeof placeOf>>} allowed */
  const resolvePath = async (segments, allowed) => {
    const place = placeOf(segments);
    if (!allowed.includes(place))
      throw new Refused(403, `not an editable path: ${segments.join("/")}`);
    const absolute = join(root, ...segments);
    // The nearest existing folder on the way must be in the repository, links resolved.
    let existing = absolute;
    while (!existsSync(existing) && existing !== root) existing = dirname(existing);
    const real = await realpath(existing);
    const top = await realRoot;
    if (real !== top && !real.startsWith(top + sep))
      throw new Refused(403, "outside the repository");
    return absolute;
  };
  const kindOf = async (/** @type {string} */ path) => {
    try {
      const info = await stat(path);
      return info.isDirectory() ? "directory" : info.isFile() ? "file" : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    /** @param {string} raw */
    async stat(raw) {
      const path = await resolvePath(pathSegments(raw), ["inside", "ancestor", "git"]);
      // A missing entry is an answer, not an error: the editor asks often (a temporary file's
      // name before it writes one), and a 404 would be a console error each time.
      return { kind: (await kindOf(path)) ?? null };
    },
    /** @param {string} raw */
    async list(raw) {
      const segments = pathSegments(raw);
      const path = await resolvePath(segments, ["inside", "ancestor"]);
      if ((await kindOf(path)) !== "directory") throw new Refused(404, `no such folder: ${raw}`);
      const entries = [];
      for (const entry of await readdir(path, { withFileTypes: true })) {
        const place = placeOf([...segments, entry.name]);
        if (place !== "inside" && place !== "ancestor") continue;
        const kind = await kindOf(join(path, entry.name));
        if (kind) entries.push({ name: entry.name, kind });
      }
      return entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    },
    /** @param {string} raw */
    async read(raw) {
      const path = await resolvePath(pathSegments(raw), ["inside"]);
      if ((await kindOf(path)) !== "file") throw new Refused(404, `no such file: ${raw}`);
      const info = await stat(path);
      return { body: await readFile(path), lastModified: info.mtimeMs };
    },
    /** @param {string} raw @param {Buffer} body */
    async write(raw, body) {
      const path = await resolvePath(pathSegments(raw), ["inside"]);
      if ((await kindOf(path)) === "directory") throw new Refused(409, `a folder: ${raw}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    /** @param {string} raw */
    async mkdir(raw) {
      const path = await resolvePath(pathSegments(raw), ["inside", "ancestor"]);
      if ((await kindOf(path)) === "file") throw new Refused(409, `a file: ${raw}`);
      await mkdir(path, { recursive: true });
    },
    /** @param {string} raw @param {boolean} recursive */
    async remove(raw, recursive) {
      const segments = pathSegments(raw);
      if (EDITABLE.includes(segments.join("/")))
        throw new Refused(403, "an editable folder itself");
      const path = await resolvePath(segments, ["inside"]);
      const info = await lstat(path).catch(() => undefined);
      if (!info) throw new Refused(404, `no such entry: ${raw}`);
      if (info.isDirectory() && !recursive && (await readdir(path)).length > 0) {
        throw new Refused(409, `not empty: ${raw}`);
      }
      await rm(path, { recursive: true });
    },
    /** @param {string} rawFrom @param {string} rawTo */
    async move(rawFrom, rawTo) {
      const from = await resolvePath(pathSegments(rawFrom), ["inside"]);
      const to = await resolvePath(pathSegments(rawTo), ["inside"]);
      if (!(await kindOf(from))) throw new Refused(404, `no such entry: ${rawFrom}`);
      await mkdir(dirname(to), { recursive: true });
      await rename(from, to);
    },
  };
}

/**
 * The edit server: /admin/ from `adminDir` (with the shim), the file API over `root`.
 * @param {{ root: string; adminDir: string; port: number; token?: string }} options
 *   `port`: the port it will listen on (the Host and Origin it accepts name it).
 */
export async function buildEditServer({
  root,
  adminDir,
  port,
  token = randomBytes(24).toString("hex"),
}) {
  const indexFile = join(adminDir, "index.html");
  if (!existsSync(indexFile))
    throw new Error(`No editor build at ${adminDir}: run \`npm run build\`.`);
  const api = fileApi(root);
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const app = Fastify({ logger: false, bodyLimit: MAX_FILE_BYTES });
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.addHook("onRequest", async (request, reply) => {
    // Only this machine's names for this server (no DNS rebinding), only pages of this origin
    // for the API (no other local site), and only with this run's token.
    const host = request.headers.host ?? "";
    if (!hosts.has(host)) return reply.code(421).send("unknown host");
    reply.headers({
      "content-security-policy": editorContentSecurityPolicy(
        { ...NO_FORGE, origin: `http://${host}` },
        request.url.startsWith(EDITOR_PREVIEW) ? EDITOR_PREVIEW : "/admin/",
      ),
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
      "referrer-policy": "no-referrer",
      "cache-control": "no-store",
    });
    if (!request.url.startsWith(API)) return undefined;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `http://${host}`) return reply.code(403).send("origin");
    if (request.headers["x-edit-token"] !== token) return reply.code(403).send("token");
    return undefined;
  });
  app.setErrorHandler((error, _request, reply) => {
    const status = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500;
    reply.code(status).type("text/plain; charset=utf-8").send(error.message);
  });

  const shim = readFileSync(SHIM_SOURCE, "utf8")
    .replace("__EDIT_TOKEN__", token)
    .replace("__EDIT_ROOT_NAME__", JSON.stringify(basename(root)).slice(1, -1));
  const index = readFileSync(indexFile, "utf8");
  const moduleScript = index.indexOf('<script type="module"');
  if (moduleScript === -1) throw new Error(`${indexFile}: no module script to run the shim before`);
  const page = `${index.slice(0, moduleScript)}<script src="${SHIM}"></script>\n    ${index.slice(moduleScript)}`;

  app.get("/", (_request, reply) => reply.redirect("/admin/", 302));
  app.get("/admin", (_request, reply) => reply.redirect("/admin/", 301));
  app.get("/admin/", (_request, reply) => reply.type("text/html; charset=utf-8").send(page));
  app.get(SHIM, (_request, reply) => reply.type("text/javascript; charset=utf-8").send(shim));
  await app.register(fastifyStatic, {
    root: adminDir,
    prefix: "/admin/",
    index: false,
    wildcard: true,
  });

  /** @param {import("fastify").FastifyRequest} request @param {string} name */
  const query = (request, name) => /** @type {Record<string, unknown>} */ (request.query)[name];
  app.get(`${API}stat`, (request) => api.stat(/** @type {string} */ (query(request, "path"))));
  app.get(`${API}list`, (request) => api.list(/** @type {string} */ (query(request, "path"))));
  app.get(`${API}file`, async (request, reply) => {
    const { body, lastModified } = await api.read(/** @type {string} */ (query(request, "path")));
    return reply
      .type("application/octet-stream")
      .header("x-last-modified", String(lastModified))
      .send(body);
  });
  app.put(`${API}file`, async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    await api.write(/** @type {string} */ (query(request, "path")), body);
    return reply.code(204).send();
  });
  app.post(`${API}dir`, async (request, reply) => {
    await api.mkdir(/** @type {string} */ (query(request, "path")));
    return reply.code(204).send();
  });
  app.delete(`${API}entry`, async (request, reply) => {
    await api.remove(
      /** @type {string} */ (query(request, "path")),
      query(request, "recursive") === "1",
    );
    return reply.code(204).send();
  });
  app.post(`${API}move`, async (request, reply) => {
    await api.move(
      /** @type {string} */ (query(request, "from")),
      /** @type {string} */ (query(request, "to")),
    );
    return reply.code(204).send();
  });
  return { app, token };
}

/**
 * Starts the edit server on 127.0.0.1 (port 0: any free one); resolves to its URL.
 * @param {{ root: string; adminDir: string; port?: number }} options
 */
export async function startEditServer({ root, adminDir, port = 0 }) {
  // The port must be known before the server is built (it checks Host against it): take a free
  // one first when asked for any.
  let chosen = port;
  if (chosen === 0) {
    const probe = Fastify();
    await probe.listen({ host: "127.0.0.1", port: 0 });
    chosen = /** @type {import("node:net").AddressInfo} */ (probe.server.address()).port;
    await probe.close();
  }
  const { app, token } = await buildEditServer({ root, adminDir, port: chosen });
  await app.listen({ host: "127.0.0.1", port: chosen });
  return { url: `http://127.0.0.1:${chosen}/admin/`, token, close: () => app.close() };
}
