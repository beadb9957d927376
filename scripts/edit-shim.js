// Edit mode only (served by scripts/edit-server.mjs, never built into /admin/): a
// `showDirectoryPicker` whose directory is the edit server's file API, with the handle methods
// Sveltia CMS's local backend calls (backends/fs/local.js, fs/shared/files.js): entries(),
// getFileHandle/getDirectoryHandle with { create }, getFile(), createWritable(), removeEntry(),
// move(), requestPermission(). So "Work with Local Repository" works in every browser, without
// a dialog. The server writes this run's token and the folder's name below.
(() => {
  const TOKEN = "__EDIT_TOKEN__";
  const ROOT_NAME = "__EDIT_ROOT_NAME__";
  const API = new URL("/_edit/fs/", globalThis.location.href);
  const MARK = "cradlesecEditPath";

  /** @param {string} name @param {string} message */
  const fail = (name, message) => new DOMException(message, name);

  /**
   * @param {string} operation @param {Record<string, string>} params @param {RequestInit} [init]
   */
  async function call(operation, params, init = {}) {
    const url = new URL(operation, API);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const response = await fetch(url, {
      ...init,
      headers: { "x-edit-token": TOKEN, ...init.headers },
    });
    if (response.status === 404) throw fail("NotFoundError", await response.text());
    if (response.status === 409) throw fail("TypeMismatchError", await response.text());
    if (response.status === 403) throw fail("NotAllowedError", await response.text());
    if (!response.ok) throw fail("InvalidStateError", await response.text());
    return response;
  }

  const join = (/** @type {string} */ dir, /** @type {string} */ name) =>
    dir ? `${dir}/${name}` : name;
  const checkName = (/** @type {string} */ name) => {
    if (!name || name === "." || name === ".." || /[/\\\0]/.test(name)) {
      throw new TypeError(`Not a valid name: ${name}`);
    }
  };

  class EditHandle {
    /** @param {"file" | "directory"} kind @param {string} path @param {string} name */
    constructor(kind, path, name) {
      this.kind = kind;
      this.name = name;
      // Kept by structured clone (Sveltia stores the root handle in IndexedDB): see revive().
      this[MARK] = path;
    }

    async queryPermission() {
      return "granted";
    }

    async requestPermission() {
      return "granted";
    }

    /** @param {unknown} other */
    async isSameEntry(other) {
      return other instanceof EditHandle && other.kind === this.kind && other[MARK] === this[MARK];
    }
  }

  class EditFileHandle extends EditHandle {
    /** @param {string} path */
    constructor(path) {
      super("file", path, path.slice(path.lastIndexOf("/") + 1));
    }

    async getFile() {
      const response = await call("file", { path: this[MARK] });
      const lastModified = Number(response.headers.get("x-last-modified")) || Date.now();
      return new File([await response.blob()], this.name, { lastModified });
    }

    /** @param {{ keepExistingData?: boolean }} [options] */
    async createWritable(options = {}) {
      /** @type {BlobPart[]} */
      let parts = options.keepExistingData ? [await this.getFile()] : [];
      const path = () => this[MARK];
      return {
        /** @param {any} data */
        async write(data) {
          const chunk =
            data && typeof data === "object" && "type" in data && !(data instanceof Blob)
              ? data
              : { type: "write", data };
          if (chunk.type === "truncate") parts = [new Blob(parts).slice(0, chunk.size)];
          else if (chunk.type === "write") parts.push(chunk.data);
        },
        async truncate(/** @type {number} */ size) {
          parts = [new Blob(parts).slice(0, size)];
        },
        async close() {
          await call("file", { path: path() }, { method: "PUT", body: new Blob(parts) });
        },
        async abort() {
          parts = [];
        },
      };
    }

    /**
     * move(newName) or move(directoryHandle, newName?), as Chromium's FileSystemHandle.move.
     * @param {EditDirectoryHandle | string} target @param {string} [newName]
     */
    async move(target, newName) {
      const dir =
        typeof target === "string"
          ? this[MARK].slice(0, Math.max(0, this[MARK].lastIndexOf("/")))
          : target[MARK];
      const name = typeof target === "string" ? target : (newName ?? this.name);
      checkName(name);
      const to = join(dir, name);
      await call("move", { from: this[MARK], to }, { method: "POST" });
      this[MARK] = to;
      this.name = name;
    }

    async remove() {
      await call("entry", { path: this[MARK] }, { method: "DELETE" });
    }
  }

  class EditDirectoryHandle extends EditHandle {
    /** @param {string} path @param {string} [name] */
    constructor(path, name) {
      super("directory", path, name ?? path.slice(path.lastIndexOf("/") + 1));
    }

    /** @returns {AsyncGenerator<[string, EditFileHandle | EditDirectoryHandle]>} */
    async *entries() {
      const response = await call("list", { path: this[MARK] });
      const list = /** @type {{ name: string; kind: string }[]} */ (await response.json());
      for (const { name, kind } of list) {
        const path = join(this[MARK], name);
        yield [
          name,
          kind === "directory" ? new EditDirectoryHandle(path) : new EditFileHandle(path),
        ];
      }
    }

    async *keys() {
      for await (const [name] of this.entries()) yield name;
    }

    async *values() {
      for await (const [, handle] of this.entries()) yield handle;
    }

    [Symbol.asyncIterator]() {
      return this.entries();
    }

    /** @param {string} name @param {"file" | "directory"} kind @param {boolean} create */
    async child(name, kind, create) {
      checkName(name);
      const path = join(this[MARK], name);
      let found;
      try {
        found = /** @type {{ kind: string | null }} */ (await (await call("stat", { path })).json())
          .kind;
        if (!found) throw fail("NotFoundError", `no such entry: ${path}`);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === "NotFoundError") || !create)
          throw error;
        if (kind === "file") await call("file", { path }, { method: "PUT", body: new Blob([]) });
        else await call("dir", { path }, { method: "POST" });
        found = kind;
      }
      if (found !== kind) throw fail("TypeMismatchError", `${path} is a ${found}`);
      return kind === "file" ? new EditFileHandle(path) : new EditDirectoryHandle(path);
    }

    /** @param {string} name @param {{ create?: boolean }} [options] */
    getFileHandle(name, options = {}) {
      return this.child(name, "file", Boolean(options.create));
    }

    /** @param {string} name @param {{ create?: boolean }} [options] */
    getDirectoryHandle(name, options = {}) {
      return this.child(name, "directory", Boolean(options.create));
    }

    /** @param {string} name @param {{ recursive?: boolean }} [options] */
    async removeEntry(name, options = {}) {
      checkName(name);
      const params = {
        path: join(this[MARK], name),
        ...(options.recursive ? { recursive: "1" } : {}),
      };
      await call("entry", params, { method: "DELETE" });
    }

    /** @param {EditHandle} descendant */
    async resolve(descendant) {
      const base = this[MARK];
      const path = descendant[MARK];
      if (base === path) return [];
      if (base && !path.startsWith(`${base}/`)) return null;
      return (base ? path.slice(base.length + 1) : path).split("/");
    }
  }

  /** A handle back from IndexedDB (a plain object there): the same handle again. */
  const revive = (/** @type {unknown} */ value) => {
    if (!value || typeof value !== "object" || value instanceof EditHandle) return value;
    const path = /** @type {Record<string, unknown>} */ (value)[MARK];
    const kind = /** @type {Record<string, unknown>} */ (value).kind;
    if (typeof path !== "string") return value;
    if (kind === "directory") return new EditDirectoryHandle(path, path ? undefined : ROOT_NAME);
    return kind === "file" ? new EditFileHandle(path) : value;
  };
  if (typeof IDBRequest !== "undefined") {
    const result = Object.getOwnPropertyDescriptor(IDBRequest.prototype, "result");
    if (result?.get) {
      const read = result.get;
      Object.defineProperty(IDBRequest.prototype, "result", {
        ...result,
        get() {
          return revive(read.call(this));
        },
      });
    }
  }

  // Sveltia checks `"move" in FileSystemFileHandle.prototype` to save through a temporary file
  // and move(). Firefox ESR 153 and WebKitGTK 2.50 have the class (for their origin-private file
  // system), with move(); a browser without it gets this one. Either way, the calls reach the
  // handles above.
  globalThis.FileSystemFileHandle ??= /** @type {any} */ (EditFileHandle);
  globalThis.showDirectoryPicker = async () => new EditDirectoryHandle("", ROOT_NAME);
  globalThis.cradlesecEditHandles = { EditDirectoryHandle, EditFileHandle, revive };
})();
